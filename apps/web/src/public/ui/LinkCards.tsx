import { IconExternalLink } from '@tabler/icons-react';
import page from './page.module.css';
import { NewTabHint } from './SmartLink.tsx';
import classes from './LinkCards.module.css';

export type LinkCard = { name: string; description: string; href: string };

/** Other organisations' sites as cards; each opens in a new tab. */
export function LinkCards({ links }: { links: LinkCard[] }) {
  return (
    <ul className={page.grid}>
      {links.map((link) => (
        <li key={link.href}>
          <article className={`${page.card} ${classes.card}`}>
            <h3 className={page.cardTitle}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={page.stretched}
              >
                {link.name}
                <NewTabHint />
              </a>
            </h3>
            <p className={classes.text}>{link.description}</p>
            <span className={classes.host} aria-hidden>
              {new URL(link.href).hostname.replace(/^www\./, '')}
              <IconExternalLink size={15} />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
