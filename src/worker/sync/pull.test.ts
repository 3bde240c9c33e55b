import { describe, expect, it } from 'vitest';
import { syncResponseFixture } from '../../api/sync-items.fixture.ts';
import type { SyncResponse } from '../../api/sync-items.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { HttpClient } from './http-client.ts';
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
    const bad = {
      ...syncResponseFixture(),
      syncItems: { ...syncResponseFixture().syncItems, sites: [{ id: 'x' }] },
    };
    const { http } = server([bad]);
    await expect(pull(http, serial)).rejects.toThrow(SyncPayloadError);
    await expect(pull(server([bad]).http, serial)).rejects.toThrow(/syncItems\.sites\.0/);
    expect(serial.db.selectValue('SELECT count(*) FROM assets')).toBe(0);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBeNull();
  });
});
