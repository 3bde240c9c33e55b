import { afterEach, describe, expect, it } from 'vitest';
import { clientMigrations } from '../db/client-migrations.ts';
import { loadSqlite3 } from '../db/open-memory-db.ts';
import type { DatabaseOpener } from './database-opener.ts';
import { hostHarness } from './testing/host-harness.ts';
import type { EngineState } from './engine-status.ts';

// Logout wipes the device's data: the host closes the database, the opener deletes its files, and a fresh, migrated
// database opens, all while this tab keeps ownership.

let run = 0;
const { makeHost, keepers, cleanUp } = hostHarness();

afterEach(cleanUp);

/** A memdb "file" per generation: wiping starts the next generation, as deleting the OPFS files would. */
async function wipeableOpener(name: string) {
  const sqlite3 = await loadSqlite3();
  const calls = { wipes: 0, opens: 0 };
  const path = () => `/${name}-${calls.wipes}.db`;
  keepers.push(new sqlite3.oo1.DB({ filename: path(), vfs: 'memdb' }));
  const opener: DatabaseOpener = {
    unavailableReason: () => undefined,
    async open() {
      calls.opens++;
      return { sqlite3, db: new sqlite3.oo1.DB({ filename: path(), vfs: 'memdb' }) };
    },
    async release() {},
    async wipe() {
      calls.wipes++;
      keepers.push(new sqlite3.oo1.DB({ filename: path(), vfs: 'memdb' }));
    },
  };
  return { opener, calls };
}

describe('EngineHost.wipe', () => {
  it('deletes the data and reopens a fresh, migrated database, telling listeners it restarted', async () => {
    const name = `wipe-${run++}`;
    const { opener, calls } = await wipeableOpener(name);
    const host = makeHost(opener, name);
    await host.start();
    await host.engine.kv.set('signed-in-user-data', 'secret');
    await host.engine.db.updateTable('syncState').set({ lastSyncDate: '2026-11-01T00:00:00Z' }).execute();
    const states: EngineState['kind'][] = [];
    host.subscribe((event) => {
      if (event.type === 'state') states.push(event.state.kind);
    });

    await host.wipe();

    expect(calls).toEqual({ wipes: 1, opens: 2 });
    expect(states).toEqual(['ready', 'starting', 'ready']);
    expect(host.state).toEqual({ kind: 'ready', schemaVersion: clientMigrations.length });
    expect(await host.engine.kv.get('signed-in-user-data')).toBeUndefined();
    const sync = await host.engine.db.selectFrom('syncState').select('lastSyncDate').execute();
    expect(sync).toEqual([{ lastSyncDate: null }]);
  });

  it('keeps ownership while wiping: another tab still waits', async () => {
    const name = `wipe-own-${run++}`;
    const { opener } = await wipeableOpener(name);
    const first = makeHost(opener, name);
    await first.start();
    const second = makeHost(opener, name);
    await second.start();
    await first.wipe();
    expect(first.state.kind).toBe('ready');
    expect(second.state).toEqual({ kind: 'other-tab', takeoverRequested: false });
  });

  it('refuses when this tab does not own the database, or the storage cannot be wiped', async () => {
    const name = `wipe-refused-${run++}`;
    const { opener } = await wipeableOpener(name);
    const first = makeHost(opener, name);
    await first.start();
    const second = makeHost(opener, name);
    await second.start();
    await expect(second.wipe()).rejects.toThrow('The local database is not open in this tab.');

    const plain = `wipe-plain-${run++}`;
    const { opener: wipeable } = await wipeableOpener(plain);
    const host = makeHost({ ...wipeable, wipe: undefined }, plain);
    await host.start();
    await expect(host.wipe()).rejects.toThrow('This storage cannot be wiped.');
    expect(host.state.kind).toBe('ready');
  });
});
