import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogCard, SitePage } from '@chamber/contracts';
import { isNewBlog } from '../src/public/blogs/blogRules.ts';
import { mockApi, renderApp } from './helpers.tsx';
import { publicSiteInfo } from './publicFixtures.ts';

describe('the New badge rule', () => {
  const now = new Date(2030, 4, 10, 9, 30); // 10 May 2030, 09:30 local time

  it('marks a blog added on today’s date, from the first to the last minute of the day', () => {
    expect(isNewBlog(new Date(2030, 4, 10, 0, 0).toISOString(), now)).toBe(true);
    expect(isNewBlog(new Date(2030, 4, 10, 23, 59).toISOString(), now)).toBe(true);
  });

  it('does not mark a blog from yesterday, even a minute before midnight', () => {
    expect(isNewBlog(new Date(2030, 4, 9, 23, 59).toISOString(), now)).toBe(false);
    expect(isNewBlog(new Date(2029, 4, 10, 9, 30).toISOString(), now)).toBe(false);
  });
});

const blog = (id: number, name: string, addedOn: Date): SitePage => ({
  id,
  name,
  title: null,
  url: `/blog/${id}`,
  bannerImageFilePath: `blogs/${id}.webp`,
  addedOn: addedOn.toISOString(),
  addedBy: 'Sam Writer',
  isBlog: true,
});

const card = (id: number, name: string, publishedOn: Date): BlogCard => ({
  id,
  name,
  url: `/blog/${id}`,
  bannerImageFilePath: `blogs/${id}.webp`,
  bannerImageAlt: null,
  excerpt: `The story of ${name}.`,
  publishedOn: publishedOn.toISOString(),
  author: { id: 4, name: 'Sam Writer', photo: null, bio: null },
  categories: [{ id: 9, name: 'Member Stories', slug: 'member-stories' }],
  tags: [],
});

describe('blogs screen', () => {
  it('shows a card per blog with its date, author, excerpt, categories and the New badge', async () => {
    const today = new Date();
    const lastWeek = new Date(today.getTime() - 7 * 24 * 60 * 60 * 1000);
    const { calls } = mockApi({
      'GET /api/Home/GetCMSInfo': {
        ...publicSiteInfo,
        pages: [
          ...publicSiteInfo.pages.filter((page) => !page.isBlog),
          blog(1, 'Harbor dredging update', lastWeek),
          blog(2, 'Small Business Saturday', today),
        ],
      },
      'GET /api/Home/GetBlogList': {
        items: [
          card(2, 'Small Business Saturday', today),
          card(1, 'Harbor dredging update', lastWeek),
        ],
        page: 1,
        pageCount: 3,
        total: 26,
        category: null,
        tag: null,
        author: null,
      },
    });
    renderApp('/blogs-and-reviews');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((each) => within(each).getByRole('heading').textContent)).toEqual([
      'Small Business Saturday',
      'Harbor dredging update',
    ]);
    // The list's count (the footer's sign-up form has a status line of its own once it loads).
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('26 articles');
    expect(within(cards[0]).getByText('New')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('New')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('The story of Harbor dredging update.')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'Sam Writer' })).toHaveAttribute(
      'href',
      '/blogs-and-reviews?author=4',
    );
    expect(within(cards[1]).getByRole('link', { name: 'Member Stories' })).toHaveAttribute(
      'href',
      '/blogs-and-reviews?category=member-stories',
    );
    expect(within(cards[0]).getByRole('link', { name: 'Small Business Saturday' })).toHaveAttribute(
      'href',
      '/blog/2',
    );
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/api/Attachments/blogs/2.webp');
    const pages = screen.getByRole('navigation', { name: 'Pages of blogs' });
    expect(within(pages).getByRole('link', { name: 'Older posts' })).toHaveAttribute(
      'href',
      '/blogs-and-reviews?page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/blogs-and-reviews?page=3',
    );
    expect(calls.some((c) => c.url.pathname === '/api/Home/GetBlogList')).toBe(true);

    // The search by title is a GET form: the server draws /blogs-and-reviews?title=….
    const search = screen.getByRole('searchbox', { name: 'Search blogs' });
    expect(search).toHaveAttribute('name', 'title');
    expect(search.closest('form')).toHaveAttribute('method', 'get');
  });

  it('narrows all blogs by title for ?title=, and says when none matches', async () => {
    const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const info = {
      ...publicSiteInfo,
      pages: [
        ...publicSiteInfo.pages.filter((page) => !page.isBlog),
        blog(1, 'Harbor dredging update', lastWeek),
        blog(2, 'Small Business Saturday', lastWeek),
      ],
    };
    mockApi({ 'GET /api/Home/GetCMSInfo': info });
    const { unmount } = renderApp('/blogs-and-reviews?title=DREDGING');
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('DREDGING');
    unmount();
    renderApp('/blogs-and-reviews?title=nothing+like+this');
    expect(await screen.findByRole('heading', { name: 'No Blogs Available' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('names what the list is narrowed to, with a way back to all blogs', async () => {
    mockApi({
      'GET /api/Home/GetBlogList': {
        items: [card(3, 'Dock talk', new Date(2026, 0, 5))],
        page: 1,
        pageCount: 1,
        total: 1,
        category: { id: 9, name: 'Member Stories', slug: 'member-stories' },
        tag: null,
        author: null,
      },
    });
    renderApp('/blogs-and-reviews?category=Member-Stories');
    expect(await screen.findByRole('heading', { name: 'Category: Member Stories' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show all blogs' })).toHaveAttribute(
      'href',
      '/blogs-and-reviews',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages of blogs' })).not.toBeInTheDocument();
  });
});
