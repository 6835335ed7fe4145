/**
 * Links follow the page (docs/decisions/139-links-follow-the-page.md): when a published page or
 * blog moves, the links the site stores to its old address — menu items, footer items, buttons of
 * sections, slides and events, links in rich text, and drafts — lead to the new one. On SQLite
 * and PostgreSQL.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Banner, ChamberEvent, DynamicBlog, Redirect } from '@chamber/contracts';
import { sendForm, type Fields } from './content-helpers.ts';
import { eventFormFields, multipart, type TestApp, withAdmin } from './helpers.ts';

let t: TestApp;
let token: string;
let png: Buffer;
withAdmin((session) => ({ t, token, png } = session));

const api = (method: InjectOptions['method'], url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

/** A call that must succeed; answers its JSON. */
async function ok<T = { id: number }>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

/** A published page at `url`; answers its id. */
const publishedPage = async (url: string) =>
  (await ok(api('POST', '/api/Page/CreatePage', { name: `At ${url}`, url }))).id;

const renamePage = (id: number, url: string) =>
  ok(api('PUT', '/api/Page/UpdatePage', { id, name: `At ${url}`, url }));

const button = (link: string): Fields => ({
  primaryButtonText: 'Read more',
  primaryButtonActionType: 'PAGE',
  primaryButtonLink: link,
});

/** A Custom section with `html`, and a button to `buttonLink`; answers its id. */
async function customSection(html: string, buttonLink: string) {
  const response = sendForm(
    t,
    { method: 'POST', url: '/api/ContentSection/CreateContentSection', token, image: null },
    { name: 'Links', type: 'CONTENT_SECTION_CUSTOM', rawHTML: html, ...button(buttonLink) },
  );
  return (await ok(response)).id;
}

const section = (id: number) =>
  ok<{ rawHTML: string; primaryButtonLink: string }>(
    api('GET', `/api/ContentSection/GetContentSectionById?contentSectionId=${id}`),
  );

/** A published event with a button to `link`, and a draft whose button leads to `draftLink`. */
async function eventWithDraft(link: string, draftLink: string) {
  const fields = { ...eventFormFields('Members Mixer'), ...button(link) };
  const { id } = await ok(
    t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token,
      ...multipart(fields, { image: { data: png } }),
    }),
  );
  await ok(
    t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token,
      ...multipart({ ...fields, id, ...button(draftLink), draft: 'true' }),
    }),
  );
  return id;
}

