import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import enhanceAnalytics, { GTAG_SRC, PIXEL_SRC } from '../src/public/islands/analytics.ts';
import enhanceForm from '../src/public/islands/form.ts';
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

  it('signs up through the form island, refusing a bad e-mail first', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/home');
    const outcome = { form: 'subscribe', errors: {}, values: {} };
    const { fetchMock } = mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      // The island posts the form to the page it is on and gets the outcome as JSON.
      'POST /home': () =>
        new URLSearchParams(String(fetchMock.mock.calls.at(-1)?.[1]?.body)).get('email') ===
        'ada@example.com'
          ? json({ ...outcome, ok: true, message: 'Thanks! You are signed up.' })
          : json(
              {
                ...outcome,
                ok: false,
                message: 'Please enter valid email',
                errors: { email: 'Please enter valid email' },
              },
              400,
            ),
    });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    const email = await within(footer).findByLabelText('Email address');
    enhanceForm(email.closest('form')!);
    await user.type(email, 'nope');
    await user.click(within(footer).getByRole('button', { name: 'Sign Up' }));
    expect(await within(footer).findByText('Please enter valid email')).toBeVisible();

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(within(footer).getByRole('button', { name: 'Sign Up' }));
    expect(await within(footer).findByText('Thanks! You are signed up.')).toBeVisible();
    expect(within(footer).queryByText('Please enter valid email')).not.toBeInTheDocument();
    expect(email).toHaveValue('');
    window.history.replaceState(null, '', '/');
  });

  it('shows the server’s answer when the sign-up fails', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/home');
    mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      'POST /home': () =>
        json(
          { form: 'subscribe', ok: false, message: 'Too many sign-ups.', errors: {}, values: {} },
          429,
        ),
    });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    const email = await within(footer).findByLabelText('Email address');
    enhanceForm(email.closest('form')!);
    await user.type(email, 'ada@example.com');
    await user.click(within(footer).getByRole('button', { name: 'Sign Up' }));
    expect(await within(footer).findByText('Too many sign-ups.')).toBeVisible();
    window.history.replaceState(null, '', '/');
  });
});

describe('analytics', () => {
  it('marks no analytics island when no ids are set', async () => {
    mockApi({ 'GET /api/Home/GetCMSInfo': publicSiteInfo });
    renderApp('/home');
    await screen.findByRole('contentinfo');
    await screen.findByRole('button', { name: 'About' });
    expect(document.querySelector('[data-island="analytics"]')).toBeNull();
  });

  it('adds gtag and the Facebook pixel for the ids the island marker carries', async () => {
    const info = {
      ...publicSiteInfo,
      googleAnalyticsId: 'G-ABC123',
      facebookPixelCode: '1234567890',
    };
    mockApi({ 'GET /api/Home/GetCMSInfo': info });
    renderApp('/home');
    await waitFor(() => expect(document.querySelector('[data-island="analytics"]')).not.toBeNull());
    try {
      enhanceAnalytics(document.querySelector<HTMLElement>('[data-island="analytics"]')!);
      expect(scriptSources()).toEqual([`${GTAG_SRC}?id=G-ABC123`, PIXEL_SRC]);
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ 0: 'config', 1: 'G-ABC123' }),
      );
    } finally {
      document.querySelectorAll('script[src]').forEach((script) => script.remove());
    }
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
