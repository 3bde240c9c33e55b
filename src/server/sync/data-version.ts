import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import type { Db } from '../db/connect.ts';
import { PREPARED } from '../db/prepared-statements.ts';
import { LIST_SOURCES, LIST_TABLES, listPageQuery } from './lists.ts';

// A cheap version of what a full sync sends, so that an answer stored on disk can be served again while it still
// holds (docs/decisions/0020-full-sync-snapshots.md). It is enough because every way the synced data changes moves it
// (migrations/server): an insert stamps changed_at and adds a row; an update that changes something is stamped by
// sync_touch, and a rename re-stamps the rows that carry the name (0002); a delete leaves a tombstone stamped when it
// happens; a reseed truncates and moves full_sync_before. Every list is read from these tables only (their joins are
// list tables too), and each has an index on changed_at, so each max() is one index lookup. The greatest id of each
// list table (its primary key: one more index lookup) catches an insert stamped with an explicit past changed_at, as
// a bulk load might: a new row takes a new id. TRUNCATE alone leaves no tombstone, which the delta sync does not
// support either. Counting the rows would catch it too, at 12–16 ms of the database per full sync on the large fleet
// (decision 0020): the version is read before the count, which only a live answer needs.
//
// Like the cursor (docs/decisions/0004), it trusts the database clock: after a step back, a row stamped below the
// greatest changed_at leaves the version as it was. A device served the stored answer is then exactly where the
// device that got it live is, and the next delta pull of both misses what the cursor's overlap does not cover: no
// worse than the existing design, and a snapshot's maximum age bounds how long it lasts.

export interface DataVersion {
  /** Moves with any write to synced data, a reset, or a change of the answer's format. */
  readonly id: string;
  /** sync_state.full_sync_before, in milliseconds since the epoch (with its microseconds as a fraction). */
  readonly fullSyncBeforeMs: number;
}

/** Bump when the JSON written around the lists (sync/stream.ts) changes: the lists' own SQL is in the hash anyway. */
const ANSWER_FRAMING = 1;

const TABLES = [...LIST_TABLES, 'sync_tombstones'];

const micros = (expr: string) => `(extract(epoch FROM ${expr}) * 1000000)::bigint::text`;

export const DATA_VERSION_QUERY =
  `SELECT ${micros(`greatest(${TABLES.map((table) => `(SELECT max(changed_at) FROM ${table})`).join(', ')})`)} AS changed, ` +
  `json_build_array(${LIST_TABLES.map((table) => `(SELECT max(id) FROM ${table})`).join(', ')})::text AS ids, ` +
  `${micros('full_sync_before')} AS reset FROM sync_state WHERE id = 1`;

const FORMAT = createHash('sha256')
  .update(
    JSON.stringify([
      ANSWER_FRAMING,
      ...SYNC_LIST_NAMES.map((list) =>
        listPageQuery(LIST_SOURCES[list], { incremental: false, after: true }),
      ),
    ]),
  )
  .digest('hex');

/** The version of the data a full sync sends, read after its cursor. */
export async function readDataVersion(db: Db): Promise<DataVersion> {
  const result = await db
    .withoutPlugins()
    .executeQuery<{ changed: string | null; ids: string; reset: string }>(
      CompiledQuery.raw(PREPARED + DATA_VERSION_QUERY),
    );
  const row = result.rows[0];
  if (row === undefined) throw new Error('sync_state has no row');
  const id = createHash('sha256')
    .update(`${FORMAT}|${row.changed ?? 'empty'}|${row.ids}|${row.reset}`)
    .digest('hex')
    .slice(0, 20);
  return { id, fullSyncBeforeMs: Number(row.reset) / 1000 };
}
