import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SitePage } from '@chamber/contracts';
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

describe('blogs screen', () => {
  it('shows a card per blog with its date, author and the New badge on today’s', async () => {
    const user = userEvent.setup();
    const today = new Date();
    const lastWeek = new Date(today.getTime() - 7 * 24 * 60 * 60 * 1000);
    mockApi({
      'GET /api/Home/GetCMSInfo': {
        ...publicSiteInfo,
        pages: [
          ...publicSiteInfo.pages.filter((page) => !page.isBlog),
          blog(1, 'Harbor dredging update', lastWeek),
          blog(2, 'Small Business Saturday', today),
        ],
      },
    });
    renderApp('/blogs-and-reviews');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Small Business Saturday',
      'Harbor dredging update',
    ]);
    expect(within(cards[0]).getByText('New')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('New')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('Sam Writer')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/blog/2');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/api/Attachments/blogs/2.webp');

    const search = screen.getByRole('searchbox', { name: 'Search blogs' });
    await user.type(search, 'DREDGING');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No Blogs Available' })).toBeInTheDocument();
  });
});
