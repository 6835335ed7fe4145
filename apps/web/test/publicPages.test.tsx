import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DynamicBlog, DynamicPage } from '@chamber/contracts';
import { expectLink, inlinePageData, json, mockApi, renderApp } from './helpers.tsx';
import {
  bannerEntry,
  publicSiteInfo,
  section,
  sectionEntry,
  slide,
  stubIntersectionObserver,
} from './publicFixtures.ts';

const page = (id: number, fields: Partial<DynamicPage> = {}): DynamicPage => ({
  id,
  name: 'Visit',
  title: 'Visit Harbor',
  url: '/visit',
  isBannerVisible: true,
  bannerImageFilePath: null,
  bannerColor: '#213c63',
  keywords: null,
  description: 'Beaches and boats.',
  addedBy: 'Admin',
  addedOn: '2030-01-01T10:00:00.000Z',
  pageContentSectionBanners: [],
  ...fields,
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/Home/GetCMSInfo': publicSiteInfo,
    'GET /api/Home/GetDynamicPage': (call) => {
      const id = call.url.searchParams.get('dynamicPageId');
      if (id === '2') {
        return json(
          page(2, {
            pageContentSectionBanners: [sectionEntry(section({ title: 'Beaches' }))],
          }),
        );
      }
      if (id === '1') {
        return json(
          page(1, {
            name: 'Home',
            url: '/home',
            pageContentSectionBanners: [
              bannerEntry([slide(1, 'Open for business'), slide(2, 'Saturday market')]),
              sectionEntry(section({ id: 5, title: 'Where we do business' })),
              sectionEntry(
                section({ id: 6, type: 'CONTENT_SECTION_DYNAMIC_BANNER', title: 'Hero only' }),
              ),
            ],
          }),
        );
      }
      return json({ message: 'The page was not found.' }, 404);
    },
    ...extra,
  });
}

describe('dynamic pages and blogs', () => {
  beforeEach(stubIntersectionObserver);

  it('routes a page by its url, ignoring case and a trailing slash', async () => {
    const { calls } = api();
    renderApp('/VISIT/');
    // The first lazily loaded screen of a run can take a while to compile.
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit Harbor' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Beaches' })).toBeVisible();
    expect(calls.some((c) => c.url.searchParams.get('dynamicPageId') === '2')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Visit Harbor | Harbor Chamber'));
  });

  it('renders a blog with its date and author', async () => {
    const blog: DynamicBlog = {
      ...page(7, { name: 'Harbor news', title: null, url: '/blog/harbor-news' }),
      addedBy: 'Sam Writer',
      addedOn: '2030-01-02T10:00:00.000Z',
      blogContentSectionBanners: [sectionEntry(section({ title: 'The story' }))],
      author: null,
      categories: [],
      tags: [],
      excerpt: null,
      bannerImageAlt: null,
      publishedOn: null,
      readingMinutes: 1,
      relatedPosts: [],
    };
    api({ 'GET /api/Home/GetDynamicBlog': blog });
    renderApp('/blog/harbor-news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor news' })).toBeVisible();
    expect(screen.getByText('January 2, 2030')).toBeInTheDocument();
    expect(screen.getByText(/By Sam Writer/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The story' })).toBeVisible();
  });

  it('links a blog’s author, categories and tags to their lists, and shows related posts', async () => {
    const blog: DynamicBlog = {
      ...page(7, { name: 'Harbor tours', title: null, url: '/blog/harbor-news' }),
      addedBy: 'Someone',
      addedOn: '2030-01-02T10:00:00.000Z',
      blogContentSectionBanners: [],
      author: { id: 4, name: 'Sam Writer', photo: 'sam.webp', bio: 'Sam runs the harbor tours.' },
      categories: [{ id: 9, name: 'Member Stories', slug: 'member-stories' }],
      tags: [{ name: 'Boat tours', slug: 'boat-tours' }],
      excerpt: null,
      bannerImageAlt: null,
      publishedOn: '2030-02-03T15:00:00.000Z',
      readingMinutes: 4,
      relatedPosts: [
        {
          id: 9,
          name: 'More boats',
          url: '/blog/more-boats',
          bannerImageFilePath: null,
          bannerImageAlt: null,
          excerpt: 'Another trip.',
          publishedOn: '2030-01-01T15:00:00.000Z',
          author: null,
          categories: [],
          tags: [],
        },
      ],
    };
    api({ 'GET /api/Home/GetDynamicBlog': blog });
    renderApp('/blog/harbor-news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor tours' })).toBeVisible();
    // The date it was published, not added.
    expect(screen.getByText('February 3, 2030')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expectLink('Sam Writer', '/blogs-and-reviews?author=4');
    expectLink('Member Stories', '/blogs-and-reviews?category=member-stories');
    expectLink('#Boat tours', '/blogs-and-reviews?tag=boat-tours');
    expect(screen.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    expectLink('More boats', '/blog/more-boats');
    // Their profile under the post: photo, name, bio and the way to their other posts.
    const about = screen.getByRole('region', { name: 'About the author' });
    expect(within(about).getByText('Sam runs the harbor tours.')).toBeVisible();
    expect(about.querySelector('img')?.getAttribute('src')).toContain('sam');
    expect(within(about).getByRole('link', { name: 'More posts by Sam Writer' })).toHaveAttribute(
      'href',
      '/blogs-and-reviews?author=4',
    );
  });

  it('answers unknown urls with a friendly Not Found', async () => {
    api();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expectLink('Go to Homepage', '/home');
    expectLink('Search the site', '/search');
  });

  it('builds the home page from the /home page: its carousel, then its content', async () => {
    api();
    renderApp('/home');
    expect(await screen.findByText('Open for business')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Harbor Chamber' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Where we do business' })).toBeVisible();
    // No dynamic banner on the home page: it opens with its own carousel.
    expect(screen.queryByRole('heading', { name: 'Hero only' })).not.toBeInTheDocument();
    const firstSlide = screen.getAllByRole('group', { name: /of 2$/ })[0].querySelector('img');
    expect(firstSlide).toHaveAttribute('loading', 'eager');
    expect(firstSlide).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws the page the server inlined without asking the API for it', async () => {
    const { calls } = api();
    inlinePageData({
      kind: 'page',
      id: 2,
      data: page(2, {
        pageContentSectionBanners: [sectionEntry(section({ title: 'Inlined beaches' }))],
      }),
    });
    renderApp('/visit');
    expect(await screen.findByRole('heading', { name: 'Inlined beaches' })).toBeVisible();
    expect(calls.some((c) => c.url.pathname === '/api/Home/GetDynamicPage')).toBe(false);
  });
});
