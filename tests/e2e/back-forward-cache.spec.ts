import { expect, test } from '@playwright/test';
import { openApp, runSql } from './helpers.ts';

// Safari keeps a page the inspector left in its back-forward cache, frozen with its worker. The page gives the
// database up when it goes in and takes it back when it is shown again. Chromium here does not cache these pages
// (Playwright turns the cache off), so the page's own pagehide/pageshow events are fired as the browser would fire
// them: the real worker, OPFS and Web Lock do the rest. WebKit itself is tried by tests/webkit (docs/browsers.md).

test('a page put into the back-forward cache lets another tab open the data, and offers to take it back', async ({
  context,
}) => {
  const cached = await context.newPage();
  await openApp(cached, '/dev/sql');
  await cached.getByLabel('Allow writes').check();
  await runSql(cached, `INSERT INTO kv (key, value, updatedAt) VALUES ('cached', '"before"', 'now')`);
  await expect(cached.getByTestId('sql-summary')).toContainText('1 row changed');

  await cached.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  await expect(cached.getByText('Opening the inspection data on this device…')).toBeVisible();

  // The app opened again (at its address, or in another tab) gets the data at once: no "open in another tab".
  const other = await context.newPage();
  await other.goto('/dev/sql');
  await expect(other.getByRole('heading', { name: 'SQL console' })).toBeVisible();
  await runSql(other, `SELECT value FROM kv WHERE key = 'cached'`);
  await expect(other.getByRole('cell', { name: '"before"' })).toBeVisible();

  // Shown again from the cache: the other tab has the data, and "Use it here" brings it back.
  await cached.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(cached.getByRole('heading', { name: 'The app is open in another tab' })).toBeVisible();
  await cached.getByRole('button', { name: 'Use it here' }).click();
  await expect(other.getByRole('heading', { name: 'The app was opened in another tab' })).toBeVisible();
  await expect(cached.getByRole('heading', { name: 'SQL console' })).toBeVisible();
  await runSql(cached, `SELECT value FROM kv WHERE key = 'cached'`);
  await expect(cached.getByRole('cell', { name: '"before"' })).toBeVisible();
});

test('a page shown again from the cache with no other tab opens the data by itself', async ({ page }) => {
  await openApp(page, '/dev/sql');
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  await expect(page.getByText('Opening the inspection data on this device…')).toBeVisible();
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(page.getByRole('heading', { name: 'SQL console' })).toBeVisible();
  await runSql(page, 'SELECT count(*) AS n FROM schema_migrations');
  await expect(page.getByTestId('sql-summary')).toBeVisible();
});
