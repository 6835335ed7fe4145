/**
 * The API reference (/api/docs) under its strict Content-Security-Policy: it still draws, reads
 * the spec, runs "Try it out", and the browser blocks nothing.
 */
import { expect, test } from './test.ts';

test('the API reference works under its Content-Security-Policy', async ({ page }) => {
  // Chromium reports each thing the policy blocks as a console error.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });

  const response = await page.goto('/api/docs');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');

  await expect(page.getByRole('heading', { name: /Chamber API/ })).toBeVisible();
  const health = page.locator('.opblock-summary').filter({ hasText: '/api/health' });
  await health.click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  const answer = page.locator('.live-responses-table tr.response');
  await expect(answer.locator('.response-col_status')).toHaveText('200');
  await expect(answer).toContainText('"status": "ok"');
  expect(violations).toEqual([]);
});
