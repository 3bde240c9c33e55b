import { expect, test } from '@playwright/test';
import { serviceWorkerReady } from './helpers.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A newcomer's first run needs no certificate. On plain http the server's local sign-in gives a token and
// opens the app with it; the service worker (installed on the first visit) must leave that page to the server.
test('signs in through the local no-certificate path, even once the service worker controls the page', async ({
  page,
}) => {
  await page.goto('/login');
  await serviceWorkerReady(page);
  await page.goto('/local-sign-in');
  await expect(page.getByRole('heading', { name: 'Local sign-in' })).toBeVisible();
  await expect(page.getByText('Local development identity provider: not for production.')).toBeVisible();
  await page.getByLabel('Name').fill('Nina Newcomer');
  await page.getByLabel('E-mail').fill('nina@example.com');
  await page.getByRole('button', { name: 'Get a local access token' }).click();
  await page.getByRole('link', { name: 'Open the app with this token' }).click();
  // A real token: the worker syncs the server's demo fleet, and Home lists its inspections.
  await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
  await expect(page.locator('a[href^="/inspections/"]').first()).toBeVisible({ timeout: 30_000 });
});
