import { expect, test } from '@playwright/test';
import { openApp, runSql } from './helpers.ts';

test('a second tab waits, takes the database over on request, and the first shows it was taken over', async ({
  context,
}) => {
  const first = await context.newPage();
  await openApp(first, '/dev/sql');
  await first.getByLabel('Allow writes').check();
  await runSql(first, `INSERT INTO kv (key, value, updatedAt) VALUES ('tab', '"first"', 'now')`);
  await expect(first.getByTestId('sql-summary')).toContainText('1 row changed');

  const second = await context.newPage();
  await second.goto('/dev/sql');
  await expect(second.getByRole('heading', { name: 'The app is open in another tab' })).toBeVisible();
  await second.getByRole('button', { name: 'Use it here' }).click();

  await expect(first.getByRole('heading', { name: 'The app was opened in another tab' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'SQL console' })).toBeVisible();
  await runSql(second, `SELECT value FROM kv WHERE key = 'tab'`);
  await expect(second.getByRole('cell', { name: '"first"' })).toBeVisible();

  // Taking it back works the same way, and nothing was lost on the way.
  await first.getByRole('button', { name: 'Use it here' }).click();
  await expect(second.getByRole('heading', { name: 'The app was opened in another tab' })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'SQL console' })).toBeVisible();
  await runSql(first, `SELECT value FROM kv WHERE key = 'tab'`);
  await expect(first.getByRole('cell', { name: '"first"' })).toBeVisible();
});

test('closing the owning tab hands the database on, and reloading the owner keeps it', async ({
  context,
}) => {
  const first = await context.newPage();
  await openApp(first, '/dev/sql');
  await first.reload();
  await expect(first.getByRole('heading', { name: 'SQL console' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/dev/sql');
  await expect(second.getByRole('heading', { name: 'The app is open in another tab' })).toBeVisible();
  await first.close();
  await expect(second.getByRole('heading', { name: 'SQL console' })).toBeVisible();
  await runSql(second, 'SELECT count(*) AS n FROM schema_migrations');
  await expect(second.getByTestId('sql-summary')).toBeVisible();
});
