/** Pages and blogs (routed by their url) and their ordered content. */
import { describe, expect, it } from 'vitest';
import {
  addContentSchema,
  assignContentToBlogQuery,
  assignContentToPageQuery,
  blogSchema,
  createContentSchema,
  isReservedUrl,
  pageSchema,
  RESERVED_URL_MESSAGE,
  RESERVED_URLS,
  SELECT_TYPE_AND_COMPONENT_MESSAGE,
  SELECT_TYPE_TO_CREATE_MESSAGE,
  updateBlogSchema,
  updatePageSchema,
  URL_PATH_MESSAGE,
  URL_SLASH_MESSAGE,
} from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validBlog, validPage } from './fixtures.ts';

/** What a page or blog form left out becomes. */
const DOCUMENT_DEFAULTS = {
  isBannerVisible: true,
  bannerColor: '#000000',
  keywords: null,
  description: null,
  isActive: true,
  draft: false,
};

const urlMessage = (url: unknown) => messageFor(pageSchema.safeParse({ ...validPage, url }), 'url');

describe('page', () => {
  it('defaults to banner visible, active, colour #000000 and not a draft', () => {
    expect(pageSchema.parse(validPage)).toEqual({
      name: 'About Us',
      title: null,
      url: '/about-us',
      ...DOCUMENT_DEFAULTS,
    });
    expect(pageSchema.parse({ ...validPage, draft: 'true' }).draft).toBe(true);
  });

  it('gives the spec messages', () => {
    const result = pageSchema.safeParse({ name: '', url: '' });
    expectMessages(result, { name: 'Page Name is required', url: 'URL is required' });
    expect(result.error?.issues.filter((i) => i.path[0] === 'url')).toHaveLength(1);
    expect(urlMessage('about-us')).toBe(URL_SLASH_MESSAGE);
    expect(URL_SLASH_MESSAGE).toBe('URL must begin with /');
  });

  it('refuses a banner colour over 10 characters', () => {
    // Ten characters are no colour: only the refusal for length can be checked (limits.test.ts).
    expect(
      messageFor(pageSchema.safeParse({ ...validPage, bannerColor: '#0000000000' }), 'bannerColor'),
    ).toBe('Banner Color must be at most 10 characters');
  });

  it('takes a hex banner colour only', () => {
    expect(pageSchema.parse({ ...validPage, bannerColor: '#213c63' }).bannerColor).toBe('#213c63');
    expect(pageSchema.parse({ ...validPage, bannerColor: '' }).bannerColor).toBe('#000000');
    expect(
      messageFor(pageSchema.safeParse({ ...validPage, bannerColor: 'red' }), 'bannerColor'),
    ).toBe('Please enter a colour like #000000');
  });

  it('rejects paths that leave the site or are not clean', () => {
    for (const url of ['//evil.example', '/about us', '/\\evil.example']) {
      expect(urlMessage(url), url).toBe(URL_PATH_MESSAGE);
    }
  });

  it("refuses the website's own routes", () => {
    for (const url of ['/search', '/Events/', '/cms/management/pages']) {
      expect(urlMessage(url), url).toBe(RESERVED_URL_MESSAGE);
    }
    expect(RESERVED_URL_MESSAGE).toBe(
      'This URL is used by the website itself. Please choose another one.',
    );
  });

  it('reads multipart texts', () => {
    expect(
      pageSchema.parse({
        ...validPage,
        title: '',
        keywords: '',
        description: '',
        isBannerVisible: 'false',
        isActive: 'false',
      }),
    ).toMatchObject({ title: null, keywords: null, isBannerVisible: false, isActive: false });
  });

  it('needs the id to update', () => {
    expect(updatePageSchema.parse({ ...validPage, id: '4' }).id).toBe(4);
    expect(updatePageSchema.safeParse(validPage).success).toBe(false);
  });
});

describe('reserved urls', () => {
  it.each([...RESERVED_URLS])('reserves %s', (url) => expect(isReservedUrl(url)).toBe(true));

  it.each([
    '/HOME',
    '/home/',
    '/Search/',
    '/admin',
    '/admin/management/users',
    '/cms/management/pages',
    '/api/Home/GetCMSInfo',
    '/events/12',
    '/deal/details/4',
  ])('reserves %s (case, trailing slash and prefixes)', (url) =>
    expect(isReservedUrl(url)).toBe(true),
  );

  it.each([
    '/about-us',
    '/administration',
    '/apiary',
    '/event-calendar',
    '/homeowners',
    '/deal',
    // Pages since decision 138: the contact page and the bios.
    '/contact',
    '/bio-jane-doe',
  ])('leaves %s free', (url) => expect(isReservedUrl(url)).toBe(false));
});

