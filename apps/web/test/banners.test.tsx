import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Banner, BannerItem } from '@chamber/contracts';
import { expectAllShown, json, openWith, type Routes } from './helpers.tsx';
import { noButtons } from './publicFixtures.ts';
import { clickAndSee, saveThenAt, openDialog, sentBody, sentParam } from './list-helpers.ts';

const slide = (id: number, name: string, sortOrder: number): BannerItem => ({
  id,
  version: 1,
  bannerId: 7,
  name,
  title: `${name} title`,
  description: null,
  alignment: 'CENTER',
  imagePath: `banners/${id}.webp`,
  isActive: true,
  sortOrder,
  ...noButtons,
});

const harbor: Banner = {
  id: 7,
  version: 1,
  name: 'Harbor slides',
  pageId: null,
  blogId: null,
  isActive: true,
  bannerItems: [slide(1, 'Sunrise', 0), slide(2, 'Regatta', 1)],
};

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' });

async function open(path: string, routes: Routes) {
  const app = openWith(routes, path);
  await waitFor(() => screen.getByRole('textbox', { name: /^Banner Name/ }), { timeout: 10_000 });
  return app;
}

describe('banner editor', { timeout: 30_000 }, () => {
  it('creates a banner for a page, then opens its edit screen', async () => {
    const user = userEvent.setup();
    const { calls, router } = await open('/cms/management/banner/pageId/12', {
      'POST /api/Banner/CreateBanner': { message: 'Banner created successfully.', id: 7 },
      'GET /api/Banner/GetBannerById': harbor,
    });
    await clickAndSee(user, 'Save draft', 'Banner Name is required');

    await user.type(screen.getByRole('textbox', { name: /^Banner Name/ }), 'Harbor slides');
    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. The banner is not on the site until you publish it.',
      path: '/cms/management/banner/edit/7',
    });
    expect(sentBody(calls, '/api/Banner/CreateBanner')).toEqual({
      name: 'Harbor slides',
      isActive: true,
      pageId: 12,
      blogId: null,
      draft: true,
    });
  });

  it('lists the slides that go live with it before it is published', async () => {
    const user = userEvent.setup();
    const { calls, router } = await open('/cms/management/banner/edit/7', {
      'GET /api/Banner/GetBannerById': harbor,
      'PUT /api/Banner/UpdateBanner': { message: 'Banner updated successfully.' },
      'GET /api/Publishing/GetParts': [
        { type: 'bannerItem', id: 2, name: 'Regatta', change: 'changes', alsoOn: [] },
        {
          type: 'bannerItem',
          id: 3,
          name: 'Lights',
          change: 'new',
          alsoOn: [{ type: 'page', id: 1, name: 'Home' }],
        },
      ],
      'POST /api/Publishing/Publish': {
        message: 'Banner published.',
        status: 'published',
        hasDraft: false,
        publishAt: null,
        unpublishAt: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the banner' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Slider item “Regatta”: its changes.',
      'Slider item “Lights”: new on the site. It is also on the page “Home”, which changes too.',
    ]);
    expect(calls.some((c) => c.path === '/api/Publishing/Publish')).toBe(false);
    await saveThenAt(user, router, 'Publish all', {
      message: 'Banner published.',
      path: '/cms/management/content-sections',
    });
    expect(sentBody(calls, '/api/Publishing/Publish')).toEqual({ type: 'banner', id: 7 });
  });

  it('shows the slider items and links to the home page in a new tab', async () => {
    await open('/cms/management/banner/edit/7', { 'GET /api/Banner/GetBannerById': harbor });
    const table = await screen.findByRole('table', { name: 'Slider Items' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2].textContent),
    ).toEqual(['Sunrise', 'Regatta']);
    const home = screen.getByRole('link', { name: /View on the home page/ });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).toHaveAttribute('target', '_blank');
  });

  it('adds a slider item in the modal: image required, button fields unlocked by their text', async () => {
    const user = userEvent.setup();
    const { calls } = await open('/cms/management/banner/edit/7', {
      'GET /api/Banner/GetBannerById': harbor,
      'POST /api/BannerItem/CreateBannerItem': {
        message: 'Banner item created successfully.',
        id: 3,
      },
    });
    const dialog = await openDialog(user, 'Add Slider Item', 'New Slider Item');
    await user.click(dialog.getByRole('button', { name: 'Create Slider Item' }));
    await expectAllShown(['Name is required', 'Error! Please upload an image'], dialog);

    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Lighthouse');
    expect(dialog.getByRole('combobox', { name: 'Primary Action Link' })).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Primary Button Text' }), 'Call us');
    expect(dialog.getByRole('combobox', { name: 'Primary Action Link' })).toBeEnabled();
    await user.click(dialog.getByRole('combobox', { name: 'Primary Action Type' }));
    await user.click(await screen.findByRole('option', { name: 'Phone Number' }));
    await user.type(dialog.getByRole('textbox', { name: 'Primary Action Link' }), '(555) 123-4567');
    await user.upload(
      document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!,
      png(),
    );
    expect(await dialog.findByAltText('Slide Image preview')).toBeInTheDocument();
    await clickAndSee(user, 'Create Slider Item', 'Banner item created successfully.', dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = sentBody(calls, '/api/BannerItem/CreateBannerItem') as FormData;
    expect(body.get('bannerId')).toBe('7');
    expect(body.get('name')).toBe('Lighthouse');
    expect(body.get('primaryButtonActionType')).toBe('PHONENUMBER');
    expect((body.get('image') as File).name).toBe('slide.png');
    // The banner reloads to show the new slide.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Banner/GetBannerById')).toHaveLength(2),
    );
  });

  it('edits a slide without a new image, and warns when the save is refused', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = await open('/cms/management/banner/edit/7', {
      'GET /api/Banner/GetBannerById': harbor,
      'PUT /api/BannerItem/UpdateBannerItem': () =>
        refuse
          ? json({ message: 'A banner item cannot move to another banner.' }, 400)
          : json({ message: 'Banner item updated successfully.' }),
    });
    const table = await screen.findByRole('table', { name: 'Slider Items' });
    const row = within(table).getByRole('cell', { name: 'Regatta' }).closest('tr')!;
    const dialog = await openDialog(user, 'Edit', 'Edit Slider Item', within(row));
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Regatta');
    expect(dialog.getByAltText('Slide Image preview')).toHaveAttribute(
      'src',
      '/api/Attachments/banners/2.webp',
    );
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText('A banner item cannot move to another banner.');
    expect(message.closest('[role="alert"]')).toHaveTextContent('Warning');
    expect(screen.getByRole('dialog', { name: 'Edit Slider Item' })).toBeInTheDocument();

    refuse = false;
    await clickAndSee(user, 'Save Changes', 'Banner item updated successfully.', dialog);
    const body = calls.findLast((c) => c.path === '/api/BannerItem/UpdateBannerItem')
      ?.body as FormData;
    expect(body.get('id')).toBe('2');
    expect(body.get('image')).toBe('');
  });

  it('removes a slide after confirmation and sends the sorted list', async () => {
    const user = userEvent.setup();
    const { calls } = await open('/cms/management/banner/edit/7', {
      'GET /api/Banner/GetBannerById': harbor,
      'DELETE /api/BannerItem/DeleteBannerItem': { message: 'Banner item deleted successfully.' },
      'PUT /api/BannerItem/SortBannerItems': { message: 'Banner items sorted successfully.' },
    });
    const table = await screen.findByRole('table', { name: 'Slider Items' });
    const row = within(table).getByRole('cell', { name: 'Sunrise' }).closest('tr')!;
    const confirm = await openDialog(user, 'Remove', 'Remove Slider Item', within(row));
    expect(confirm.getByText('Are you sure you want to remove this slider item?')).toBeVisible();
    await clickAndSee(user, 'Remove', 'Banner item deleted successfully.', confirm);
    expect(sentParam(calls, '/api/BannerItem/DeleteBannerItem', 'id')).toBe('1');

    const sort = await openDialog(user, 'Sort Slider Items', 'Sort Slider Items');
    await clickAndSee(user, 'Confirm', 'Banner items sorted successfully.', sort);
    expect(sentBody(calls, '/api/BannerItem/SortBannerItems')).toEqual([
      { id: 1, sortOrder: 0 },
      { id: 2, sortOrder: 1 },
    ]);
  });
});
