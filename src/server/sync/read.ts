import { CompiledQuery, sql } from 'kysely';
import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { Db } from '../db/connect.ts';
import { readCursor } from './cursor.ts';
import { LIST_SOURCES, listQuery } from './lists.ts';

// Reads one answer of GET /inspection/sync: every list in full, or what changed at or after the device's
// LastSyncDate (less the overlap window) with the keys of deleted rows, all from one consistent snapshot taken after
// the cursor was read (cursor.ts).

export interface SyncOptions {
  /** The device's LastSyncDate; undefined for a full sync. */
  readonly since?: Date | undefined;
  /** How far before LastSyncDate to look again, against clock steps. */
  readonly overlapMs: number;
  /** Only tests turn the barrier off, to show the cursor-safety test catches a missing one. */
  readonly barrier?: boolean;
  /** Called just before the cursor is read (tests use it to interleave a writer). */
  readonly beforeCursor?: (() => void) | undefined;
}

export type SyncRows = Record<SyncListName, Record<string, unknown>[]>;
export type SyncDeletedKeys = Partial<Record<SyncListName, (number | string)[]>>;

export interface SyncSnapshot {
  serverTimeUtc: string;
  isFullSync: boolean;
  syncItems: SyncRows;
  deleted: SyncDeletedKeys;
}

interface Tombstone {
  list: string;
  row_id: number | null;
  row_external_id: string | null;
}

function isListName(name: string): name is SyncListName {
  return Object.hasOwn(SYNC_LIST_KEYS, name);
}

function deletedKeys(tombstones: readonly Tombstone[], rows: SyncRows): SyncDeletedKeys {
  const byList = new Map<SyncListName, Set<number | string>>();
  for (const { list, row_id, row_external_id } of tombstones) {
    if (!isListName(list)) continue;
    const key = SYNC_LIST_KEYS[list] === 'id' ? row_id : row_external_id;
    if (key === null) continue;
    const keys = byList.get(list) ?? new Set();
    keys.add(key);
    byList.set(list, keys);
  }
  // A row deleted and made again since the cursor is sent as a row, not as a deletion.
  const deleted: SyncDeletedKeys = {};
  for (const [list, keys] of byList) {
    const present = new Set(rows[list].map((row) => row[SYNC_LIST_KEYS[list]]));
    const gone = [...keys].filter((key) => !present.has(key));
    if (gone.length > 0) deleted[list] = gone;
  }
  return deleted;
}

export async function readSync(db: Db, options: SyncOptions): Promise<SyncSnapshot> {
  options.beforeCursor?.();
  const serverTimeUtc = await readCursor(db, { barrier: options.barrier ?? true });
  const raw = db.withoutPlugins();
  return raw
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const state = await sql<{ before: string }>`
        SELECT full_sync_before::text AS before,
               full_sync_before > ${options.since ?? null}::timestamptz AS reset
        FROM sync_state WHERE id = 1`.execute(trx);
      const reset = (state.rows[0] as { reset: boolean | null } | undefined)?.reset ?? false;
      const since = options.since;
      const isFullSync = since === undefined || reset === true || since.getTime() > Date.parse(serverTimeUtc);
      const from = isFullSync ? undefined : new Date((since as Date).getTime() - options.overlapMs);
      const syncItems = {} as SyncRows;
      for (const list of SYNC_LIST_NAMES) {
        const text = listQuery(LIST_SOURCES[list], from !== undefined);
        const result = await trx.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(text, from === undefined ? [] : [from.toISOString()]),
        );
        syncItems[list] = result.rows;
      }
      let deleted: SyncDeletedKeys = {};
      if (from !== undefined) {
        const tombstones = await sql<Tombstone>`
          SELECT list, row_id, row_external_id::text AS row_external_id FROM sync_tombstones
          WHERE changed_at >= ${from.toISOString()}::timestamptz ORDER BY seq`.execute(trx);
        deleted = deletedKeys(tombstones.rows, syncItems);
      }
      return { serverTimeUtc, isFullSync, syncItems, deleted };
    });
}
