import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDetails } from '@chamber/contracts';
import { columnHeaders, listedRow } from './documents-helpers.ts';
import { expectLink, json, openWith } from './helpers.tsx';
import {
  clickAndSee,
  confirmRowAction,
  saveDraftThenAt,
  saveThenAt,
  expectSentForm,
  sentBody,
  sentParam,
  toastOf,
  waitForPath,
} from './list-helpers.ts';

const visit: PageDetails = {
  id: 5,
  version: 1,
  name: 'Visit Bayport',
  title: 'Plan your visit',
  url: '/visit-bayport',
  isBannerVisible: false,
  bannerImageFilePath: 'pages/visit.png',
  bannerColor: '#336699',
  keywords: 'harbor, visit',
  description: 'Where to stay',
  isActive: true,
  status: 'published',
  addedBy: 'Ada Admin',
  addedOn: '2026-01-01T00:00:00.000Z',
  contentSections: [],
};
const members: PageDetails = {
  ...visit,
  id: 6,
  name: 'Members',
  title: null,
  url: '/members',
  isActive: false,
  status: 'draft',
  bannerImageFilePath: null,
};

const open = (path: string, routes: Parameters<typeof openWith>[2] = {}) =>
  openWith({ 'GET /api/Page/GetAllPages': [visit, members] }, path, routes);

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });

describe('pages list', () => {
  it('shows the spec columns and removes a page after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = open('/cms/management/pages', {
      'DELETE /api/Page/DeletePage': { message: 'Page deleted successfully.' },
    });
    await screen.findByRole('cell', { name: 'Members' });
    expect(columnHeaders()).toEqual(['Actions', 'Page Name', 'Page Title', 'Publishing']);
    const { row, cells } = listedRow('Visit Bayport');
    expect(cells).toEqual(['Visit Bayport', 'Plan your visit', 'Published']);
    expectLink('View', '/cms/management/page/edit/5', row);
    expectLink('New Page', '/cms/management/page');

    await confirmRowAction(user, row, {
      button: 'Remove',
      title: 'Remove Page',
      question: 'Are you sure you want to remove this page?',
    });
    expect(await screen.findByText('Page deleted successfully.')).toBeInTheDocument();
    expect(sentParam(calls, '/api/Page/DeletePage', 'id')).toBe('5');
  });

  it('duplicates a page as a draft copy and opens the copy; a refusal is an error toast', async () => {
    const user = userEvent.setup();
    const made = 'Copy of the page made: it is a draft until you publish it.';
    let answers = 0;
    const { calls, router } = open('/cms/management/pages', {
      'POST /api/Page/DuplicatePage': () =>
        ++answers === 1
          ? json({ message: 'The page was not found.' }, 404)
          : json({ message: made, id: 9 }),
      'GET /api/Page/GetPageById': {
        ...visit,
        id: 9,
        name: 'Copy of Visit Bayport',
        status: 'draft',
      },
    });
    await screen.findByRole('cell', { name: 'Visit Bayport' });
    const duplicate = () =>
      user.click(within(listedRow('Visit Bayport').row).getByRole('button', { name: 'Duplicate' }));
    await duplicate();
    expect(await toastOf('The page was not found.')).toHaveTextContent('Error');
    expect(router.state.location.pathname).toBe('/cms/management/pages');

    await duplicate();
    await waitForPath(router, '/cms/management/page/edit/9');
    expect(await toastOf(made)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Copy of Visit Bayport')).toBeInTheDocument();
    expect(sentBody(calls, '/api/Page/DuplicatePage')).toEqual({ id: 5 });
  });
});

