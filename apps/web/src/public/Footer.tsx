/**
 * The public footer: the company, Quick Links, Contact Us, the newsletter sign-up, app
 * store badges, social buttons and the copyright line.
 */
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { DEFAULT_COMPANY_NAME } from '@chamber/contracts';
import { useSiteInfo } from '../api/home.ts';
import classes from './Footer.module.css';
import { BrandLink } from './shell/BrandLink.tsx';
import { AppStoreBadges } from './shell/AppStoreBadges.tsx';
import { SocialButtons } from './shell/SocialButtons.tsx';
import { SubscribeForm } from './shell/SubscribeForm.tsx';
import { socialLinks } from './shell/socialLinks.ts';
import { Address, cityLine } from './ui/Address.tsx';
import page from './ui/page.module.css';
import { linkTarget, telHref } from './ui/links.ts';
import { SmartLink } from './ui/SmartLink.tsx';

export function Footer() {
  const { data: info } = useSiteInfo();
  const companyName = info?.companyName || DEFAULT_COMPANY_NAME;
  const addressLines = [info?.streetAddress1, cityLine(info)];

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.grid}>
          <section className={classes.about} aria-label={companyName}>
            <BrandLink
              logoPath={info?.companyLogoPath}
              companyName={companyName}
              logoSize={56}
              loading="lazy"
              classNames={{ root: classes.brand, logo: classes.logo }}
            />
            {info?.seo ? <p className={classes.blurb}>{info.seo}</p> : null}
            <SocialButtons links={socialLinks(info)} appearance="round" tone="onDark" />
            <AppStoreBadges
              appStoreLink={info?.appStoreLink}
              googlePlayStoreLink={info?.googlePlayStoreLink}
            />
          </section>

          {info?.footerItems.length ? (
            <nav aria-labelledby="footer-quick-links">
              <h2 id="footer-quick-links" className={classes.heading}>
                Quick Links
              </h2>
              <ul className={page.stackList}>
                {info.footerItems.map((item) => (
                  <li key={item.id}>
                    <SmartLink link={linkTarget(item.to)} className={classes.link}>
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              Contact Us
            </h2>
            <ul className={`${page.stackList} ${classes.contact}`}>
              {addressLines.some(Boolean) ? (
                <li>
                  <IconMapPin size={20} stroke={1.75} aria-hidden />
                  <Address className={classes.address} lines={addressLines} />
                </li>
              ) : null}
              {info?.emailAddress ? (
                <li>
                  <IconMail size={20} stroke={1.75} aria-hidden />
                  <a href={`mailto:${info.emailAddress}`} className={classes.link}>
                    Message Us
                  </a>
                </li>
              ) : null}
              {info?.phoneNumber ? (
                <li>
                  <IconPhone size={20} stroke={1.75} aria-hidden />
                  <a href={telHref(info.phoneNumber)} className={classes.link}>
                    Call Us
                  </a>
                </li>
              ) : null}
            </ul>
          </section>

          <section className={classes.newsletter}>
            <SubscribeForm />
          </section>
        </div>
      </div>
      <div className={classes.bottom}>
        <div className={classes.bottomInner}>
          <p>
            © {new Date().getFullYear()} {companyName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