describe('a published page given a new url', () => {
  // The page moves from `old` to `renamed`; `/about-N-us` only shares its beginning.
  const old = '/about-links';
  const renamed = '/about-the-chamber-links';
  const html = [
    `<p><a href="${old}?x=1#y">About</a>, `,
    `<a href="/About%2DLinks/">again</a>, `,
    `<a href="${old}-us">a neighbour</a>, `,
    `<a href="https://example.com${old}">another site</a> and `,
    `<a target="_blank" rel="noopener noreferrer" href="${old}#team">the team</a></p>`,
  ].join('');
  const ids = {} as Record<
    'page' | 'menuItem' | 'otherMenuItem' | 'footerItem' | 'section' | 'banner' | 'event' | 'blog',
    number
  >;

  beforeAll(async () => {
    ids.page = await publishedPage(old);
    ids.menuItem = (
      await ok(api('POST', '/api/MenuItem/CreateMenuItem', { name: 'About', customLink: old }))
    ).id;
    ids.otherMenuItem = (
      await ok(
        api('POST', '/api/MenuItem/CreateMenuItem', {
          name: 'Elsewhere',
          customLink: `https://example.com${old}`,
        }),
      )
    ).id;
    ids.footerItem = (
      await ok(api('POST', '/api/FooterItem/CreateFooterItem', { label: 'About', to: `${old}/` }))
    ).id;
    ids.section = await customSection(html, `${old}?x=1#y`);
    ids.banner = (await ok(api('POST', '/api/Banner/CreateBanner', { name: 'Slider' }))).id;
    await ok(
      sendForm(
        t,
        { method: 'POST', url: '/api/BannerItem/CreateBannerItem', token, image: png },
        {
          bannerId: ids.banner,
          name: 'Slide',
          title: 'Join us',
          alignment: 'CENTER',
          ...button(old),
        },
      ),
    );
    ids.event = await eventWithDraft('/events', old);
    ids.blog = (
      await ok(api('POST', '/api/Blog/CreateBlog', { name: 'News', url: '/news-links' }))
    ).id;
    await ok(
      api(
        'POST',
        `/api/Blog/AssignContentSectionToBlog?blogId=${ids.blog}&contentSectionId=${ids.section}&type=CONTENTSECTION`,
      ),
    );

    await renamePage(ids.page, renamed);
  });

  it('is where the menu item and the footer item lead now', async () => {
    const menuItem = await ok<{ customLink: string }>(
      api('GET', `/api/MenuItem/GetMenuItemById?menuItemId=${ids.menuItem}`),
    );
    expect(menuItem.customLink).toBe(renamed);
    const footerItem = await ok<{ to: string }>(
      api('GET', `/api/FooterItem/GetFooterItemById?footerItemId=${ids.footerItem}`),
    );
    expect(footerItem.to).toBe(renamed);
  });

  it("is where the section's and the slide's buttons lead, keeping the link's query and fragment", async () => {
    expect((await section(ids.section)).primaryButtonLink).toBe(`${renamed}?x=1#y`);
    const banner = await ok<Banner>(api('GET', `/api/Banner/GetBannerById?bannerId=${ids.banner}`));
    expect(banner.bannerItems[0].primaryButtonLink).toBe(renamed);
  });

  it("is where the blog's rich text links, however the link spelled the address; other links stay", async () => {
    const blog = await ok<DynamicBlog>(
      t.request({ method: 'GET', url: `/api/Home/GetDynamicBlog?dynamicPageId=${ids.blog}` }),
    );
    const shown = blog.blogContentSectionBanners[0].contentSection?.rawHTML;
    expect(shown).toBe(
      [
        `<p><a href="${renamed}?x=1#y">About</a>, `,
        `<a href="${renamed}">again</a>, `,
        // Another page that shares the beginning of the address, and another site's page.
        `<a href="${old}-us">a neighbour</a>, `,
        `<a href="https://example.com${old}">another site</a> and `,
        `<a target="_blank" rel="noopener noreferrer" href="${renamed}#team">the team</a></p>`,
      ].join(''),
    );
  });

  it("rewrites an event's unpublished draft, and leaves other sites' addresses alone", async () => {
    const staffView = await ok<ChamberEvent>(
      api('GET', `/api/Event/GetEventById?eventId=${ids.event}`),
    );
    expect(staffView.hasDraft).toBe(true);
    expect(staffView.primaryButtonLink).toBe(renamed);
    const otherMenuItem = await ok<{ customLink: string }>(
      api('GET', `/api/MenuItem/GetMenuItemById?menuItemId=${ids.otherMenuItem}`),
    );
    expect(otherMenuItem.customLink).toBe(`https://example.com${old}`);
  });

  it('still leaves the redirect, for links elsewhere on the web', async () => {
    const redirects = await ok<Redirect[]>(api('GET', '/api/Redirect/GetAllRedirects'));
    expect(redirects.find((redirect) => redirect.from === old)).toMatchObject({ to: renamed });
  });
});

describe('a page whose url changes only in a draft', () => {
  it('keeps the links until the draft is published', async () => {
    const id = await publishedPage('/draft-links');
    const { id: footerItem } = await ok(
      api('POST', '/api/FooterItem/CreateFooterItem', { label: 'Draft', to: '/draft-links' }),
    );
    const linkOf = async () =>
      (
        await ok<{ to: string }>(
          api('GET', `/api/FooterItem/GetFooterItemById?footerItemId=${footerItem}`),
        )
      ).to;

    await ok(
      api('PUT', '/api/Page/UpdatePage', {
        id,
        name: 'Moved',
        url: '/draft-links-moved',
        draft: true,
      }),
    );
    expect(await linkOf()).toBe('/draft-links');
    await ok(api('POST', '/api/Publishing/Publish', { type: 'page', id }));
    expect(await linkOf()).toBe('/draft-links-moved');
  });
});
