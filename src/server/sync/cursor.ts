import { CompiledQuery } from 'kysely';
import type { Db } from '../db/connect.ts';
import { PREPARED } from '../db/prepared-statements.ts';
import { isoUtc } from './lists.ts';

// The safe cursor of GET /inspection/sync (docs/decisions/0004-server-cursor.md, 0028-cheap-delta-syncs.md).
//
// Every write to a synced table holds the shared "sync write" advisory lock until its transaction ends (a statement
// trigger takes it before any row is stamped). The cursor is the clock, held back to the start of the oldest
// transaction holding that lock when the clock was read (sync_cursor(), migrations/server/0007): every row stamped
// before the cursor belongs to a transaction that has already committed (or rolled back), so the pull's statements,
// which all start after, see it. Nobody waits: a pull never queues behind a writer, nor a writer behind a pull. Rows
// stamped after the cursor are sent again by the next pull (at or after the cursor, minus an overlap window for clock
// steps); the device's upserts make the repeat harmless.

/** The cursor: a UTC timestamp before which every stamped row is committed. Its own statement, outside any transaction. */
export async function readCursor(db: Db, options: { barrier?: boolean } = {}): Promise<string> {
  const now = isoUtc(options.barrier === false ? 'clock_timestamp()' : 'sync_cursor()');
  const result = await db.executeQuery<{ now: string }>(CompiledQuery.raw(`${PREPARED}SELECT ${now} AS now`));
  return (result.rows[0] as { now: string }).now;
}
