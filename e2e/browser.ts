/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's headless shell (the old
 * headless mode, as Playwright's own headless browser: the same checks took a third less time
 * than on the full browser, decision 134), then Debian's full chromium, then Playwright's own
 * download. Without any, says so and how to get one.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own installed.
  }
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      "Tried: $CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, and Playwright's own browsers.",
      'Get one with:  sudo apt-get install -y chromium-headless-shell   (Debian/Ubuntu)',
      '          or:  npx playwright install chromium    (needs internet access)',
      'or point CHROMIUM_PATH at a Chrome/Chromium binary.',
    ].join('\n'),
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
