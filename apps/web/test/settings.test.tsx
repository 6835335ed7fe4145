import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@chamber/contracts';
import { expectAllShown, json, openAs, openWith, siteInfo } from './helpers.tsx';
import { clickAndSee, sentBody } from './list-helpers.ts';
import { noLinks } from './publicFixtures.ts';

// Whole forms are typed key by key; a busy machine needs more than the default 5 s.

const RESOURCES = '/cms/management/assets-and-resources';
const saved = { message: 'Company settings updated successfully.' };

const stored: Settings = {
  companyName: 'Harbor Chamber',
  emailAddress: 'info@harbor.example.com',
  phoneNumber: '(555) 010-2000',
  streetAddress1: '1 Harbor Way',
  streetAddress2: null,
  city: 'Bayport',
  state: 'ME',
  zipCode: '04000',
  primaryWeekDayHours: 'Mon–Fri 8–5',
  primaryWeekEndHours: null,
  secondaryWeekDayHours: null,
  secondaryWeekEndHours: null,
  ...noLinks,
  facebookLink: 'https://facebook.com/harbor',
  googleAnalyticsId: null,
  facebookPixelCode: null,
  seo: null,
  companyLogoPath: 'logos/old.png',
  companyIconPath: null,
  timeZone: 'America/New_York',
  version: 4,
  status: 'published',
  hasDraft: false,
  publishAt: null,
  unpublishAt: null,
};

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('resources screen', () => {
  it('loads the settings into their sections and checks the spec rules', async () => {
    const user = userEvent.setup();
    const { calls } = openWith({ 'GET /api/Asset/GetAsset': stored }, RESOURCES);
    expect(await screen.findByRole('textbox', { name: /^Company Name/ })).toHaveValue(
      'Harbor Chamber',
    );
    for (const legend of ['Company', 'Address & Hours', 'Social links', 'Apps', 'Analytics & SEO'])
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    expect(field('Facebook Link')).toHaveValue('https://facebook.com/harbor');
    expect(field('Street Address 2')).toHaveValue('');
    expect(screen.getByAltText('Company Logo preview')).toHaveAttribute(
      'src',
      '/api/Attachments/logos/old.png',
    );

    await user.clear(field(/^Company Name/));
    await user.clear(field(/^Email/));
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '55501');
    await user.clear(field('Zip Code'));
    await user.type(field('Zip Code'), '12345678');
    expect(field('Zip Code')).toHaveValue('12345');
    await user.type(field('Twitter Link'), 'javascript:alert(1)');
    await user.type(field('Google Analytics Id'), 'not an id');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await expectAllShown([
      'Company Name is required',
      'Email is required',
      'Please enter a phone number like (999) 999-9999',
    ]);
    expect(
      screen.getByText('Please enter a link that begins with / or https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter an id like G-XXXXXXXXXX')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Asset/UpdateAsset')).toBe(false);
  });

  it('publishes with the new logo, toasts the message and updates the top bar without a reload', async () => {
    const user = userEvent.setup();
    let info = { ...siteInfo, companyName: 'Harbor Chamber' };
    const { calls } = openWith({ 'GET /api/Asset/GetAsset': stored }, RESOURCES, {
      'GET /api/Home/GetCMSInfo': () => json(info),
      'PUT /api/Asset/UpdateAsset': {
        message: 'Draft saved. The site shows the published settings until you publish them.',
      },
      'POST /api/Publishing/Publish': () => {
        info = { ...info, companyName: 'Bayport Chamber of Commerce' };
        return json({
          message: 'Settings published.',
          status: 'published',
          hasDraft: false,
          publishAt: null,
          unpublishAt: null,
        });
      },
    });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Harbor Chamber')).toBeInTheDocument();

    const name = await screen.findByRole('textbox', { name: /^Company Name/ });
    await user.clear(name);
    await user.type(name, 'Bayport Chamber of Commerce');
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '5559876543');
    expect(field('Phone Number')).toHaveValue('(555) 987-6543');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const [logoInput] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(logoInput, logo);
    await clickAndSee(user, 'Publish', 'Settings published.');
    expect(await within(banner).findByText('Bayport Chamber of Commerce')).toBeInTheDocument();
    const body = sentBody(calls, '/api/Asset/UpdateAsset') as FormData;
    expect(body.get('companyName')).toBe('Bayport Chamber of Commerce');
    // Made on the version opened.
    expect(body.get('version')).toBe('4');
    expect(body.get('phoneNumber')).toBe('(555) 987-6543');
    expect(body.get('streetAddress2')).toBe('');
    expect(body.get('facebookLink')).toBe('https://facebook.com/harbor');
    expect((body.get('companyLogo') as File).name).toBe('logo.png');
    expect(body.get('companyIcon')).toBe('');
    // Reloaded (after the draft, and after the publish).
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Asset/GetAsset').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
  });

  it('shows the analytics only to administrators; others save without sending them', async () => {
    const user = userEvent.setup();
    const withAnalytics = { ...stored, googleAnalyticsId: 'G-ADMIN12345', facebookPixelCode: '42' };
    const { calls } = openAs({ isAdmin: false }, RESOURCES, {
      'GET /api/Asset/GetAsset': withAnalytics,
      'PUT /api/Asset/UpdateAsset': saved,
    });
    const city = await screen.findByRole('textbox', { name: 'City' });
    expect(screen.queryByRole('textbox', { name: 'Google Analytics Id' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Facebook Pixel Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Analytics & SEO' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'SEO' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('G-ADMIN12345')).not.toBeInTheDocument();

    await user.clear(city);
    await user.type(city, 'Ozark');
    await clickAndSee(
      user,
      'Save draft',
      'Draft saved. Visitors see the published settings until you publish them.',
    );
    const body = sentBody(calls, '/api/Asset/UpdateAsset') as FormData;
    expect(body.get('city')).toBe('Ozark');
    expect(body.has('googleAnalyticsId')).toBe(false);
    expect(body.has('facebookPixelCode')).toBe(false);
  });

  it('an administrator sees the analytics and saves them', async () => {
    const user = userEvent.setup();
    const { calls } = openAs({ isAdmin: true }, RESOURCES, {
      'GET /api/Asset/GetAsset': { ...stored, facebookPixelCode: '42' },
      'PUT /api/Asset/UpdateAsset': saved,
    });
    const analyticsId = await screen.findByRole('textbox', { name: 'Google Analytics Id' });
    expect(field('Facebook Pixel Code')).toHaveValue('42');
    await user.type(analyticsId, 'G-NEW1234567');
    await clickAndSee(
      user,
      'Save draft',
      'Draft saved. Visitors see the published settings until you publish them.',
    );
    const body = sentBody(calls, '/api/Asset/UpdateAsset') as FormData;
    expect(body.get('googleAnalyticsId')).toBe('G-NEW1234567');
    expect(body.get('facebookPixelCode')).toBe('42');
  });

  it('offers the time zones to search, the stored one among them, and saves the one chosen', async () => {
    const user = userEvent.setup();
    // A name this runtime lists under another (Asia/Calcutta): still shown as chosen.
    const { calls } = openWith(
      { 'GET /api/Asset/GetAsset': { ...stored, timeZone: 'Asia/Kolkata' } },
      RESOURCES,
      { 'PUT /api/Asset/UpdateAsset': saved },
    );
    const zone = await screen.findByRole('combobox', { name: /^Time zone of your events/ });
    expect(zone).toHaveValue('Asia/Kolkata (GMT+5:30)');
    await user.clear(zone);
    await user.type(zone, 'chicago');
    await user.click(await screen.findByRole('option', { name: /^America\/Chicago \(C[SD]T\)$/ }));
    expect((zone as HTMLInputElement).value).toMatch(/^America\/Chicago \(C[SD]T\)$/);
    await clickAndSee(
      user,
      'Save draft',
      'Draft saved. Visitors see the published settings until you publish them.',
    );
    const body = sentBody(calls, '/api/Asset/UpdateAsset') as FormData;
    expect(body.get('timeZone')).toBe('America/Chicago');
  });

  it('shows a failed load as an error toast', async () => {
    openWith(
      { 'GET /api/Asset/GetAsset': () => json({ message: 'Settings unavailable' }, 503) },
      RESOURCES,
    );
    const text = await screen.findAllByText('Settings unavailable');
    expect(text.some((el) => el.closest('[role="alert"]')?.textContent?.includes('Error'))).toBe(
      true,
    );
  });
});
