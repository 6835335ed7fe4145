/** "Assets Links and Resources", the company settings screen, as staff use it. */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import {
  apiToken,
  createUserByApi,
  screenshot,
  signInAt,
  unique,
  withSettingsToMyself,
} from './support.ts';

type Settings = Record<string, string | null>;

async function storedSettings(request: APIRequestContext): Promise<Settings> {
  const token = await apiToken(request);
  const response = await request.get('/api/Asset/GetAsset', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Settings;
}

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** The stored logo's bytes: saving a new logo deletes the old file, so it is kept beforehand. */
async function downloadLogo(
  request: APIRequestContext,
  settings: Settings,
): Promise<Upload | null> {
  if (!settings.companyLogoPath) return null;
  const response = await request.get(`/api/Attachments/${settings.companyLogoPath}`);
  expect(response.status()).toBe(200);
  return {
    name: settings.companyLogoPath,
    mimeType: response.headers()['content-type'],
    buffer: await response.body(),
  };
}

/** Puts the texts and the logo back, so other tests see the site as it was. */
async function restoreSettings(
  request: APIRequestContext,
  settings: Settings,
  logo: Upload | null,
) {
  const token = await apiToken(request);
  // Saved over whatever the test saved: without the version it was read at.
  const { companyLogoPath: _logo, companyIconPath: _icon, version: _version, ...fields } = settings;
  const multipart: Record<string, string | Upload> = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value ?? '']),
  );
  if (!multipart.emailAddress) multipart.emailAddress = 'info@example.com';
  if (logo) multipart.companyLogo = logo;
  const response = await request.put('/api/Asset/UpdateAsset', {
    headers: { authorization: `Bearer ${token}` },
    multipart,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Runs `steps` with the settings as stored before them, then puts those (texts and logo) back
 * whatever happened, so other tests see the site as it was.
 */
async function keepingSettings(
  request: APIRequestContext,
  steps: (before: Settings) => Promise<void>,
) {
  await withSettingsToMyself(async () => {
    const before = await storedSettings(request);
    const beforeLogo = await downloadLogo(request, before);
    try {
      await steps(before);
    } finally {
      await restoreSettings(request, before, beforeLogo);
    }
  });
}

test('company name, phone and logo changed in Resources show in the admin shell and the site info', async ({
  page,
  request,
}) => {
  await keepingSettings(request, async (before) => {
    const name = unique('Bayport Chamber ');
    await signInAt(page, '/cms/management/assets-and-resources');
    await expect(page.getByRole('heading', { name: 'Assets Links and Resources' })).toBeVisible();
    const companyName = page.getByRole('textbox', { name: /^Company Name/ });
    await expect(companyName).toHaveValue(before.companyName ?? '');

    await companyName.fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Company Name is required')).toBeVisible();

    await companyName.fill(name);
    await page.getByRole('textbox', { name: /^Email/ }).fill('hello@bayport.example.com');
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    // Selected with the keyboard and typed over, as a person replaces it (the mask follows keys).
    await phone.click();
    await page.keyboard.press('ControlOrMeta+a');
    await phone.pressSequentially('5551234567');
    await expect(phone).toHaveValue('(555) 123-4567');
    const logo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    // The logo's drop zone comes first, the icon's second.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByAltText('Company Logo preview')).toBeVisible();
    await screenshot(page, 'assets-resources');

    // A draft first: the site keeps the published settings.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByText('Draft saved. Visitors see the published settings until you publish them.'),
    ).toBeVisible();
    const published = async () =>
      ((await (await request.get('/api/Home/GetCMSInfo')).json()) as Settings).companyName;
    expect(await published()).toBe(before.companyName);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published.')).toBeVisible();

    // The top bar follows without a reload: the new logo, named after the new company name.
    const topBarLogo = page.getByRole('banner').getByRole('img', { name });
    await expect(topBarLogo).toBeVisible();
    await expect(topBarLogo).toHaveAttribute('src', /^\/api\/Attachments\//);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'assets-resources-saved');

    const info = (await (await request.get('/api/Home/GetCMSInfo')).json()) as Settings;
    expect(info.companyName).toBe(name);
    expect(info.phoneNumber).toBe('(555) 123-4567');
    expect(info.companyLogoPath).toBeTruthy();
    expect(info.companyLogoPath).not.toBe(before.companyLogoPath);
    const logoFile = await request.get(`/api/Attachments/${info.companyLogoPath}`);
    expect(logoFile.status()).toBe(200);
    expect(logoFile.headers()['content-type']).toMatch(/^image\//);
  });
});

test('a colleague who is not an administrator sees no analytics settings and saves the rest', async ({
  page,
  request,
}) => {
  await keepingSettings(request, async (before) => {
    const colleague = await createUserByApi(request, { username: unique('staff') });
    const city = unique('Ozark ');
    await signInAt(
      page,
      '/cms/management/assets-and-resources',
      colleague.username,
      colleague.password,
    );
    const cityField = page.getByRole('textbox', { name: 'City' });
    await expect(cityField).toHaveValue(before.city ?? '');
    await expect(page.getByRole('group', { name: 'SEO' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Google Analytics Id' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Facebook Pixel Code' })).toHaveCount(0);

    await cityField.fill(city);
    const saved = page.waitForRequest('**/api/Asset/UpdateAsset');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published.')).toBeVisible();
    // The analytics settings are not sent at all: the server keeps the administrator's.
    const body = (await saved).postData() ?? '';
    expect(body).toContain(city);
    expect(body).not.toContain('name="googleAnalyticsId"');
    expect(body).not.toContain('name="facebookPixelCode"');
    expect((await storedSettings(request)).city).toBe(city);
  });
});
