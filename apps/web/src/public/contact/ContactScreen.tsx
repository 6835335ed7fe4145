/**
 * /contact: the Contact page staff edit in Pages (its title, banner and content), then the
 * addresses, e-mail, phone and opening hours from the company settings, and the contact form.
 * Without an active page at /contact there is nothing here (Not Found), as for any page. The form
 * posts to /contact and the page comes back with its outcome (ContactForm).
 */
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import {
  IconClock,
  IconMail,
  IconMailbox,
  IconMapPin,
  IconPhone,
  type Icon,
} from '@tabler/icons-react';
import { useDynamicPage, useSiteInfo } from '../../api/home.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { findSitePage } from '../dynamic/sitePages.ts';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { ContentRenderer } from '../sections/ContentRenderer.tsx';
import { Address, cityLine } from '../ui/Address.tsx';
import { telHref } from '../ui/links.ts';
import { TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { ContactForm } from './ContactForm.tsx';
import classes from './ContactScreen.module.css';

function Detail({
  icon: IconComponent,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className={classes.detail}>
      <span className={classes.detailIcon}>
        <IconComponent size={22} stroke={1.75} aria-hidden />
      </span>
      <div>
        <h3 className={classes.detailTitle}>{title}</h3>
        <div className={classes.detailText}>{children}</div>
      </div>
    </li>
  );
}

export function ContactScreen() {
  const { data: info, isPending: infoPending } = useSiteInfo();
  const summary = findSitePage(info?.pages, '/contact');
  const pageId = summary && !summary.isBlog ? summary.id : null;
  const { data: contactPage, isPending, isError } = useDynamicPage(pageId);
  const title = contactPage ? contactPage.title || contactPage.name : null;
  usePageTitle(title);

  if (infoPending || (pageId !== null && isPending)) return <PageLoader />;
  if (pageId === null || isError || !contactPage || !title) return <NotFoundScreen />;

  const city = cityLine(info);
  const hours = [
    info?.primaryWeekDayHours,
    info?.primaryWeekEndHours,
    info?.secondaryWeekDayHours,
    info?.secondaryWeekEndHours,
  ].filter((line): line is string => Boolean(line));

  return (
    <>
      {contactPage.isBannerVisible ? (
        <PageBanner
          title={title}
          imagePath={contactPage.bannerImageFilePath}
          color={contactPage.bannerColor}
        />
      ) : (
        <VisuallyHidden component="h1">{title}</VisuallyHidden>
      )}
      <ContentRenderer entries={contactPage.pageContentSectionBanners} />
      <div
        className={`${page.container} ${page.columns} ${classes.layout}`}
        // Right under the page's content, the two share one gap.
        data-after-content={contactPage.pageContentSectionBanners.length > 0 || undefined}
      >
        <TitledSection titleId="contact-details-title" title="Get in touch">
          <ul className={classes.details}>
            {info?.streetAddress1 || city ? (
              <Detail icon={IconMapPin} title="Physical Address">
                <Address lines={[info?.streetAddress1, city]} />
              </Detail>
            ) : null}
            {info?.streetAddress2 ? (
              <Detail icon={IconMailbox} title="Mailing Address">
                <Address lines={[info.streetAddress2, city]} />
              </Detail>
            ) : null}
            {info?.emailAddress ? (
              <Detail icon={IconMail} title="Email">
                <a href={`mailto:${info.emailAddress}`} className={page.textLink}>
                  {/* On a phone a long address breaks after the @, not mid-word. */}
                  {info.emailAddress.split('@').map((part, index) => (
                    <span key={index}>
                      {index > 0 ? (
                        <>
                          @<wbr />
                        </>
                      ) : null}
                      {part}
                    </span>
                  ))}
                </a>
              </Detail>
            ) : null}
            {info?.phoneNumber ? (
              <Detail icon={IconPhone} title="Phone">
                <a href={telHref(info.phoneNumber)} className={page.textLink}>
                  {info.phoneNumber}
                </a>
              </Detail>
            ) : null}
            {hours.length > 0 ? (
              <Detail icon={IconClock} title="Hours">
                <ul className={classes.hours}>
                  {hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Detail>
            ) : null}
          </ul>
        </TitledSection>

        <TitledSection
          className={classes.formCard}
          titleId="contact-form-title"
          titleClassName={classes.formTitle}
          title="Send us a message"
        >
          <ContactForm />
        </TitledSection>
      </div>
    </>
  );
}
