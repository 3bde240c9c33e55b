import { clientMigrations, clientSchemaScript } from '../../db/client-migrations.ts';
import { loadSqlite3 } from '../../db/open-memory-db.ts';
import type { Oo1Db } from '../../db/sqlite-types.ts';
import type { DatabaseOpener } from '../database-opener.ts';
import { EngineHost } from '../engine-host.ts';
import type { EngineState } from '../engine-status.ts';

/** Resolves with the host's next state of this kind (its current one counts). */
export function stateOf(host: EngineHost, kind: EngineState['kind']): Promise<EngineState> {
  return new Promise((resolve) => {
    const stop = host.subscribe((event) => {
      if (event.type === 'state' && event.state.kind === kind) {
        queueMicrotask(() => stop());
        resolve(event.state);
      }
    });
  });
}

/**
 * "Tabs" for the host tests in one process: Node has Web Locks and BroadcastChannel, and memdb databases stay alive
 * while a keeper connection holds them, like the one OPFS file that tabs share. `cleanUp` goes in afterEach.
 */
export function hostHarness() {
  const hosts: EngineHost[] = [];
  const keepers: Oo1Db[] = [];
  return {
    keepers,
    /** A host built by hand, stopped with the others. */
    track(host: EngineHost): EngineHost {
      hosts.push(host);
      return host;
    },
    makeHost(opener: DatabaseOpener, lockName: string): EngineHost {
      const host = new EngineHost({
        opener,
        migrations: clientMigrations,
        schemaScript: clientSchemaScript,
        locks: navigator.locks,
        channel: new BroadcastChannel(`${lockName}-channel`),
        lockName,
        otherTabGraceMs: 50,
        openRetryMs: 200,
      });
      hosts.push(host);
      return host;
    },
    /** An opener of one named memdb database shared by every host given it, counting opens and releases. */
    async sharedOpener(name: string) {
      const sqlite3 = await loadSqlite3();
      const path = `/${name}.db`;
      keepers.push(new sqlite3.oo1.DB({ filename: path, vfs: 'memdb' }));
      const opened = { count: 0, released: 0 };
      const opener: DatabaseOpener = {
        unavailableReason: () => undefined,
        async open() {
          opened.count++;
          return { sqlite3, db: new sqlite3.oo1.DB({ filename: path, vfs: 'memdb' }) };
        },
        async release() {
          opened.released++;
        },
      };
      return { opener, opened };
    },
    async cleanUp(): Promise<void> {
      await Promise.all(hosts.splice(0).map((h) => h.stop()));
      keepers.splice(0).forEach((db) => db.close());
    },
  };
}
