/**
 * "Download on the App Store" and "Get it on Google Play" badges, drawn here as inline SVG (no
 * image requests, crisp at any size). Shown only for the store links the settings carry.
 */
import type { ReactNode } from 'react';
import { Group, VisuallyHidden } from '@mantine/core';
import classes from './AppStoreBadges.module.css';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function Badge({
  href,
  label,
  small,
  big,
  logo,
}: {
  href: string;
  label: string;
  small: string;
  big: string;
  logo: ReactNode;
}) {
  const bigWidth = big.length > 9 ? 96 : 78;
  return (
    // Named by its text, not by aria-label: a name that differs from the words drawn on the badge
    // fails people who speak to their phone ("tap App Store").
    <a className={classes.badge} href={href} target="_blank" rel="noopener noreferrer">
      <VisuallyHidden>{`${label} (opens in a new tab)`}</VisuallyHidden>
      <svg width="150" height="44" viewBox="0 0 150 44" aria-hidden focusable="false">
        <rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#000" stroke="#a6a6a6" />
        <g transform="translate(11 10)">{logo}</g>
        <text x="43" y="17" fill="#fff" fontFamily={FONT} fontSize="8">
          {small}
        </text>
        <text
          x="42"
          y="34"
          fill="#fff"
          fontFamily={FONT}
          fontSize="16"
          fontWeight="600"
          // Fonts differ in width: the name is fitted to the badge whatever the font.
          textLength={bigWidth}
          lengthAdjust="spacingAndGlyphs"
        >
          {big}
        </text>
      </svg>
    </a>
  );
}

const appleLogo = (
  <path
    fill="#fff"
    d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
  />
);

const playLogo = (
  <g>
    <path fill="#2196f3" d="M3.6 2.2 13.4 12l-9.8 9.8c-.3-.2-.5-.6-.5-1.1V3.3c0-.5.2-.9.5-1.1z" />
    <path fill="#34a853" d="M3.6 2.2 13.4 12l3.1-3.1L5 2.2c-.5-.3-1-.3-1.4 0z" />
    <path fill="#ea4335" d="M3.6 21.8 13.4 12l3.1 3.1L5 21.8c-.5.3-1 .3-1.4 0z" />
    <path fill="#fbbc04" d="m16.5 8.9-3.1 3.1 3.1 3.1 3.8-2.2c.7-.4.7-1.4 0-1.8z" />
  </g>
);

export function AppStoreBadges({
  appStoreLink,
  googlePlayStoreLink,
}: {
  appStoreLink: string | null | undefined;
  googlePlayStoreLink: string | null | undefined;
}) {
  if (!appStoreLink && !googlePlayStoreLink) return null;
  return (
    <Group gap="sm">
      {appStoreLink ? (
        <Badge
          href={appStoreLink}
          label="Download on the App Store"
          small="Download on the"
          big="App Store"
          logo={appleLogo}
        />
      ) : null}
      {googlePlayStoreLink ? (
        <Badge
          href={googlePlayStoreLink}
          label="Get it on Google Play"
          small="GET IT ON"
          big="Google Play"
          logo={playLogo}
        />
      ) : null}
    </Group>
  );
}
