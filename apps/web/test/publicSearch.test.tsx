import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, type SearchResult } from '@chamber/contracts';
import enhanceSearch from '../src/public/islands/search.ts';
import { expectLink, inlinePageData, json, mockApi, renderApp } from './helpers.tsx';
import { publicSiteInfo } from './publicFixtures.ts';

const hits: SearchResult[] = [
  { kind: 'event', id: 3, title: 'Harbor mixer', url: '/events/3', excerpt: 'Meet at the harbor.' },
  { kind: 'page', id: 2, title: 'Visit Harbor', url: '/visit', excerpt: 'The harbor and beaches.' },
];

function api() {
  return mockApi({
    'GET /api/Home/GetCMSInfo': publicSiteInfo,
    'GET /api/Home/Search': (call) => json(call.url.searchParams.get('q') === 'harbor' ? hits : []),
  });
}

describe('site search', () => {
  it('searches from the header box: a GET form to /search, drawn by the server', async () => {
    api();
    renderApp('/home');
    const header = await screen.findByRole('banner');
    // The search panel's box, then the drawer's.
    const [box] = await within(header).findAllByRole('searchbox', { name: 'Search this site' });
    expect(box).toHaveAccessibleDescription('Start typing and press enter to search');
    expect(box).toHaveAttribute('name', 'q');
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box.closest('details')?.querySelector('summary')).toHaveAttribute(
      'aria-label',
      'Search',
    );
  });

  it('shows the hits by kind for /search?q=', async () => {
    api();
    renderApp('/search?q=harbor');
    const pages = await screen.findByRole('region', { name: 'Pages' });
    expectLink(/Visit Harbor/, '/visit', pages);
    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(events).getByText('Meet at the harbor.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Blogs' })).not.toBeInTheDocument();
  });

  it('says "No Results Available" under the header box while the typed words find nothing', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/home');
    const header = await screen.findByRole('banner');
    // The search panel's box, then the drawer's.
    const [box] = await within(header).findAllByRole('searchbox', { name: 'Search this site' });
    enhanceSearch(box.closest('form')!);
    await user.type(box, 'zzzz');
    await waitFor(() => expect(box).toHaveAccessibleDescription('No Results Available'));
    await user.clear(box);
    await user.type(box, 'harbor');
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription('Start typing and press enter to search'),
    );
  });

  it('says "No Results Available" when nothing matches', async () => {
    api();
    renderApp('/search?q=zzzz');
    expect(await screen.findByRole('heading', { name: 'No Results Available' })).toBeVisible();
  });

  it('shows the hits the server inlined for this search text without asking the API', async () => {
    const { calls } = api();
    inlinePageData({ kind: 'search', id: 'beaches', data: hits });
    renderApp('/search?q=beaches&utm_source=newsletter');
    expect(await screen.findByRole('region', { name: 'Pages' })).toBeVisible();
    // Only this search's own call counts: the header box's check in the test before may still
    // be on its way (it waits for typing to pause).
    expect(
      calls.some(
        (c) => c.url.pathname === '/api/Home/Search' && c.url.searchParams.get('q') === 'beaches',
      ),
    ).toBe(false);
  });

  it('says a search text is too long instead of searching for it', async () => {
    const { calls } = api();
    renderApp(`/search?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(await screen.findByText(/The search text must be at most 100 characters/)).toBeVisible();
    // Only this text counts: a query the test before left running may still land here.
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/Home/Search' &&
          (c.url.searchParams.get('q') ?? '').length > SEARCH_MAX_LENGTH,
      ),
    ).toBe(false);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('searchbox', { name: 'Search this site' })).toHaveAttribute(
      'maxlength',
      String(SEARCH_MAX_LENGTH),
    );
  });
});