describe('the home page url', () => {
  it('may be taken by a page (the home page content) but never by a blog', async () => {
    const { pageSchema } = await import('../src/pages.ts');
    const { blogSchema } = await import('../src/blogs.ts');
    expect(pageSchema.safeParse({ name: 'Home', url: '/home' }).success).toBe(true);
    expect(pageSchema.safeParse({ name: 'Home', url: '/Home/' }).success).toBe(true);
    const blog = blogSchema.safeParse({ name: 'Home', url: '/home' });
    expect(blog.error?.issues[0]?.message).toBe(
      'This URL is used by the website itself. Please choose another one.',
    );
    expect(pageSchema.safeParse({ name: 'Login', url: '/login' }).success).toBe(false);
  });
});

describe('blog', () => {
  it('defaults to active, banner visible, colour #000000 and not a draft', () => {
    expect(blogSchema.parse(validBlog)).toEqual({
      ...validBlog,
      ...DOCUMENT_DEFAULTS,
    });
  });

  it("gives the spec's (menu item) message for a missing name", () => {
    expect(messageFor(blogSchema.safeParse({ ...validBlog, name: ' ' }), 'name')).toBe(
      'Menu Item Name is required',
    );
  });

  it('shares the url rules of pages', () => {
    for (const [url, message] of [
      ['blog', URL_SLASH_MESSAGE],
      ['/blogs-and-reviews', RESERVED_URL_MESSAGE],
    ]) {
      expect(messageFor(blogSchema.safeParse({ ...validBlog, url }), 'url'), url).toBe(message);
    }
  });

  it('reads multipart texts and needs the id to update', () => {
    expect(
      updateBlogSchema.parse({ ...validBlog, id: '9', isActive: 'false', bannerColor: '' }),
    ).toMatchObject({ id: 9, isActive: false, bannerColor: '#000000' });
    expect(messageFor(updateBlogSchema.safeParse(validBlog), 'id')).toBe('A valid id is required');
  });
});

describe('add-content modal', () => {
  it('pins the spec messages', () => {
    expect(SELECT_TYPE_AND_COMPONENT_MESSAGE).toBe('Please select both type & component');
    expect(SELECT_TYPE_TO_CREATE_MESSAGE).toBe(
      'Please select type of Component you want to create',
    );
  });

  it('Add needs both a type and a component', () => {
    const onlyType = addContentSchema.safeParse({ type: 'BANNER', contentSectionId: '' });
    expect(messageFor(onlyType, 'contentSectionId')).toBe(SELECT_TYPE_AND_COMPONENT_MESSAGE);
    const onlyComponent = addContentSchema.safeParse({ contentSectionId: 4 });
    expect(messageFor(onlyComponent, 'type')).toBe(SELECT_TYPE_AND_COMPONENT_MESSAGE);
    expect(addContentSchema.parse({ type: 'CONTENTSECTION', contentSectionId: 4 })).toEqual({
      type: 'CONTENTSECTION',
      contentSectionId: 4,
    });
  });

  it('Create New needs a type', () => {
    expect(messageFor(createContentSchema.safeParse({ type: '' }), 'type')).toBe(
      SELECT_TYPE_TO_CREATE_MESSAGE,
    );
    expect(createContentSchema.parse({ type: 'BANNER' })).toEqual({ type: 'BANNER' });
  });
});

describe('assign calls', () => {
  it('read their query strings', () => {
    expect(
      assignContentToPageQuery.parse({ pageId: '2', contentSectionId: '5', type: 'BANNER' }),
    ).toEqual({ pageId: 2, contentSectionId: 5, type: 'BANNER' });
    expect(
      assignContentToBlogQuery.parse({
        blogId: '3',
        contentSectionId: '6',
        type: 'CONTENTSECTION',
      }),
    ).toEqual({ blogId: 3, contentSectionId: 6, type: 'CONTENTSECTION' });
  });

  it('refuse a missing target or an unknown type', () => {
    expect(
      messageFor(
        assignContentToPageQuery.safeParse({ contentSectionId: '5', type: 'BANNER' }),
        'pageId',
      ),
    ).toBe('A valid id is required');
    expect(
      assignContentToBlogQuery.safeParse({ blogId: '3', contentSectionId: '6', type: 'PAGE' })
        .success,
    ).toBe(false);
  });
});
