import { expect, test } from '@playwright/test';
import { openApp, runSql } from './helpers.ts';

test('data written in the worker survives a reload (OPFS)', async ({ page }) => {
  await openApp(page, '/dev/sql');
  await page.getByLabel('Allow writes').check();
  const marker = `survives-${Date.now()}`;
  await runSql(
    page,
    `INSERT INTO kv (key, value, updatedAt) VALUES ('${marker}', '"kept"', '2026-11-21T00:00:00Z')`,
  );
  await expect(page.getByTestId('sql-summary')).toContainText('1 row changed');

  await page.reload();
  await openApp(page, '/dev/sql');
  await runSql(page, `SELECT value FROM kv WHERE key = '${marker}'`);
  await expect(page.getByRole('cell', { name: '"kept"' })).toBeVisible();
  // The query history is stored in the DB too, and lists what was run before the reload.
  await expect(page.getByRole('region', { name: 'Recent queries' })).toContainText(`VALUES ('${marker}'`);
});

test('the app asks for persistent storage once its first screen shows, and its menu shows the result', async ({
  page,
}) => {
  // How often the page asks whether its data is kept (and then for it to be), counted from before its scripts run.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persisted = storage.persisted.bind(storage);
    const counted = window as Window & { persistedAsked?: number };
    counted.persistedAsked = 0;
    storage.persisted = () => {
      counted.persistedAsked = (counted.persistedAsked ?? 0) + 1;
      return persisted();
    };
  });
  await openApp(page, '/');
  // Asked once the first screen shows, the menu never opened (decision 0121).
  await expect
    .poll(() => page.evaluate(() => (window as Window & { persistedAsked?: number }).persistedAsked))
    .toBe(1);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Device storage' })).toBeVisible();
  await expect(page.getByTestId('storage-persisted')).toHaveText(
    /Data is kept on this device|may clear data/,
  );
  await expect(page.getByRole('region', { name: 'Device storage' })).toContainText(/Used .* of /);
});
