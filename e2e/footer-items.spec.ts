/** Footer items screen as staff use it. */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, createPageByApi, screenshot, signInAt, sortByMouse, unique } from './support.ts';
import { removeRow } from './lists.ts';

/** Active footer labels in their order, as visitors get them in the site info. */
async function publicFooter(request: APIRequestContext, labels: string[]) {
  const info = (await (await request.get('/api/Home/GetCMSInfo')).json()) as {
    footerItems: { label: string }[];
  };
  return info.footerItems.map((item) => item.label).filter((label) => labels.includes(label));
}

async function createFooterItemByApi(request: APIRequestContext, label: string) {
  const token = await apiToken(request);
  const response = await request.post('/api/FooterItem/CreateFooterItem', {
    headers: { authorization: `Bearer ${token}` },
    data: { label, to: '/contact', isActive: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const row = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Footer Items' }).getByRole('row').filter({ hasText: label });

test('a footer item is created, edited, sorted and deleted', async ({ page, request, visitor }) => {
  const label = unique('Members ');
  const target = await createPageByApi(request, unique('Members Lounge'));
  await signInAt(page, '/cms/management/footer-items');
  await expect(page.getByRole('heading', { name: 'Footer Items' })).toBeVisible();
  // Other tests add items too: show them all on one page.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');

  // Create, after the spec's messages.
  await page.getByRole('button', { name: 'New Footer Item' }).click();
  const modal = page.getByRole('dialog', { name: 'New Footer Item' });
  await modal.getByRole('button', { name: 'Save draft' }).click();
  await expect(modal.getByText('Footer label is required')).toBeVisible();
  await expect(modal.getByText('Link is required')).toBeVisible();
  await modal.getByRole('textbox', { name: /^Footer Label/ }).fill(label);
  // The link is picked from the suggestions by part of the page's name, not typed as a path.
  const link = modal.getByRole('combobox', { name: /^Link/ });
  await link.fill(target.name.split(' ')[1]);
  const suggestion = page.getByRole('option', { name: new RegExp(`Page\\s*${target.name}`) });
  await expect(suggestion).toContainText(target.url);
  await screenshot(page, 'footer-items-modal');
  await suggestion.click();
  await expect(link).toHaveValue(target.url);
  await modal.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Footer item published.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row(page, label)).toContainText(target.url);
  await expect(row(page, label)).toContainText('Published');

  // Visitors' footer link leads to the page (a visitor's own browser, never signed in).
  await visitor.goto('/contact');
  await visitor
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: label })
    .click();
  await expect(visitor).toHaveURL(target.url);

  // Edit in the same modal.
  const edited = `${label} Area`;
  await row(page, label).getByRole('button', { name: 'View' }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit Footer Item' });
  await expect(editModal.getByRole('textbox', { name: /^Footer Label/ })).toHaveValue(label);
  await editModal.getByRole('textbox', { name: /^Footer Label/ }).fill(edited);
  await editModal.getByRole('combobox', { name: /^Link/ }).fill('https://members.example.com');
  await screenshot(page, 'footer-items-edit-modal');
  // Saved as a draft: the public footer keeps the published link until Publish.
  await editModal.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. Visitors see the published footer item until you publish it.'),
  ).toBeVisible();
  await expect(row(page, edited)).toContainText('https://members.example.com');
  await expect(row(page, edited)).toContainText('Published — unpublished changes');
  expect(await publicFooter(request, [label, edited])).toEqual([label]);
  await row(page, edited).getByRole('button', { name: 'View' }).click();
  await editModal.getByRole('button', { name: 'Publish' }).click();
  await expect(editModal).toBeHidden();
  await expect.poll(() => publicFooter(request, [label, edited])).toEqual([edited]);

  // The modal opened again for a new item starts empty.
  await page.getByRole('button', { name: 'New Footer Item' }).click();
  await expect(modal.getByRole('textbox', { name: /^Footer Label/ })).toHaveValue('');
  await expect(modal.getByRole('combobox', { name: /^Link/ })).toHaveValue('');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // Sort with the mouse: the last item is dragged above the edited one.
  const last = unique('Careers ');
  await createFooterItemByApi(request, last);
  await page.reload();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  expect(await publicFooter(request, [edited, last])).toEqual([edited, last]);
  await page.getByRole('button', { name: 'Sort Items' }).click();
  const sortDialog = page.getByRole('dialog', { name: 'Sort Footer Items' });
  const handles = sortDialog.getByRole('button', { name: /^Drag / });
  const indexOf = async (label: string) =>
    (await handles.evaluateAll((all) => all.map((h) => h.getAttribute('aria-label')))).indexOf(
      `Drag ${label}`,
    );
  await sortByMouse(page, sortDialog, last, edited);
  await expect.poll(async () => (await indexOf(last)) < (await indexOf(edited))).toBe(true);
  await screenshot(page, 'footer-items-sort-dialog');
  await sortDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Footer items sorted successfully.')).toBeVisible();
  expect(await publicFooter(request, [edited, last])).toEqual([last, edited]);

  // Delete, after the confirmation.
  await removeRow(page, row(page, edited), {
    button: 'Delete',
    title: 'Delete Footer Item',
    question: 'Are you sure you want to remove this footer item?',
    done: 'Footer item deleted successfully.',
  });
  expect(await publicFooter(request, [edited, last])).toEqual([last]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'footer-items-list');
});
