import { describe, expect, it } from 'vitest';
import {
  blogSchema,
  RESERVED_URL_MESSAGE,
  updateBlogSchema,
  URL_SLASH_MESSAGE,
} from '../src/index.ts';
import { messageFor } from './helpers.ts';
import { validBlog } from './fixtures.ts';

describe('blog', () => {
  it('defaults to active, banner visible and colour #000000', () => {
    expect(blogSchema.parse(validBlog)).toEqual({
      ...validBlog,
      isBannerVisible: true,
      bannerColor: '#000000',
      keywords: null,
      description: null,
      isActive: true,
    });
  });

  it("gives the spec's (menu item) message for a missing name", () => {
    expect(messageFor(blogSchema.safeParse({ ...validBlog, name: ' ' }), 'name')).toBe(
      'Menu Item Name is required',
    );
  });

  it('shares the url rules of pages', () => {
    expect(messageFor(blogSchema.safeParse({ ...validBlog, url: 'blog' }), 'url')).toBe(
      URL_SLASH_MESSAGE,
    );
    expect(
      messageFor(blogSchema.safeParse({ ...validBlog, url: '/blogs-and-reviews' }), 'url'),
    ).toBe(RESERVED_URL_MESSAGE);
  });

  it('reads multipart texts and needs the id to update', () => {
    expect(
      updateBlogSchema.parse({ ...validBlog, id: '9', isActive: 'false', bannerColor: '' }),
    ).toMatchObject({ id: 9, isActive: false, bannerColor: '#000000' });
    expect(messageFor(updateBlogSchema.safeParse(validBlog), 'id')).toBe('A valid id is required');
  });
});
