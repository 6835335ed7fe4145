import type { CSSProperties } from 'react';
import type { SocialAppearance } from '@chamber/contracts';
import page from '../ui/page.module.css';
import classes from './SocialButtons.module.css';
import type { SocialLink } from './socialLinks.ts';

type Props = {
  links: SocialLink[];
  /** The three looks of the social icons: sharp squares, rounded squares, circles. */
  appearance: SocialAppearance;
  /** "onDark" for navy backgrounds, "onLight" for white ones. */
  tone: 'onDark' | 'onLight';
  /** Button size in px. */
  size?: number;
};

/** Icon buttons to the company's social profiles; each opens in a new tab. */
export function SocialButtons({ links, appearance, tone, size = 36 }: Props) {
  if (links.length === 0) return null;
  return (
    <ul className={page.inlineList} style={{ '--social-size': `${size}px` } as CSSProperties}>
      {links.map(({ label, href, icon: Icon }) => (
        <li key={label}>
          <a
            className={classes.button}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            title={label}
            data-appearance={appearance}
            data-tone={tone}
          >
            <Icon size={Math.round(size * 0.5)} stroke={1.75} aria-hidden />
          </a>
        </li>
      ))}
    </ul>
  );
}
