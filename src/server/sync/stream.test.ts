import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResponse } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import { BACKENDS } from '../testing/backends.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { LIST_SOURCES, listPageQuery } from './lists.ts';
import { openSyncStream, type SyncOptions } from './stream.ts';

// The streamed answer is the answer: pages cut anywhere give the same JSON, equal to the rows as the database driver
// reads them, and the server never has more than a page in hand.

async function answer(
  server: TestServer,
  options: SyncOptions,
): Promise<SyncResponse & { totalRows: number }> {
  const stream = await openSyncStream(server.db, options);
  return JSON.parse(await new Response(stream.body).text()) as SyncResponse & { totalRows: number };
}

/** Every list as node-postgres reads it: the SELECT of the list's fields, no JSON made by the database. */
async function driverRows(server: TestServer): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const list of SYNC_LIST_NAMES) {
    const source = LIST_SOURCES[list];
    const columns = Object.entries(source.fields).map(([field, expr]) => `${expr} AS "${field}"`);
    const text = `SELECT ${columns.join(', ')} FROM ${source.table} t ${source.joins ?? ''} ORDER BY t.id`;
    rows[list] = (await server.db.withoutPlugins().executeQuery(CompiledQuery.raw(text))).rows;
  }
  return rows;
}

describe.each(BACKENDS)('the streamed sync answer on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('holds every row exactly as the driver reads it, whatever the page size, and counts them', async () => {
    const whole = await answer(server, { overlapMs: 0 });
    expect(whole.syncItems).toEqual(await driverRows(server));
    const rows = SYNC_LIST_NAMES.reduce((n, list) => n + whole.syncItems[list].length, 0);
    expect(whole.totalRows).toBe(rows);
    for (const pageRows of [3, 50]) {
      const paged = await answer(server, { overlapMs: 0, pageRows });
      expect(paged.syncItems, `pages of ${pageRows}`).toEqual(whole.syncItems);
    }
    // A page comes in pieces of about pieceBytes of JSON each: one row a piece, or a few.
    for (const pieceBytes of [1, 300]) {
      const pieced = await answer(server, { overlapMs: 0, pageRows: 50, pieceBytes });
      expect(pieced.syncItems, `pieces of ${pieceBytes} bytes`).toEqual(whole.syncItems);
    }
  });

  it('answers a page as pieces of about pieceBytes of JSON each, in key order', async () => {
    const source = LIST_SOURCES.observableItems;
    const text = listPageQuery(source, { incremental: false, after: false, pieceBytes: 2000 });
    const { rows } = await server.db
      .withoutPlugins()
      .executeQuery<{ n: number; last: number; body: string }>(CompiledQuery.raw(text, [200]));
    expect(rows.length).toBeGreaterThan(1);
    const objects = rows.map((piece) => JSON.parse(`[${piece.body}]`) as { id: number }[]);
    for (const [index, piece] of rows.entries()) {
      const ids = (objects[index] ?? []).map((o) => o.id);
      expect(piece.n).toBe(ids.length);
      expect(piece.last).toBe(ids.at(-1));
      // Each piece stops at the row that takes it past its bound: no more than one row's width over it.
      if (index < rows.length - 1)
        expect(new TextEncoder().encode(piece.body).length).toBeLessThan(2000 + 600);
    }
    const ids = objects.flat().map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBe(Math.min(200, (await driverRows(server)).observableItems?.length ?? 0));
  });

  it('pages the deleted keys too, each once, leaving out a key made again since', async () => {
    const since = new Date((await answer(server, { overlapMs: 0 })).serverTimeUtc);
    const customers = await server.db
      .insertInto('customers')
      .values([{ name: 'Gone 1' }, { name: 'Gone 2' }, { name: 'Gone 3' }, { name: 'Back' }])
      .returning('id')
      .execute();
    const ids = customers.map((c) => c.id);
    await server.db.deleteFrom('customers').where('id', 'in', ids).execute();
    const back = ids[3] as number;
    await sql`INSERT INTO customers (id, name) VALUES (${back}, 'Back')`.execute(server.db);
    const next = await answer(server, { since, overlapMs: 0, pageRows: 2 });
    expect(next.isFullSync).toBe(false);
    expect(next.deleted?.customers).toEqual(ids.slice(0, 3));
    const pieced = await answer(server, { since, overlapMs: 0, pageRows: 2, pieceBytes: 1 });
    expect(pieced.deleted?.customers).toEqual(ids.slice(0, 3));
    expect(next.syncItems.customers.map((c) => c.name)).toEqual(['Back']);
    expect(next.totalRows).toBe(1);
  });

  it('reads the database only as fast as the client takes the answer', async () => {
    const stream = await openSyncStream(server.db, { overlapMs: 0, pageRows: 1 });
    const reader = stream.body.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^\{"serverTimeUtc":"[^"]+","isFullSync":true,/);
    // A client that goes away stops the reading; the server is free for the next one.
    await reader.cancel();
    expect((await answer(server, { overlapMs: 0 })).isFullSync).toBe(true);
  });
});
