import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { isoUtc } from './lists.ts';

// The safe cursor of GET /inspection/sync (docs/decisions/0004-server-cursor.md).
//
// Every write to a synced table holds the shared "sync write" advisory lock until its transaction ends (a statement
// trigger takes it before any row is stamped). A pull takes the same lock exclusively for an instant and reads the
// clock while it holds it: that time is the cursor. A writer holding the lock at that moment cannot exist, so every
// row stamped before the cursor belongs to a transaction that has already committed (or rolled back), and the pull's
// snapshot, taken after, sees it. Rows stamped after the cursor are sent again by the next pull (at or after the
// cursor, minus an overlap window for clock steps); the device's upserts make the repeat harmless.

export const SYNC_WRITE_LOCK = sql`pg_advisory_xact_lock(1347, hashtext(current_schema()))`;

/** The cursor: a UTC timestamp before which every stamped row is committed. */
export async function readCursor(db: Db, options: { barrier?: boolean } = {}): Promise<string> {
  const now = sql.raw(isoUtc('clock_timestamp()'));
  if (options.barrier === false) {
    const result = await sql<{ now: string }>`SELECT ${now} AS now`.execute(db);
    return (result.rows[0] as { now: string }).now;
  }
  return db.transaction().execute(async (trx) => {
    await sql`SELECT ${SYNC_WRITE_LOCK}`.execute(trx);
    const result = await sql<{ now: string }>`SELECT ${now} AS now`.execute(trx);
    return (result.rows[0] as { now: string }).now;
  });
}
