import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@chamber/contracts';
import { expectLink, json, mockApi, renderApp, signIn, siteInfo } from './helpers.tsx';
import { section } from './publicFixtures.ts';
import { cellTexts, saveThenAt, sentParam, waitForPath } from './list-helpers.ts';

const welcome = section({
  id: 4,
  name: 'Welcome block',
  type: 'CONTENT_SECTION_CARD',
  title: 'Welcome to Bayport',
  description: 'A harbor town.',
  alignment: 'CENTER',
  imagePath: 'sections/welcome.webp',
  isFloatingCard: true,
  hasRoundedCorners: true,
});

const harborBanner: Banner = {
  id: 7,
  version: 1,
  name: 'Harbor slides',
  pageId: null,
  blogId: null,
  isActive: false,
  bannerItems: [],
};

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const alignment = () => screen.getByRole('combobox', { name: /^Alignment/ });

async function chooseType(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Opens a screen and waits for its lazy code and its data (the first load compiles the chunk). */
async function open(
  path: string,
  ready: () => Promise<unknown>,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  signIn();
  const api = mockApi({ 'GET /api/Home/GetCMSInfo': siteInfo, ...routes });
  const app = renderApp(path);
  await waitFor(ready, { timeout: 10_000 });
  return { ...api, ...app };
}

const openEditor = (path: string, routes: Parameters<typeof mockApi>[0] = {}) =>
  open(path, async () => screen.getByRole('textbox', { name: /^Content Section Name/ }), routes);

const openList = (routes: Parameters<typeof mockApi>[0]) =>
  open(
    '/cms/management/content-sections',
    async () => screen.getByRole('cell', { name: 'Welcome block' }),
    {
      'GET /api/ContentSection/GetAllContentSections': [welcome],
      'GET /api/Banner/GetAllBanners': [harborBanner],
      ...routes,
    },
  );

describe('content sections list', () => {
  it('lists sections and banners, each View leading to its own editor', async () => {
    await openList({});
    const table = await screen.findByRole('table', { name: 'Content Sections and Banners' });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    expect(cellTexts(row('Welcome block'))).toEqual([
      'Welcome block',
      'Content Section',
      'Card',
      'Yes',
    ]);
    expect(within(row('Harbor slides')).getAllByRole('cell')[4]).toHaveTextContent('No');
    expectLink('View', '/cms/management/content-section/edit/4', row('Welcome block'));
    expectLink('View', '/cms/management/banner/edit/7', row('Harbor slides'));
    expectLink('New Content Section', '/cms/management/content-section');
    expectLink('New Banner', '/cms/management/banner');
  });

  it("shows the server's message when a used section cannot be deleted", async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'DELETE /api/ContentSection/DeleteContentSection': () =>
        json(
          { message: '"Welcome block" is used by page "About". Remove it from there first.' },
          409,
        ),
    });
    const table = await screen.findByRole('table', { name: 'Content Sections and Banners' });
    const row = within(table).getByRole('cell', { name: 'Welcome block' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this content section?')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByText(
      '"Welcome block" is used by page "About". Remove it from there first.',
    );
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(sentParam(calls, '/api/ContentSection/DeleteContentSection', 'id')).toBe('4');
  });
});

