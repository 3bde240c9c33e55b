import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';

test('explains that storage is unavailable instead of running on a throwaway database', async ({ page }) => {
  // Not a secure context: no OPFS, no Web Locks, as in a misconfigured deployment or an old browser.
  await page.goto(`http://insecure.test:${E2E_PORT}/`);
  await expect(page.getByRole('heading', { name: 'This browser cannot store inspections' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('normal (not private) window');
  await expect(page.getByRole('heading', { name: 'Inspections', exact: true })).toHaveCount(0);
});
