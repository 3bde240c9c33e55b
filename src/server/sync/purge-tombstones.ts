import { sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { errorFields, type Logger } from '../log.ts';

// Deletion records (sync_tombstones) would otherwise grow for ever. Records older than the retention are dropped,
// and a device whose LastSyncDate is older than that gets a full sync instead, which removes what it no longer
// should have (the worker sweeps a full sync that follows earlier ones: src/worker/sync/pull-statements.ts).

export interface PurgeOptions {
  readonly retentionDays: number;
  /** The pull's overlap window: a pull reads tombstones from LastSyncDate less this. */
  readonly overlapMs: number;
  readonly now?: Date;
}

/** Drops the deletion records past the retention; returns how many went. One transaction. */
export async function purgeTombstones(db: Db, options: PurgeOptions): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * 24 * 3600 * 1000);
  // A device at LastSyncDate >= cutoff reads tombstones from cutoff - overlap on: those stay.
  const keepFrom = new Date(cutoff.getTime() - options.overlapMs);
  return db.transaction().execute(async (trx) => {
    await sql`UPDATE sync_state SET full_sync_before = greatest(full_sync_before, ${cutoff.toISOString()}::timestamptz)
              WHERE id = 1`.execute(trx);
    const result =
      await sql`DELETE FROM sync_tombstones WHERE changed_at < ${keepFrom.toISOString()}::timestamptz`.execute(
        trx,
      );
    // A delete remembered for a device's changes that could bring it back (decision 0073) goes with its tombstones.
    await sql`DELETE FROM inspection_deletions WHERE deleted_at < ${keepFrom.toISOString()}::timestamptz`.execute(
      trx,
    );
    return Number(result.numAffectedRows ?? 0);
  });
}

export interface PurgeSchedule {
  /** Purges now (resolved when done, never rejected) and then once a day, for as long as the server runs. */
  start(db: Db): Promise<void>;
  stop(): void;
}

const PURGE_EVERY_MS = 24 * 3600 * 1000;

export function tombstonePurge(
  config: Pick<ServerConfig, 'tombstoneRetentionDays' | 'syncOverlapMs'>,
  log: Logger,
): PurgeSchedule {
  let timer: ReturnType<typeof setInterval> | undefined;
  const run = async (db: Db) => {
    try {
      const purged = await purgeTombstones(db, {
        retentionDays: config.tombstoneRetentionDays,
        overlapMs: config.syncOverlapMs,
      });
      if (purged > 0)
        log.info('deletion records purged', { purged, retentionDays: config.tombstoneRetentionDays });
    } catch (error) {
      log.error('purging deletion records failed', errorFields(error));
    }
  };
  return {
    async start(db) {
      timer = setInterval(() => void run(db), PURGE_EVERY_MS);
      timer.unref();
      await run(db);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
