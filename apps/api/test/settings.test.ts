import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_SETTINGS_MESSAGE,
  ANALYTICS_ID_MESSAGE,
  LINK_MESSAGE,
  PIXEL_ID_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  type Settings,
} from '@chamber/contracts';
import {
  expectAnswer,
  expectErrors,
  expectInvalid,
  multipart,
  overLimit,
  pngImage,
  type RefusalCase,
  type TestApp,
  withAdminAndUser,
  PUBLISHED,
} from './helpers.ts';

let t: TestApp;
let token: string;
let adminToken: string;

// Company settings are for any signed-in user, not only administrators (except the analytics).
withAdminAndUser((session) => ({ t, user: token, admin: adminToken } = session));

type Fields = Record<string, string>;

const fullSettings: Fields = {
  companyName: 'Bayview Chamber',
  emailAddress: 'info@bayview.example',
  phoneNumber: '(334) 555-0100',
  streetAddress1: '100 Main St',
  streetAddress2: 'Suite 5',
  city: 'Dothan',
  state: 'AL',
  zipCode: '36301',
  primaryWeekDayHours: 'Mon-Fri 8-5',
  primaryWeekEndHours: 'Sat 9-12',
  secondaryWeekDayHours: 'By appointment',
  secondaryWeekEndHours: 'Closed',
  facebookLink: 'https://facebook.com/bayview',
  instagramLink: 'https://instagram.com/bayview',
  twitterLink: 'https://twitter.com/bayview',
  linkedInLink: 'https://linkedin.com/company/bayview',
  youtubeLink: 'https://youtube.com/@bayview',
  tiktokLink: 'https://tiktok.com/@bayview',
  googleMapLink: 'https://maps.google.com/?q=Dothan',
  appStoreLink: 'https://apps.apple.com/app/id1',
  googlePlayStoreLink: 'https://play.google.com/store/apps/details?id=x',
  googleAnalyticsId: 'G-ABCDE12345',
  facebookPixelCode: '1234567890',
  seo: 'chamber, business, Dothan',
  timeZone: 'America/Chicago',
};

const attachmentsDir = () => path.join(t.config.dataDir, 'attachments');
const storedFiles = () => readdirSync(attachmentsDir()).sort();
const fileExists = (filePath: string) => existsSync(path.join(attachmentsDir(), filePath));

type Images = { companyLogo?: Buffer; companyIcon?: Buffer };

function updateSettings(fields: Fields, images: Images = {}, as = token) {
  const files = Object.fromEntries(
    Object.entries(images).map(([name, data]) => [name, { data: data as Buffer }]),
  );
  return t.request({
    method: 'PUT',
    url: '/api/Asset/UpdateAsset',
    token: as,
    ...multipart(fields, files),
  });
}

