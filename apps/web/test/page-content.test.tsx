import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageContentEntry } from '@chamber/contracts';
import { ContentEntries } from '../src/admin/page-content/ContentEntries.tsx';
import { expectLink, json, mockApi, renderApp, signIn, siteInfo } from './helpers.tsx';
import {
  cellTexts,
  clickAndSee,
  openDialog,
  sentBody,
  sentParam,
  waitForPath,
} from './list-helpers.ts';

const entries: PageContentEntry[] = [
  {
    id: 50,
    name: 'Harbor slides',
    type: 'BANNER',
    bannerId: 7,
    contentSectionId: null,
    sectionKind: null,
    sortOrder: 0,
  },
  {
    id: 51,
    name: 'Welcome block',
    type: 'CONTENTSECTION',
    bannerId: null,
    contentSectionId: 4,
    sectionKind: 'CONTENT_SECTION_CARD',
    sortOrder: 1,
  },
];

const blog = {
  id: 3,
  name: 'Spring news',
  url: '/spring-news',
  isActive: true,
  contentSections: entries,
};

/** The content list of blog 3, rendered on its own (the blog editor belongs to another screen). */
async function openList(routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    'GET /api/Home/GetCMSInfo': siteInfo,
    'GET /api/Blog/GetBlogById': blog,
    ...routes,
  });
  const app = renderApp('/list', [
    { path: '/list', element: <ContentEntries owner="blog" ownerId={3} /> },
    { path: '*', element: <p>Elsewhere</p> },
  ]);
  await screen.findByRole('cell', { name: 'Welcome block' }, { timeout: 10_000 });
  return { ...api, ...app };
}

const table = () => screen.getByRole('table', { name: 'Blog content' });
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr')!;

describe('content entries of a page or blog', { timeout: 30_000 }, () => {
  it('lists the entries in order with their type, the section kind included', async () => {
    await openList();
    await waitFor(() =>
      expect(within(rowOf('Welcome block')).getAllByRole('cell')[3]).toHaveTextContent(
        'Content Section — Card',
      ),
    );
    expect(cellTexts(rowOf('Harbor slides'))).toEqual(['1', 'Harbor slides', 'Banner']);
    expectLink('View', '/cms/management/banner/edit/7', rowOf('Harbor slides'));
  });

  it('asks for a type and a component before adding, then assigns and reloads', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'GET /api/ContentSection/GetContentSectionOptionsForBlog': ({ url }) =>
        json(
          url.searchParams.get('type') === 'BANNER'
            ? [{ label: 'Spring slides', value: 9 }]
            : [{ label: 'Opening hours', value: 5 }],
        ),
      'POST /api/Blog/AssignContentSectionToBlog': {
        message: 'Content added to the blog successfully.',
        id: 52,
      },
    });
    const dialog = await openDialog(user, 'Add Content', 'Add Content');
    expect(dialog.getByRole('combobox', { name: 'Component' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Please select both type & component')).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Banner' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Please select both type & component')).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'Spring slides' }));
    await clickAndSee(user, 'Add', 'Content added to the blog successfully.', dialog);
    const assign = calls.find((c) => c.path === '/api/Blog/AssignContentSectionToBlog')!;
    expect(Object.fromEntries(assign.url.searchParams)).toEqual({
      blogId: '3',
      type: 'BANNER',
      contentSectionId: '9',
    });
    const options = calls.find(
      (c) => c.path === '/api/ContentSection/GetContentSectionOptionsForBlog',
    )!;
    expect(Object.fromEntries(options.url.searchParams)).toEqual({ blogId: '3', type: 'BANNER' });
    // The blog (and so this list) reloads.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Blog/GetBlogById')).toHaveLength(2),
    );
  });

  it('Create New needs a type, then opens the creation screen for this blog', async () => {
    const user = userEvent.setup();
    const { router } = await openList({
      'GET /api/ContentSection/GetContentSectionOptionsForBlog': [],
    });
    const dialog = await openDialog(user, 'Add Content', 'Add Content');
    await user.click(dialog.getByRole('button', { name: 'Create New' }));
    expect(
      await dialog.findByText('Please select type of Component you want to create'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Content Section' }));
    await user.click(dialog.getByRole('button', { name: 'Create New' }));
    await waitForPath(router, '/cms/management/content-section/blogId/3');
  });

  it('removes an entry after "Are you sure you want to remove this content?"', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'DELETE /api/Blog/UnassignContentSection': () =>
        json({ message: 'The content entry was not found.' }, 404),
    });
    const confirm = await openDialog(
      user,
      'Remove',
      'Remove Content',
      within(rowOf('Harbor slides')),
    );
    expect(confirm.getByText('Are you sure you want to remove this content?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    // Unassign failures on blogs are warnings, not errors.
    const message = await screen.findByText('The content entry was not found.');
    expect(message.closest('[role="alert"]')).toHaveTextContent('Warning');
    expect(sentParam(calls, '/api/Blog/UnassignContentSection', 'contentSectionBannerId')).toBe(
      '50',
    );
  });

  it('sends the sort modal order to SortBlogContentSections', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'PUT /api/Blog/SortBlogContentSections': { message: 'Content sorted successfully.' },
    });
    const sort = await openDialog(user, 'Sort Content', 'Sort Content');
    expect(
      sort.getByRole('button', { name: 'Drag Welcome block (Content Section — Card)' }),
    ).toBeVisible();
    await clickAndSee(user, 'Confirm', 'Content sorted successfully.', sort);
    expect(sentBody(calls, '/api/Blog/SortBlogContentSections')).toEqual([
      { id: 50, sortOrder: 0 },
      { id: 51, sortOrder: 1 },
    ]);
  });
});

describe('content entries in the page editor', { timeout: 30_000 }, () => {
  it('is the content list of the page editor, calling the Page paths', async () => {
    signIn();
    mockApi({
      'GET /api/Home/GetCMSInfo': siteInfo,
      'GET /api/Page/GetPageById': {
        id: 12,
        name: 'About',
        title: 'About us',
        url: '/about',
        isActive: true,
        isBannerVisible: true,
        bannerColor: '#000000',
        bannerImageFilePath: null,
        keywords: null,
        description: null,
        contentSections: entries,
      },
    });
    renderApp('/cms/management/page/edit/12');
    const list = await screen.findByRole('table', { name: 'Page content' }, { timeout: 10_000 });
    expect(await within(list).findByRole('cell', { name: 'Harbor slides' })).toBeInTheDocument();
  });
});
