import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// Two transactions of a test held open against each other, and what the database refused: for tests of what the
// database guarantees whichever of two writers comes first (PostgreSQL; PGlite has one connection).

export interface Refusal {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The error a promise fails with (the test fails if it does not). */
export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    return error as Refusal;
  }
  throw new Error('expected the database to refuse');
}

/** A transaction that runs `first`, then waits for release() before committing. */
export function heldOpen(db: Db, first: (trx: Db) => Promise<unknown>) {
  let release!: () => void;
  let markDone!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const done = new Promise<void>((resolve) => (markDone = resolve));
  const committed = db.transaction().execute(async (trx) => {
    await first(trx);
    markDone();
    await gate;
  });
  return { done, committed, release };
}

/** Resolves once the statement carrying `marker` (a comment in its text) waits for a lock held by another. */
export async function waitingForLock(db: Db, marker: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND query LIKE ${`%${marker}%`}`.execute(db);
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`the statement ${marker} never waited for the other transaction's lock`);
}