async function getSettings(): Promise<Settings> {
  const response = await t.request({ method: 'GET', url: '/api/Asset/GetAsset', token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/Asset/GetAsset', () => {
  it('answers the settings row created on first start', async () => {
    const settings = await getSettings();
    expect(settings.companyName).toBe('Chamber of Commerce');
    expect(settings).toMatchObject({
      emailAddress: '',
      companyLogoPath: null,
      companyIconPath: null,
      tiktokLink: null,
      facebookPixelCode: null,
    });
    expect(settings).not.toHaveProperty('id');
    expect(settings).not.toHaveProperty('updatedAt');
  });

  it('needs a signed-in user', async () => {
    for (const as of ['', 'not-a-token']) {
      const response = await t.request({ method: 'GET', url: '/api/Asset/GetAsset', token: as });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('PUT /api/Asset/UpdateAsset', () => {
  it('saves every field, shown at once by GetAsset and by the public site info', async () => {
    // As an administrator: the analytics id and the pixel are theirs alone (see below).
    const response = await updateSettings(fullSettings, {}, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Company settings updated successfully.' });
    const expected = { ...fullSettings, companyLogoPath: null, companyIconPath: null };
    expect(await getSettings()).toEqual({ ...expected, ...PUBLISHED, version: expect.any(Number) });
    const info = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();
    expect(info).toMatchObject(expected);
  });

  it('clears optional fields sent empty', async () => {
    await updateSettings(fullSettings);
    const response = await updateSettings({ ...fullSettings, streetAddress2: '', tiktokLink: '' });
    expect(response.statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({ streetAddress2: null, tiktokLink: null });
  });

  it('stores an uploaded logo and icon', async () => {
    const response = await updateSettings(fullSettings, {
      companyLogo: await pngImage(120, 40),
      companyIcon: await pngImage(32, 32, '#a33'),
    });
    expect(response.statusCode).toBe(200);
    const { companyLogoPath, companyIconPath } = await getSettings();
    expect(companyLogoPath).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(companyIconPath).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(fileExists(companyLogoPath!)).toBe(true);
    expect(fileExists(companyIconPath!)).toBe(true);
    const info = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();
    expect(info).toMatchObject({ companyLogoPath, companyIconPath });
  });

  it('replaces the logo (the old file stays in the media library) and keeps the icon', async () => {
    await updateSettings(fullSettings, {
      companyLogo: await pngImage(120, 40),
      companyIcon: await pngImage(32, 32, '#a33'),
    });
    const before = await getSettings();
    const response = await updateSettings(fullSettings, {
      companyLogo: await pngImage(150, 50, '#3a3'),
    });
    expect(response.statusCode).toBe(200);
    const after = await getSettings();
    expect(after.companyLogoPath).not.toBe(before.companyLogoPath);
    expect(fileExists(after.companyLogoPath!)).toBe(true);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(fileExists(before.companyLogoPath!)).toBe(true);
    expect(after.companyIconPath).toBe(before.companyIconPath);
    expect(fileExists(after.companyIconPath!)).toBe(true);
  });

  it('replaces the icon (the old file stays in the media library)', async () => {
    const before = await getSettings();
    expect(before.companyIconPath).not.toBeNull();
    await updateSettings(fullSettings, { companyIcon: await pngImage(16, 16) });
    const after = await getSettings();
    expect(after.companyIconPath).not.toBe(before.companyIconPath);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(fileExists(before.companyIconPath!)).toBe(true);
    expect(after.companyLogoPath).toBe(before.companyLogoPath);
  });

  it('refuses a file that is not an image and keeps no part of the upload', async () => {
    const settingsBefore = await getSettings();
    const filesBefore = storedFiles();
    const response = await updateSettings(
      { ...fullSettings, companyName: 'Should not be saved' },
      { companyLogo: await pngImage(), companyIcon: Buffer.from('<svg onload="x()"/>') },
    );
    expectAnswer(response, 400, UPLOAD_NOT_IMAGE_MESSAGE);
    expect(await getSettings()).toEqual(settingsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('gives the spec messages for the required fields', async () => {
    const response = await updateSettings({ companyName: '', emailAddress: '' });
    expectErrors(response, {
      companyName: 'Company Name is required',
      emailAddress: 'Email is required',
    });
  });

  it.each<RefusalCase>([
    ['an invalid e-mail', { emailAddress: 'nope' }, 'emailAddress', 'Please enter valid email'],
    overLimit('companyName', 'Company Name', 250),
    [
      'an e-mail over 150 characters',
      { emailAddress: `${'a'.repeat(140)}@example.com` },
      'emailAddress',
      'Email must be at most 150 characters',
    ],
    [
      'an unmasked phone number',
      { phoneNumber: '555-1234' },
      'phoneNumber',
      'Please enter a phone number like (999) 999-9999',
    ],
    ['a 4-digit zip code', { zipCode: '1234' }, 'zipCode', 'Please enter a 5-digit zip code'],
    overLimit('streetAddress1', 'Street Address 1', 150),
    overLimit('city', 'City', 100),
    overLimit('state', 'State', 20),
    overLimit('secondaryWeekEndHours', 'Secondary Weekend Hours', 150),
    [
      'a link over 500 characters',
      { youtubeLink: `https://example.com/${'a'.repeat(481)}` },
      'youtubeLink',
      'YouTube Link must be at most 500 characters',
    ],
    ['a javascript: link', { instagramLink: 'javascript:alert(1)' }, 'instagramLink', LINK_MESSAGE],
    [
      'an analytics id with script',
      { googleAnalyticsId: "G-1');alert(1);//" },
      'googleAnalyticsId',
      ANALYTICS_ID_MESSAGE,
    ],
    [
      'a pixel code that is not a number',
      { facebookPixelCode: '12<script>' },
      'facebookPixelCode',
      PIXEL_ID_MESSAGE,
    ],
    overLimit('seo', 'SEO', 1500),
  ])('refuses %s and saves nothing', async (_, overrides, field, message) => {
    const before = await getSettings();
    const response = await updateSettings({ ...fullSettings, ...overrides });
    expectInvalid(response, field, message);
    expect(await getSettings()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    for (const as of ['', 'not-a-token']) {
      const response = await updateSettings({ ...fullSettings, companyName: 'Intruder' }, {}, as);
      expect(response.statusCode).toBe(401);
    }
    expect((await getSettings()).companyName).not.toBe('Intruder');
  });
});

describe('the analytics settings (a script on every page) are for administrators only', () => {
  const analytics = { googleAnalyticsId: 'G-ADMIN12345', facebookPixelCode: '111222333' };
  const { googleAnalyticsId: _ga, facebookPixelCode: _pixel, ...withoutAnalytics } = fullSettings;

  beforeAll(async () => {
    const response = await updateSettings({ ...fullSettings, ...analytics }, {}, adminToken);
    expect(response.statusCode).toBe(200);
  });

  it('an ordinary user saves the other fields; left out, the analytics keep their values', async () => {
    const response = await updateSettings({ ...withoutAnalytics, city: 'Enterprise' });
    expect(response.statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({ city: 'Enterprise', ...analytics });
  });

  it('an ordinary user may send them unchanged, as the full form does', async () => {
    const response = await updateSettings({ ...fullSettings, ...analytics, city: 'Ozark' });
    expect(response.statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({ city: 'Ozark', ...analytics });
  });

  it.each([
    ['set another analytics id', { googleAnalyticsId: 'G-EVIL999999' }],
    ['set another pixel', { facebookPixelCode: '666' }],
    ['clear the analytics id', { googleAnalyticsId: '' }],
    ['clear the pixel', { facebookPixelCode: '' }],
  ])(
    'an ordinary user who tries to %s is refused with 403; nothing is saved',
    async (_, change) => {
      const settingsBefore = await getSettings();
      const filesBefore = storedFiles();
      const response = await updateSettings(
        { ...fullSettings, ...analytics, ...change, companyName: 'Should not be saved' },
        { companyLogo: await pngImage() },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ADMIN_ONLY_SETTINGS_MESSAGE });
      expect(await getSettings()).toEqual(settingsBefore);
      expect(storedFiles()).toEqual(filesBefore);
    },
  );

  it('the same holds for a JSON body', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/Asset/UpdateAsset',
      token,
      payload: { ...fullSettings, googleAnalyticsId: 'G-EVIL999999' },
    });
    expect(response.statusCode).toBe(403);
    expect((await getSettings()).googleAnalyticsId).toBe(analytics.googleAnalyticsId);
  });

  it('an administrator changes and clears them', async () => {
    const changed = { googleAnalyticsId: 'G-NEW0000001', facebookPixelCode: '999' };
    expect((await updateSettings({ ...fullSettings, ...changed }, {}, adminToken)).statusCode).toBe(
      200,
    );
    expect(await getSettings()).toMatchObject(changed);
    const cleared = { googleAnalyticsId: '', facebookPixelCode: '' };
    expect((await updateSettings({ ...fullSettings, ...cleared }, {}, adminToken)).statusCode).toBe(
      200,
    );
    expect(await getSettings()).toMatchObject({ googleAnalyticsId: null, facebookPixelCode: null });
  });
});

describe('a draft of the settings', () => {
  const siteInfo = async () =>
    (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json() as Promise<{
      companyName: string;
      companyLogoPath: string | null;
    }>;
  const publishSettings = (action: 'Publish' | 'Unpublish') =>
    t.request({
      method: 'POST',
      url: `/api/Publishing/${action}`,
      token,
      payload: { type: 'settings', id: 1 },
    });

  it('is what staff edit while the site shows the published settings, until Publish', async () => {
    expect((await updateSettings(fullSettings, {}, adminToken)).statusCode).toBe(200);
    const logo = await pngImage(120, 40);
    const drafted = await updateSettings(
      { ...fullSettings, companyName: 'Bayview Chamber (new name)', draft: 'true' },
      { companyLogo: logo },
      adminToken,
    );
    expect(drafted.json()).toEqual({
      message: 'Draft saved. The site shows the published settings until you publish them.',
    });
    const staff = await getSettings();
    expect(staff).toMatchObject({ companyName: 'Bayview Chamber (new name)', hasDraft: true });
    expect((await siteInfo()).companyName).toBe('Bayview Chamber');

    // Another logo in the draft: the first draft logo is used by nothing, but the media library
    // keeps it (decision 141).
    const firstDraftLogo = staff.companyLogoPath!;
    await updateSettings(
      { ...fullSettings, companyName: 'Bayview Chamber (new name)', draft: 'true' },
      { companyLogo: await pngImage(100, 40, '#3a3') },
      adminToken,
    );
    expect(fileExists(firstDraftLogo)).toBe(true);
    const draftLogo = (await getSettings()).companyLogoPath!;

    const published = await publishSettings('Publish');
    expect(published.json()).toMatchObject({ message: 'Settings published.', hasDraft: false });
    expect(await siteInfo()).toMatchObject({
      companyName: 'Bayview Chamber (new name)',
      companyLogoPath: draftLogo,
    });
    expect(fileExists(draftLogo)).toBe(true);
  });

  it('cannot be taken off the site, and a plain save (an API client) discards the draft', async () => {
    const refused = await publishSettings('Unpublish');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The settings are always on the site: publish a draft of them instead.',
    );
    await updateSettings(
      { ...fullSettings, companyName: 'Draft name', draft: 'true' },
      {},
      adminToken,
    );
    await updateSettings({ ...fullSettings, companyName: 'Saved name' }, {}, adminToken);
    expect(await getSettings()).toMatchObject({ companyName: 'Saved name', hasDraft: false });
    expect((await siteInfo()).companyName).toBe('Saved name');
  });
});

describe('two people saving the settings', () => {
  it('refuses a save made on an older version, saying who saved in between', async () => {
    const { version } = await getSettings();
    const first = await updateSettings(
      { ...fullSettings, city: 'Enterprise', version: String(version) },
      {},
      adminToken,
    );
    expect(first.statusCode).toBe(200);
    expect((await getSettings()).version).toBe(version + 1);

    // A colleague who opened the same version saves after: refused, nothing changes.
    const second = await updateSettings(
      { ...fullSettings, city: 'Ozark', version: String(version) },
      {},
      adminToken,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: expect.stringMatching(
        /^.+ saved the settings at \d\d:\d\d UTC, after you opened them\.$/,
      ),
      savedBy: expect.any(String),
      version: version + 1,
    });
    expect((await getSettings()).city).toBe('Enterprise');

    // Without a version (an API client as the spec had it) the save wins, and counts.
    expect(
      (await updateSettings({ ...fullSettings, city: 'Ozark' }, {}, adminToken)).statusCode,
    ).toBe(200);
    expect(await getSettings()).toMatchObject({ city: 'Ozark', version: version + 2 });
  });
});
