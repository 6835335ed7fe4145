/**
 * Stored XSS: script payloads saved by a (compromised or careless) staff account in every field the
 * public site shows must stay text. A visitor opening the pages that show them runs no script and
 * sees no dialog.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { apiToken, unique } from './support.ts';

const PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '"><svg onload="window.__xss=\'svg\'">',
  "javascript:window.__xss='link'",
  '{{constructor.constructor("window.__xss=1")()}}',
];
const TEXT = PAYLOADS.join(' ');

async function createHostileContent(request: APIRequestContext) {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const image = {
    name: 'x.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
      .png()
      .toBuffer(),
  };
  const ok = async (
    response: Awaited<ReturnType<APIRequestContext['post']>>,
  ): Promise<{ id: number }> => {
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: number };
  };
  const suffix = unique('xss');
  const page = await ok(
    await request.post('/api/Page/CreatePage', {
      headers,
      multipart: {
        name: TEXT.slice(0, 240),
        title: TEXT.slice(0, 240),
        url: `/${suffix}`,
        description: TEXT,
        keywords: TEXT,
      },
    }),
  );
  const section = await ok(
    await request.post('/api/ContentSection/CreateContentSection', {
      headers,
      multipart: {
        name: TEXT.slice(0, 140),
        type: 'CONTENT_SECTION_DEFAULT',
        title: TEXT,
        description: TEXT,
        alignment: 'LEFT',
        primaryButtonText: '<b onmouseover=alert(1)>Go</b>',
        primaryButtonActionType: 'LINK_NEW_TAB',
        primaryButtonLink: 'https://example.com/?q="><script>window.__xss=1</script>',
        pageId: String(page.id),
        image,
      },
    }),
  );
  expect(section.id).toBeGreaterThan(0);
  await ok(
    await request.post('/api/ContentSection/CreateContentSection', {
      headers,
      multipart: {
        name: 'Hostile rich text',
        type: 'CONTENT_SECTION_CUSTOM',
        rawHTML: `<p>${PAYLOADS.join('</p><p>')}</p><a href="javascript:window.__xss=1">click</a><iframe src="https://evil.example/"></iframe><div onclick="window.__xss=1" style="background:url(javascript:alert(1))">x</div>`,
        alignment: 'LEFT',
        pageId: String(page.id),
      },
    }),
  );
  const banner = await ok(
    await request.post('/api/Banner/CreateBanner', {
      headers,
      data: { name: TEXT.slice(0, 140), pageId: page.id },
    }),
  );
  await ok(
    await request.post('/api/BannerItem/CreateBannerItem', {
      headers,
      multipart: {
        bannerId: String(banner.id),
        name: TEXT.slice(0, 900),
        title: TEXT,
        description: TEXT,
        alignment: 'LEFT',
        image,
      },
    }),
  );
  const event = await ok(
    await request.post('/api/Event/CreateEvent', {
      headers,
      multipart: {
        title: TEXT.slice(0, 240),
        description: TEXT,
        schedule: TEXT,
        addressTitle: TEXT.slice(0, 240),
        addressLine1: TEXT.slice(0, 240),
        city: 'Bayport',
        state: 'FL',
        zipcode: '32401',
        eventType: 'workshop',
        start: new Date(Date.now() + 86_400_000).toISOString(),
        image,
      },
    }),
  );
  await ok(
    await request.post('/api/Blog/CreateBlog', {
      headers,
      multipart: { name: TEXT.slice(0, 240), url: `/${suffix}-blog`, description: TEXT },
    }),
  );
  // A short label: the footer list is shared with the staff tests running beside this one.
  const footer = await ok(
    await request.post('/api/FooterItem/CreateFooterItem', {
      headers,
      data: { label: PAYLOADS[1], to: '/home' },
    }),
  );
  return {
    pageUrl: `/${suffix}`,
    blogUrl: `/${suffix}-blog`,
    eventId: event.id as number,
    footerId: footer.id,
    headers,
  };
}

test('script saved in content never runs for visitors', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { pageUrl, blogUrl, eventId, footerId, headers } = await createHostileContent(request);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  for (const path of [
    pageUrl,
    blogUrl,
    `/events/${eventId}`,
    '/events',
    '/blogs-and-reviews',
    '/home',
    `/search?q=${encodeURIComponent('window.__xss')}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForTimeout(800);
    // Hover and click through what the payloads tried to hook into.
    await page.mouse.move(200, 300);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
      path,
    ).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  // The text itself is shown as text, so staff can see what was saved.
  await page.goto(pageUrl);
  await expect(page.getByText('<script>window.__xss = "script"</script>').first()).toBeVisible();
  // The footer shows on every page other tests look at: take ours away again.
  await request.delete(`/api/FooterItem/DeleteFooterItem?footerItemId=${footerId}`, { headers });
});
