import { IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SiteInfo } from '@chamber/contracts';
import { telHref } from '../ui/links.ts';
import classes from './ContactLinks.module.css';

/**
 * Phone (tel:), e-mail (mailto:) and the contact page, as icon buttons. "bar" also writes the
 * number and address beside the icons (the header's top bar); "icons" shows the icons only.
 */
export function ContactLinks({
  info,
  look,
}: {
  info: Pick<SiteInfo, 'phoneNumber' | 'emailAddress'> | undefined;
  look: 'bar' | 'icons';
}) {
  const phone = info?.phoneNumber;
  const email = info?.emailAddress;
  const withText = look === 'bar';
  return (
    <ul className={classes.list} data-look={look}>
      {phone ? (
        <li>
          <a className={classes.link} href={telHref(phone)} aria-label={`Call us at ${phone}`}>
            <IconPhone size={18} stroke={1.75} aria-hidden />
            {withText ? <span>{phone}</span> : null}
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a className={classes.link} href={`mailto:${email}`} aria-label={`Email us at ${email}`}>
            <IconMail size={18} stroke={1.75} aria-hidden />
            {withText ? <span>{email}</span> : null}
          </a>
        </li>
      ) : null}
      <li>
        <Link className={classes.link} to="/contact" aria-label="Contact us">
          <IconMessageCircle size={18} stroke={1.75} aria-hidden />
          {withText ? <span>Contact us</span> : null}
        </Link>
      </li>
    </ul>
  );
}
