import { describe, expect, it, vi } from 'vitest';
import { syncResponseFixture } from '../../api/sync-items.fixture.ts';
import type { SyncResponse } from '../../api/sync-items.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { HttpClient, NetworkError } from './http-client.ts';
import { pull, SyncPayloadError } from './pull.ts';

/** A server that answers each GET inspection/sync with the next response, and records the cursors it was sent. */
function server(responses: unknown[]) {
  const cursors: (string | null)[] = [];
  const http = new HttpClient({
    baseUrl: 'http://server/api',
    getToken: () => undefined,
    fetch: async (input) => {
      cursors.push(new URL(String(input)).searchParams.get('LastSyncDate'));
      return Response.json(responses.shift());
    },
  });
  return { http, cursors };
}

const response = (changes: Partial<SyncResponse>): SyncResponse => ({ ...syncResponseFixture(), ...changes });
const siteNames = (db: { selectValues(sql: string): unknown[] }) =>
  db.selectValues('SELECT name FROM sites ORDER BY id');

describe('pull', () => {
  it('sends the stored cursor, and a full sync after earlier ones removes the rows the server no longer has', async () => {
    const { serial } = await openMemoryDb();
    const later = '2025-03-02T00:00:00.000Z';
    const { http, cursors } = server([
      response({}),
      response({
        serverTimeUtc: later,
        isFullSync: false,
        syncItems: { ...syncResponseFixture().syncItems },
      }),
      response({ serverTimeUtc: '2025-03-03T00:00:00.000Z', isFullSync: true }),
    ]);
    const first = await pull(http, serial);
    expect(first.firstSync).toBe(true);
    serial.db.exec(`INSERT INTO sites (id, customerId, name) VALUES (22, 31, 'Gone Site')`);
    // An incremental pull leaves rows it does not mention.
    await pull(http, serial);
    expect(siteNames(serial.db)).toEqual(['Karratha North', 'Gone Site']);
    const full = await pull(http, serial);
    expect(full.firstSync).toBe(false);
    expect(siteNames(serial.db)).toEqual(['Karratha North']);
    expect(cursors).toEqual([null, syncResponseFixture().serverTimeUtc, later]);
  });

  it('applies nothing of a payload that breaks the contract, and says where', async () => {
    const { serial } = await openMemoryDb();
    const { sites: _missing, ...lists } = syncResponseFixture().syncItems;
    const bad = { ...syncResponseFixture(), syncItems: lists };
    await expect(pull(server([bad]).http, serial)).rejects.toThrow(SyncPayloadError);
    await expect(pull(server([bad]).http, serial)).rejects.toThrow(/missing syncItems\.sites/);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBeNull();
  });

  it('sets aside a row it cannot read, applies the rest, and reads it when a readable copy comes', async () => {
    const { serial } = await openMemoryDb();
    const fixture = syncResponseFixture();
    const [inspection] = fixture.syncItems.inspections;
    if (inspection === undefined) throw new Error('the fixture has an inspection');
    // What PostgreSQL made of 9999-12-31T23:59:59.9999999Z: a year no 4-digit date carries.
    const broken = { ...inspection, inspectionDate: '10000-01-01T00:00:00.000Z' };
    const later = '2025-03-02T00:00:00.000Z';
    const { http } = server([
      response({ syncItems: { ...fixture.syncItems, inspections: [broken] } }),
      response({
        serverTimeUtc: later,
        isFullSync: false,
        syncItems: { ...fixture.syncItems, inspections: [] },
      }),
      response({
        serverTimeUtc: '2025-03-03T00:00:00.000Z',
        isFullSync: false,
        syncItems: { ...fixture.syncItems, inspections: [inspection] },
      }),
    ]);
    const first = await pull(http, serial);
    expect(first.quarantined).toBe(1);
    expect(serial.db.selectValue('SELECT count(*) FROM assets')).toBe(fixture.syncItems.assets.length);
    expect(serial.db.selectValue('SELECT count(*) FROM inspections')).toBe(0);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(fixture.serverTimeUtc);
    expect(serial.db.selectObjects('SELECT list, rowKey, reason FROM syncQuarantine')).toEqual([
      {
        list: 'inspections',
        rowKey: inspection.externalId,
        reason: 'inspectionDate: Expected a UTC ISO-8601 timestamp such as 2025-03-01T06:30:00.000Z',
      },
    ]);
    // The next pull tries it again: still unreadable, still kept.
    await pull(http, serial);
    expect(serial.db.selectValue('SELECT count(*) FROM syncQuarantine')).toBe(1);
    // The server fixed the row: its readable copy replaces the one set aside.
    await pull(http, serial);
    expect(serial.db.selectValue('SELECT count(*) FROM syncQuarantine')).toBe(0);
    expect(serial.db.selectValue('SELECT inspectionDate FROM inspections')).toBe(inspection.inspectionDate);
  });

  it('applies the rows while the rest of the answer is still downloading, frees the connection while waiting, and moves the cursor only at the end', async () => {
    const { serial } = await openMemoryDb();
    const body = new TextEncoder().encode(JSON.stringify(withUnits(syncResponseFixture(), 9000)));
    const half = body.length >> 1;
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const progress: number[] = [];
    const pulling = pull(
      streamingServer(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(body.slice(0, half));
            await rest;
            controller.enqueue(body.slice(half));
            controller.close();
          },
        }),
      ),
      serial,
      (fraction) => progress.push(fraction),
      { chunkRows: 2500 },
    );
    // While the answer keeps it waiting, what arrived is committed and the connection is free for the UI's reads.
    await vi.waitFor(async () => expect(await serial.use((db) => unitCount(db))).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(await serial.use((db) => db.selectValue('SELECT lastSyncDate FROM syncState'))).toBeNull();
    sendRest();
    const result = await pulling;
    expect(unitCount(serial.db)).toBe(9001);
    expect(result.chunks).toBeGreaterThan(2);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(
      syncResponseFixture().serverTimeUtc,
    );
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('writes a first sync into an empty database in one transaction, reporting progress as the rows are written', async () => {
    const { serial } = await openMemoryDb();
    const progress: number[] = [];
    // totalRows before the lists, as the server sends it.
    const { serverTimeUtc, isFullSync, totalRows, ...lists } = withUnits(syncResponseFixture(), 9000);
    const { http } = server([{ serverTimeUtc, isFullSync, totalRows, ...lists }]);
    const result = await pull(http, serial, (fraction) => progress.push(fraction));
    expect(result.chunks).toBe(1);
    expect(unitCount(serial.db)).toBe(9001);
    // Reported while the rows are written (at most every 250 ms), before the one commit, rising to the whole.
    expect(progress.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    // A later full sync into the database that now holds rows goes back to bounded transactions.
    const again = await pull(server([withUnits(syncResponseFixture(), 9000)]).http, serial, undefined, {
      chunkRows: 2500,
    });
    expect(again.chunks).toBeGreaterThan(1);
  });

  it('keeps the old cursor when the answer is cut off, and the next full answer resumes and removes what went', async () => {
    const { serial } = await openMemoryDb();
    const body = new TextEncoder().encode(JSON.stringify(withUnits(syncResponseFixture(), 9000)));
    let sent = false;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new TypeError('network error'));
        else controller.enqueue(body.slice(0, body.length - 100));
        sent = true;
      },
    });
    await expect(pull(streamingServer(cut), serial, undefined, { chunkRows: 2500 })).rejects.toThrow(
      NetworkError,
    );
    expect(unitCount(serial.db)).toBeGreaterThan(0);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBeNull();
    // Meanwhile the server lost most units: the first sync, asked again, leaves only what it lists now.
    const { http, cursors } = server([withUnits(syncResponseFixture(), 10)]);
    await pull(http, serial);
    expect(cursors).toEqual([null]);
    expect(unitCount(serial.db)).toBe(11);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(
      syncResponseFixture().serverTimeUtc,
    );
  });

  it('sets aside a bad row far into the answer, names it, and applies the rest', async () => {
    const { serial } = await openMemoryDb();
    const answer = withUnits(syncResponseFixture(), 6000);
    const bad = answer.syncItems.units[5000] as { id: number; code: unknown };
    bad.code = 42;
    const { http } = server([answer]);
    const result = await pull(http, serial, undefined, { chunkRows: 2500 });
    expect(result.quarantined).toBe(1);
    expect(serial.db.selectValue('SELECT count(*) FROM units')).toBe(answer.syncItems.units.length - 1);
    expect(serial.db.selectObjects('SELECT rowKey, reason FROM syncQuarantine')).toEqual([
      { rowKey: String(bad.id), reason: 'code: Invalid type: Expected string but received 42' },
    ]);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(answer.serverTimeUtc);
  });

  it('says which list the answer left out', async () => {
    const { serial } = await openMemoryDb();
    const answer: Record<string, unknown> = { ...syncResponseFixture() };
    const { sites: _sites, ...items } = syncResponseFixture().syncItems;
    answer.syncItems = items;
    await expect(pull(server([answer]).http, serial)).rejects.toThrow(/missing syncItems\.sites/);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBeNull();
  });
});

/** The answer with `n` more units (ids from 1000), and their count in totalRows. */
function withUnits(answer: SyncResponse, n: number): SyncResponse & { totalRows: number } {
  const units = Array.from({ length: n }, (_, i) => ({
    id: 1000 + i,
    code: `u${i}`,
    name: `Unit ${i}`,
    symbol: 'u',
  }));
  const syncItems = { ...answer.syncItems, units: [...answer.syncItems.units, ...units] };
  const totalRows = Object.values(syncItems).reduce((sum, rows) => sum + rows.length, 0);
  return { ...answer, totalRows, syncItems };
}

function streamingServer(body: ReadableStream<Uint8Array>): HttpClient {
  return new HttpClient({
    baseUrl: 'http://server/api',
    getToken: () => undefined,
    fetch: async () => new Response(body),
  });
}

const unitCount = (db: { selectValue(sql: string): unknown }) =>
  Number(db.selectValue('SELECT count(*) FROM units'));
