import { clientMigrations } from '../../db/client-migrations.ts';
import type { Oo1Db } from '../../db/sqlite-types.ts';
import type { DatabaseOpener } from '../database-opener.ts';
import { EngineHost } from '../engine-host.ts';

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
        locks: navigator.locks,
        channel: new BroadcastChannel(`${lockName}-channel`),
        lockName,
        otherTabGraceMs: 50,
        openRetryMs: 200,
      });
      hosts.push(host);
      return host;
    },
    async cleanUp(): Promise<void> {
      await Promise.all(hosts.splice(0).map((h) => h.stop()));
      keepers.splice(0).forEach((db) => db.close());
    },
  };
}
