import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/server/db/connect.ts';
import { makeDataDir, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { useTestSession } from './session.ts';

// No row stops a device's sync: a row broken in the server's database (what a save of 9999-12-31T23:59:59.9999999Z
// used to leave: PostgreSQL rounds it to year 10000, which no device reads) is set aside on a new device with its
// reason, the rest of the fleet arrives, and the sync line says so in words.

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let server: ServerProcess | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('a new device still gets the fleet and a notice when one row of the server cannot be read', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = await makeDataDir();
  const env = { DIST_DIR: path.resolve('dist'), SEED_ANCHOR: '2025-06-30' };
  // First start seeds the demo fleet; then the server stops so its database can be opened here.
  await (await startServerProcess(port, { dataDir, env })).stop({ keepData: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const broken = await sql<{ externalId: string; name: string }>`
    UPDATE inspections SET inspection_date = '9999-12-31T23:59:59.9999999Z'
    WHERE id = (SELECT min(id) FROM inspections) RETURNING external_id::text AS "externalId", name`.execute(
    database.db,
  );
  const machines = await sql<{ n: number }>`SELECT count(*)::int AS n FROM assets`.execute(database.db);
  await database.close();
  const row = broken.rows[0];
  expect(row).toBeDefined();

  server = await startServerProcess(port, { dataDir, env });
  await useTestSession(page, await server.token('Ana Inspector', 'ana@example.com'));
  await page.goto(`${server.url}/`);
  const status = page.getByTestId('sync-status');
  await expect(status).toContainText('Synced', { timeout: 60_000 });
  await expect(page.getByTestId('sync-unread')).toHaveText(
    '1 record could not be read: the rest of the data synced, and the next sync tries them again',
  );
  await expect(page.getByTestId('sync-error')).toHaveCount(0);

  // The rest of the fleet is on the device.
  await page.goto(`${server.url}/new-inspection`);
  await expect(page.getByRole('region', { name: 'Machines' }).getByRole('listitem').first()).toBeVisible();

  // The SQL console shows the row set aside, with its reason.
  await page.goto(`${server.url}/dev/sql`);
  // The console shows once the database is open in this tab.
  await expect(page.getByLabel('SQL', { exact: true })).toBeVisible();
  const counts = await page.evaluate(async () => {
    const engine = globalThis.inspectEngine;
    if (!engine) return 'the devtools engine handle is off';
    const result = await engine.runSql({
      sql: `SELECT (SELECT count(*) FROM assets) AS assets, list, rowKey, reason FROM syncQuarantine`,
      allowWrites: false,
    });
    return result.ok ? JSON.stringify(result) : result.error;
  });
  expect(counts).toContain(`"inspections"`);
  expect(counts).toContain(row?.externalId ?? 'missing');
  expect(counts).toContain('inspectionDate: Expected a UTC ISO-8601 timestamp');
  expect(counts).toContain(`${machines.rows[0]?.n}`);
});
