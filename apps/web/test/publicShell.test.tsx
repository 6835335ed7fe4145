import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GTAG_SRC, PIXEL_SRC } from '../src/public/Analytics.tsx';
import { expectLink, json, mockApi, renderApp } from './helpers.tsx';
import { publicSiteInfo } from './publicFixtures.ts';

const scriptSources = () =>
  [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');

describe('footer', () => {
  it('lists quick links, contact links, the store badges that are set, socials and ©', async () => {
    mockApi({ 'GET /api/Home/GetCMSInfo': publicSiteInfo });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    const quick = await within(footer).findByRole('navigation', { name: 'Quick Links' });
    expectLink('Contact Us', '/contact', quick);
    expectLink('Message Us', 'mailto:hello@harbor.example', footer);
    expectLink('Call Us', 'tel:5550104200', footer);
    expect(
      within(footer).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/harbor');
    // No Google Play link in the settings: no badge.
    expect(within(footer).queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' }),
    ).toHaveAttribute('data-appearance', 'round');
    expect(within(footer).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Harbor Chamber. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('signs up for the newsletter, refusing a bad e-mail first', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      'POST /api/Newsletter/Subscribe': () => json({ message: 'Thanks! You are signed up.' }),
    });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    // The form loads after the page (below the fold).
    const email = await within(footer).findByLabelText('Email address');
    await user.type(email, 'nope');
    await user.click(within(footer).getByRole('button', { name: 'Sign Up' }));
    expect(await within(footer).findByText('Please enter valid email')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(within(footer).getByRole('button', { name: 'Sign Up' }));
    expect(await within(footer).findByText('Thanks! You are signed up.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ada@example.com' });
    expect(email).toHaveValue('');
  });

  it('shows the server’s answer when the sign-up fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      'POST /api/Newsletter/Subscribe': () => json({ message: 'Too many sign-ups.' }, 429),
    });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    await user.type(await within(footer).findByLabelText('Email address'), 'ada@example.com');
    await user.click(within(footer).getByRole('button', { name: 'Sign Up' }));
    expect(await within(footer).findByText('Too many sign-ups.')).toBeVisible();
  });
});

describe('analytics', () => {
  it('adds no script when no ids are set', async () => {
    mockApi({ 'GET /api/Home/GetCMSInfo': publicSiteInfo });
    renderApp('/home');
    await screen.findByRole('contentinfo');
    await screen.findByRole('button', { name: 'About' });
    expect(scriptSources()).toEqual([]);
  });

  it('adds gtag and the Facebook pixel for the ids of the settings', async () => {
    mockApi({
      'GET /api/Home/GetCMSInfo': {
        ...publicSiteInfo,
        googleAnalyticsId: 'G-ABC123',
        facebookPixelCode: '1234567890',
      },
    });
    const { unmount } = renderApp('/home');
    await waitFor(() => expect(scriptSources()).toEqual([`${GTAG_SRC}?id=G-ABC123`, PIXEL_SRC]));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ 0: 'config', 1: 'G-ABC123' }),
    );
    unmount();
    expect(scriptSources()).toEqual([]);
  });
});

describe('site info inlined by the server', () => {
  it('paints the shell from the inlined copy without waiting for the API', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'site-info';
    script.textContent = JSON.stringify({ ...publicSiteInfo, companyName: 'Inlined Chamber' });
    document.body.appendChild(script);
    const fetchMock = vi.fn(() => new Promise<Response>(() => {})); // the API never answers
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderApp('/contact');
      expect((await screen.findAllByText(/Inlined Chamber/)).length).toBeGreaterThan(0);
    } finally {
      script.remove();
      vi.unstubAllGlobals();
    }
  });
});
