import { EVERY_DATABASE, expect, test } from './test.ts';

test(
  'the server answers health and serves the app at /',
  { tag: EVERY_DATABASE },
  async ({ page, request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  },
);
