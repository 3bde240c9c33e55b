import { expect, test } from '@playwright/test';
import { openApp } from './helpers.ts';
import { localToken } from './tokens.ts';

// A first start that was cut short (the tab closed or left while the app made its storage) must not leave a
// device on which the app never opens again.

test('a first start cut short after one file of its storage was made: the next start opens and syncs', async ({
  page,
}) => {
  // The storage as such a start leaves it: the pool's folder, and one of the files it was making (empty).
  await page.goto('/build-time.json');
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const pool = await root.getDirectoryHandle('.inspect-sahpool', { create: true });
    const files = await pool.getDirectoryHandle('.opaque', { create: true });
    await files.getFileHandle('made-before-the-tab-closed', { create: true });
  });
  await openApp(page, '/', localToken());
  await expect(page.getByRole('heading', { name: 'The inspection data could not be opened' })).toHaveCount(0);
  // The first sync writes the fleet: the database and its journal both open.
  await expect(page.getByTestId('sync-status')).toContainText('Synced just now');
  await page.reload();
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
});
