import { afterEach, describe, expect, it } from 'vitest';
import { clientMigrations } from '../db/client-migrations.ts';
import type { Oo1Db } from '../db/sqlite-types.ts';
import { StorageUnavailableError } from './database-opener.ts';
import { EngineHost } from './engine-host.ts';
import { hostHarness, stateOf } from './testing/host-harness.ts';

// Two "tabs" in one process: Node has Web Locks and BroadcastChannel, and a named memdb database is shared by every
// connection to it, like the one OPFS file is shared by tabs.
let run = 0;
const { makeHost, sharedOpener, cleanUp, track } = hostHarness();

afterEach(cleanUp);

describe('EngineHost: one owner per database', () => {
  it('opens the database in the first tab and tells the second that another tab has it', async () => {
    const name = `own-${run++}`;
    const { opener } = await sharedOpener(name);
    const first = makeHost(opener, name);
    await first.start();
    expect(first.state).toEqual({ kind: 'ready', schemaVersion: clientMigrations.length });
    await first.engine.kv.set('written-by', 'first');

    const second = makeHost(opener, name);
    await second.start();
    expect(second.state).toEqual({ kind: 'other-tab', takeoverRequested: false });
    expect(() => second.engine).toThrow('The local database is not open in this tab.');
  });

  it('hands the database over when the second tab asks, and the first shows it was taken over', async () => {
    const name = `takeover-${run++}`;
    const { opener, opened } = await sharedOpener(name);
    const first = makeHost(opener, name);
    await first.start();
    await first.engine.kv.set('written-by', 'first');
    const second = makeHost(opener, name);
    await second.start();

    const firstTakenOver = stateOf(first, 'taken-over');
    const secondReady = stateOf(second, 'ready');
    second.requestTakeover();
    expect(second.state).toEqual({ kind: 'other-tab', takeoverRequested: true });
    await Promise.all([firstTakenOver, secondReady]);
    expect(opened.released).toBe(1);
    // Same data, nothing lost or recreated.
    expect(await second.engine.kv.get('written-by')).toBe('first');
    expect(() => first.engine).toThrow();
  });

  it('passes the database on when the owner closes', async () => {
    const name = `close-${run++}`;
    const { opener } = await sharedOpener(name);
    const first = makeHost(opener, name);
    await first.start();
    const second = makeHost(opener, name);
    await second.start();
    const secondReady = stateOf(second, 'ready');
    await first.stop();
    await secondReady;
    expect(second.state.kind).toBe('ready');
  });

  it('fails clearly, and never opens anything else, when storage is unavailable', async () => {
    const name = `no-opfs-${run++}`;
    let opens = 0;
    const host = makeHost(
      {
        unavailableReason: () => undefined,
        async open() {
          opens++;
          throw new StorageUnavailableError('No OPFS here.');
        },
        async release() {},
      },
      name,
    );
    await host.start();
    expect(host.state).toEqual({ kind: 'failed', reason: 'opfs-unavailable', message: 'No OPFS here.' });
    expect(opens).toBe(1);
  });

  it('retries a transient open failure, then reports it', async () => {
    const name = `busy-${run++}`;
    let opens = 0;
    const host = makeHost(
      {
        unavailableReason: () => undefined,
        async open() {
          opens++;
          throw new Error('Access Handles cannot be created if there is another open Access Handle');
        },
        async release() {},
      },
      name,
    );
    await host.start();
    expect(host.state).toMatchObject({ kind: 'failed', reason: 'open-failed' });
    expect(opens).toBeGreaterThan(1);
  });

  it('closes the connection of a try that failed after the file opened, so the next try is not refused by it', async () => {
    const name = `half-open-${run++}`;
    const { opener } = await sharedOpener(name);
    const connections: Oo1Db[] = [];
    const host = makeHost(
      {
        ...opener,
        async open() {
          const opened = await opener.open();
          // The first try's migration cannot write: it fails with its connection open.
          if (connections.length === 0) opened.db.exec('PRAGMA query_only = 1');
          connections.push(opened.db);
          return opened;
        },
      },
      name,
    );
    await host.start();
    expect(host.state).toEqual({ kind: 'ready', schemaVersion: clientMigrations.length });
    expect(connections.map((db) => db.isOpen())).toEqual([false, true]);
  });

  it('a failure that lasts is reported with the words of the first try too (the later ones can be its effect)', async () => {
    const name = `lasting-${run++}`;
    let opens = 0;
    const host = makeHost(
      {
        unavailableReason: () => undefined,
        async open() {
          opens++;
          throw new Error(opens === 1 ? 'unable to open database file' : 'database is locked');
        },
        async release() {},
      },
      name,
    );
    await host.start();
    expect(host.state).toEqual({
      kind: 'failed',
      reason: 'open-failed',
      message: 'database is locked (first try: unable to open database file)',
    });
  });
});

describe('EngineHost outside a secure context', () => {
  it('fails before waiting for the lock when the platform has no storage for it', async () => {
    const name = `no-storage-${run++}`;
    let opens = 0;
    const host = makeHost(
      {
        unavailableReason: () => 'No OPFS in a private window.',
        async open() {
          opens++;
          throw new Error('must not be called');
        },
        async release() {},
      },
      name,
    );
    await host.start();
    expect(host.state).toEqual({
      kind: 'failed',
      reason: 'opfs-unavailable',
      message: 'No OPFS in a private window.',
    });
    expect(opens).toBe(0);
  });

  it('fails with the storage screen when Web Locks are missing', async () => {
    const { opener, opened } = await sharedOpener(`insecure-${run++}`);
    const host = new EngineHost({
      opener,
      migrations: clientMigrations,
      locks: undefined,
      channel: new BroadcastChannel('insecure'),
    });
    track(host);
    await host.start();
    expect(host.state).toMatchObject({ kind: 'failed', reason: 'opfs-unavailable' });
    expect(opened.count).toBe(0);
  });
});
