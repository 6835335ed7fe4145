/**
 * /contact: addresses, e-mail, phone, fax and opening hours from the company
 * settings, and the contact form. After a message is sent the visitor is back on /contact with
 * an empty form.
 */
import { useState, type ReactNode } from 'react';
import {
  IconClock,
  IconMail,
  IconMailbox,
  IconMapPin,
  IconPhone,
  IconPrinter,
  type Icon,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSiteInfo } from '../../api/home.ts';
import { CONTACT_PAGE } from '../content/contact.ts';
import { Address, cityLine } from '../ui/Address.tsx';
import { telHref } from '../ui/links.ts';
import { TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
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
  const { data: info } = useSiteInfo();
  const navigate = useNavigate();
  // A new key gives a fresh, empty form after each message sent.
  const [formKey, setFormKey] = useState(0);

  const city = cityLine(info);
  const hours = [
    info?.primaryWeekDayHours,
    info?.primaryWeekEndHours,
    info?.secondaryWeekDayHours,
    info?.secondaryWeekEndHours,
  ].filter((line): line is string => Boolean(line));

  return (
    <>
      <PageBanner title={CONTACT_PAGE.title} lead={CONTACT_PAGE.lead} />
      <div className={`${page.container} ${page.columns} ${classes.layout}`}>
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
            <Detail icon={IconPrinter} title="Fax">
              {CONTACT_PAGE.fax}
            </Detail>
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
          title={CONTACT_PAGE.formTitle}
        >
          <p className={classes.formLead}>{CONTACT_PAGE.formLead}</p>
          <ContactForm
            key={formKey}
            onSent={() => {
              setFormKey((key) => key + 1);
              navigate('/contact');
            }}
          />
        </TitledSection>
      </div>
    </>
  );
}
