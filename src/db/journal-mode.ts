import type { Oo1Db } from './sqlite-types.ts';

// Decision 0118: the device database's everyday transactions (a field save, a small pull) append their pages to a
// write-ahead log and flush it once; a large pull writes its pages once, through the rollback journal, as before.
// Both need the connection's exclusive lock (set first, by the opener): without shared memory in the pool's VFS,
// SQLite keeps the log's index in the connection's own memory.

/**
 * The device connection's settings, in this order: its exclusive lock, then the write-ahead log, cut back to 8 MiB
 * after a checkpoint.
 */
export const DEVICE_CONNECTION_PRAGMAS =
  'PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL; PRAGMA journal_size_limit = 8388608;';

const currentMode = (db: Oo1Db): string => String(db.selectValue('PRAGMA journal_mode')).toLowerCase();

/** The mode the database is in after asking for `mode`; a refusal (a statement still open) leaves it as it was. */
function journalMode(db: Oo1Db, mode: 'wal' | 'persist'): string {
  try {
    return String(db.selectValue(`PRAGMA journal_mode = ${mode}`)).toLowerCase();
  } catch {
    // Either mode keeps every commit: the pull or the next open tries again.
    return currentMode(db);
  }
}

/**
 * Before a large pull, outside any transaction: the rollback journal (kept between pulls, decision 0018), which does
 * not journal the pages a pull adds (a first sync's every page), where the log would hold them all and a checkpoint
 * write them again (first sync 1.22 and 1.26x native against 1.46x with the log). Answers whether it switched, so
 * that `toEverydayJournal` undoes it; a database already in another mode (in memory, in the tests) is left as it is.
 */
export function toBulkJournal(db: Oo1Db): boolean {
  if (currentMode(db) !== 'wal') return false;
  return journalMode(db, 'persist') === 'persist';
}

/** After the large pull, outside any transaction: back to the write-ahead log. */
export function toEverydayJournal(db: Oo1Db): void {
  journalMode(db, 'wal');
}