describe('section editor', { timeout: 30_000 }, () => {
  it('shows each type with a picture and a line, and asks nothing the type already says', async () => {
    const user = userEvent.setup();
    await openEditor('/cms/management/content-section');
    const type = screen.getByRole('combobox', { name: /^Type/ });
    expect(type).toHaveAccessibleDescription('Each type shows its layout');
    await user.click(type);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    for (const option of options) expect(option.querySelector('svg')).not.toBeNull();
    expect(options[5]).toHaveAccessibleName('Card');
    expect(options[5]).toHaveTextContent('A picture with your text on a raised card over it.');
    await user.click(options[5]);
    expect(type).toHaveAccessibleDescription('A picture with your text on a raised card over it.');
    // Card, Text Only and Full Width Padded are chosen by type, not by ticking boxes.
    for (const name of ['Is Floating Card?', 'Is Text Only?', 'Is Padded?']) {
      expect(screen.queryByRole('checkbox', { name })).toBeNull();
    }
    expect(checkbox('Has Rounded Corners?')).not.toBeChecked();
  });

  it('applies the preset of each type and locks alignment for Default and Reversed', async () => {
    const user = userEvent.setup();
    await openEditor('/cms/management/content-section');

    await chooseType(user, 'Reversed');
    expect(alignment()).toHaveValue('Right');
    expect(alignment()).toBeDisabled();

    await chooseType(user, 'Card');
    expect(alignment()).toHaveValue('Left');
    expect(alignment()).toBeEnabled();

    // A chosen alignment is the staff's until the type changes again.
    await user.click(alignment());
    await user.click(await screen.findByRole('option', { name: 'Center' }));
    expect(alignment()).toHaveValue('Center');
    await chooseType(user, 'Default');
    expect(alignment()).toHaveValue('Left');
    expect(alignment()).toBeDisabled();
  });

  it('asks for what each type needs: title, details, image', async () => {
    const user = userEvent.setup();
    const { calls } = await openEditor('/cms/management/content-section');
    const create = screen.getByRole('button', { name: 'Save draft' });
    await user.click(create);
    for (const message of ['Content Section Name is required', 'Type is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await chooseType(user, 'Default');
    await user.click(create);
    for (const message of [
      'Title is required',
      'Content Details is required',
      'Error! Please upload an image',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    // Banner sections need no details; Text Only needs no image.
    await chooseType(user, 'Banner');
    await user.click(create);
    await waitFor(() => expect(screen.queryByText('Content Details is required')).toBeNull());
    await chooseType(user, 'Text Only');
    await user.click(create);
    await waitFor(() => expect(screen.queryByText('Error! Please upload an image')).toBeNull());
    expect(calls.some((c) => c.path === '/api/ContentSection/CreateContentSection')).toBe(false);
  });

  it('replaces title and details with the rich text editor for Custom sections', async () => {
    const user = userEvent.setup();
    await openEditor('/cms/management/content-section');
    await chooseType(user, 'Custom');
    expect(
      await screen.findByRole('textbox', { name: 'Custom HTML' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Content Details/ })).toBeNull();
  });

  it('creates a Card section inside a page and returns to that page', async () => {
    const user = userEvent.setup();
    const { calls, router } = await openEditor('/cms/management/content-section/pageId/12', {
      'POST /api/ContentSection/CreateContentSection': {
        message: 'Content section created successfully.',
        id: 30,
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^Content Section Name/ }), 'Join card');
    await chooseType(user, 'Card');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Join the chamber');
    await user.type(screen.getByRole('textbox', { name: /^Content Details/ }), 'Members save.');
    await user.type(screen.getByRole('textbox', { name: 'Primary Button Text' }), 'Join');
    await user.click(screen.getByRole('combobox', { name: 'Primary Action Type' }));
    await user.click(await screen.findByRole('option', { name: 'Page' }));
    await user.type(screen.getByRole('combobox', { name: 'Primary Action Link' }), '/join');
    await user.upload(fileInput(), png());

    // The live preview draws the public section with what is typed and the chosen picture.
    const preview = screen.getByRole('group', { name: 'Live Preview' });
    expect(within(preview).getByText('Join the chamber')).toBeInTheDocument();
    await waitFor(() =>
      expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/),
    );

    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. The section is not on the site until you publish it.',
      path: '/cms/management/page/edit/12',
    });
    const body = calls.find((c) => c.path === '/api/ContentSection/CreateContentSection')
      ?.body as FormData;
    expect(body.get('pageId')).toBe('12');
    expect(body.get('blogId')).toBe('');
    expect(body.get('type')).toBe('CONTENT_SECTION_CARD');
    expect(body.get('isFloatingCard')).toBe('true');
    expect(body.get('primaryButtonActionType')).toBe('PAGE');
    expect((body.get('image') as File).name).toBe('card.png');
  });

  it('opens a section created outside a page in its own editor', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/cms/management/content-section', {
      'POST /api/ContentSection/CreateContentSection': {
        message: 'Content section created successfully.',
        id: 31,
      },
      'GET /api/ContentSection/GetContentSectionById': { ...welcome, id: 31 },
    });
    await user.type(screen.getByRole('textbox', { name: /^Content Section Name/ }), 'Notice');
    await chooseType(user, 'Text Only');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Closed Monday');
    await user.type(screen.getByRole('textbox', { name: /^Content Details/ }), 'Holiday.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitForPath(router, '/cms/management/content-section/edit/31');
  });

  it('edits a stored section, warns on a refused save, and returns to the list after a save', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls, router } = await openEditor('/cms/management/content-section/edit/4', {
      'GET /api/ContentSection/GetContentSectionById': welcome,
      'PUT /api/ContentSection/UpdateContentSection': () =>
        refuse
          ? json({ message: 'Title is required', errors: { title: 'Title is required' } }, 400)
          : json({ message: 'Content section updated successfully.' }),
      'GET /api/ContentSection/GetAllContentSections': [welcome],
      'GET /api/Banner/GetAllBanners': [],
    });
    const name = screen.getByRole('textbox', { name: /^Content Section Name/ });
    expect(name).toHaveValue('Welcome block');
    // Stored values are shown as stored: no preset is applied on load.
    expect(alignment()).toHaveValue('Center');
    expect(checkbox('Has Rounded Corners?')).toBeChecked();
    expect(screen.getByAltText('Section Image preview')).toHaveAttribute(
      'src',
      '/api/Attachments/sections/welcome.webp',
    );

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The server's message: as a warning toast, and under its field.
    await waitFor(() =>
      expect(
        screen
          .getAllByText('Title is required')
          .map((node) => node.closest('[role="alert"]')?.textContent ?? 'field'),
      ).toEqual(expect.arrayContaining([expect.stringContaining('Warning'), 'field'])),
    );
    expect(router.state.location.pathname).toBe('/cms/management/content-section/edit/4');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitForPath(router, '/cms/management/content-sections');
    const body = calls.findLast((c) => c.path === '/api/ContentSection/UpdateContentSection')
      ?.body as FormData;
    expect(body.get('id')).toBe('4');
    expect(body.get('alignment')).toBe('CENTER');
    expect(body.get('image')).toBe('');
  });
});