describe('page form', () => {
  it('starts with the banner visible and black, as a draft, and checks name and url', async () => {
    const user = userEvent.setup();
    open('/cms/management/page');
    const url = await screen.findByRole('textbox', { name: /^URL/ });
    expect(screen.getByRole('checkbox', { name: 'Is Banner Visible?' })).toBeChecked();
    // It is a draft until it is published: no Active box, the state is shown instead.
    expect(screen.queryByRole('checkbox', { name: 'Is Active?' })).toBeNull();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(field('Banner Color')).toHaveValue('#000000');
    // The content list belongs to a saved page only.
    expect(screen.queryByText('Page content')).toBeNull();

    await clickAndSee(user, 'Save draft', 'Page Name is required');
    expect(screen.getByText('URL is required')).toBeInTheDocument();
    await user.type(url, 'about');
    expect(await screen.findByText('URL must begin with /')).toBeInTheDocument();
  });

  it('creates a page as a draft with its banner image, then returns to the list', async () => {
    const user = userEvent.setup();
    const { calls, router } = open('/cms/management/page', {
      'POST /api/Page/CreatePage': { message: 'Page created successfully.', id: 9 },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Page Name/ }), 'History');
    await user.type(field('Page Title'), 'Our history');
    await user.type(field(/^URL/), '/history');
    await user.click(screen.getByRole('checkbox', { name: 'Is Banner Visible?' }));
    await user.type(field('Keywords'), 'past');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    expect(await screen.findByRole('img', { name: 'Banner Image preview' })).toBeInTheDocument();
    await saveDraftThenAt(user, router, 'page', '/cms/management/pages');
    const body = sentBody(calls, '/api/Page/CreatePage') as FormData;
    expect(
      Object.fromEntries([...body.entries()].filter(([name]) => name !== 'bannerImage')),
    ).toEqual({
      name: 'History',
      title: 'Our history',
      url: '/history',
      isBannerVisible: 'false',
      isActive: 'true',
      bannerColor: '#000000',
      keywords: 'past',
      description: '',
      draft: 'true',
    });
    expect((body.get('bannerImage') as File).name).toBe('banner.png');
  });

  it('shows a url taken elsewhere under the URL field, as a warning', async () => {
    const user = userEvent.setup();
    const taken =
      'The URL "/news" is already used by the blog "Chamber News". Please choose another one.';
    const { router } = open('/cms/management/page', {
      'POST /api/Page/CreatePage': () => json({ message: taken }, 409),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Page Name/ }), 'News');
    await user.type(field(/^URL/), '/news');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await toastOf(taken)).toHaveTextContent('Warning');
    expect(field(/^URL/)).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(router.state.location.pathname).toBe('/cms/management/page');
  });

  it('edits a page: removes its stored banner image, saves, and shows the content slot', async () => {
    const user = userEvent.setup();
    let stored = visit;
    const { calls, router } = open('/cms/management/page/edit/5', {
      'GET /api/Page/GetPageById': () => json(stored),
      'DELETE /api/Page/DeleteBannerImage': () => {
        stored = { ...visit, bannerImageFilePath: null };
        return json({ message: 'Banner image removed successfully.' });
      },
      'PUT /api/Page/UpdatePage': { message: 'Page updated successfully.' },
      // Nothing else goes live with it: Publish publishes at once.
      'GET /api/Publishing/GetParts': [],
      'POST /api/Publishing/Publish': {
        message: 'Page published.',
        status: 'published',
        hasDraft: false,
        publishAt: null,
        unpublishAt: null,
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Page Name/ });
    expect(name).toHaveValue('Visit Bayport');
    expect(field('Page Title')).toHaveValue('Plan your visit');
    expect(screen.getByRole('checkbox', { name: 'Is Banner Visible?' })).not.toBeChecked();
    expect(field('Banner Color')).toHaveValue('#336699');
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner Image preview' })).toHaveAttribute(
      'src',
      '/api/Attachments/pages/visit.png',
    );

    await user.click(screen.getByRole('button', { name: 'Remove banner image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Banner Image' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove this banner Image?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Banner image removed successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Banner Image preview' })).toBeNull(),
    );
    expect(sentParam(calls, '/api/Page/DeleteBannerImage', 'pageId')).toBe('5');

    await user.clear(name);
    await user.type(name, 'Visit Us');
    await saveThenAt(user, router, 'Publish', {
      message: 'Page published.',
      path: '/cms/management/pages',
    });
    // Saved as a draft, then published.
    expect(sentBody(calls, '/api/Publishing/Publish')).toEqual({ type: 'page', id: 5 });
    // bannerImage is empty: no new image.
    expectSentForm(calls, '/api/Page/UpdatePage', { id: '5', name: 'Visit Us', bannerImage: '' });
  });
});
