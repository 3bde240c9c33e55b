import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openApp, runSql } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await openApp(page, '/dev/sql');
});

test('runs a query and shows rows with timing', async ({ page }) => {
  await runSql(page, 'SELECT version, name FROM schema_migrations ORDER BY version');
  await expect(page.getByRole('columnheader', { name: 'version' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'local_engine' })).toBeVisible();
  await expect(page.getByTestId('sql-summary')).toHaveText(/1 statement in [\d.]+ ms/);
});

test('shows a syntax error instead of throwing it away', async ({ page }) => {
  await runSql(page, 'SELEC * FROM kv');
  await expect(page.getByRole('alert')).toContainText('near "SELEC": syntax error');
});

test('is read-only until writes are allowed', async ({ page }) => {
  await runSql(page, `DELETE FROM syncState`);
  await expect(page.getByRole('alert')).toContainText('Turn on "Allow writes"');
  await runSql(page, 'SELECT count(*) AS n FROM syncState');
  await expect(page.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});

test('pages through a long result', async ({ page }) => {
  await runSql(
    page,
    'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 250) SELECT i FROM n',
  );
  await expect(page.getByText('Rows 1–100 of 250')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Rows 101–200 of 250')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Rows 201–250 of 250')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('Rows 101–200 of 250')).toBeVisible();
});

test('the schema browser lists tables with row counts, columns and indexes', async ({ page }) => {
  const schema = page.getByRole('navigation', { name: 'Schema' });
  await schema.getByText('outbox', { exact: true }).click();
  await expect(schema.getByRole('table', { name: 'Columns of outbox' })).toContainText('entityExternalId');
  await expect(schema.getByRole('list', { name: 'Indexes of outbox' })).toContainText(
    'outbox_state_seq (state, seq)',
  );
  await expect(schema.getByText('syncState', { exact: true }).locator('..')).toContainText('1 rows');
});

test('exports the database as a .sqlite3 file', async ({ page }) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export database (.sqlite3)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inspect_db_1-.*\.sqlite3$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
});

test('a committed write refreshes what the screen shows, without a reload', async ({ page }) => {
  const schema = page.getByRole('navigation', { name: 'Schema' });
  const kvRow = schema.getByText('kv', { exact: true }).locator('..');
  await expect(kvRow).toContainText('rows');
  const rowsOfKv = async () => Number((await kvRow.textContent())?.match(/(\d+) rows/)?.[1]);
  const before = await rowsOfKv();
  await page.getByLabel('Allow writes').check();
  await runSql(page, `INSERT INTO kv (key, value, updatedAt) VALUES ('live-${Date.now()}', '1', 'now')`);
  // The worker publishes the changed tables; the schema browser and the history refetch.
  await expect.poll(rowsOfKv).toBeGreaterThan(before);
  await expect(page.getByRole('region', { name: 'Recent queries' })).toContainText('live-');
});
