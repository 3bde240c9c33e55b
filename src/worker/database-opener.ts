import type { Oo1Db, Sqlite3 } from '../db/sqlite-types.ts';

/** The platform seam: OPFS in the browser, memory in Node tests. */
export interface DatabaseOpener {
  /** Why this platform cannot hold the database at all (checked before waiting for ownership), if it cannot. */
  unavailableReason(): string | undefined;
  /**
   * Starts loading what `open` needs (the SQLite library) while this tab waits to own the database: nothing is
   * opened or touched on disk.
   */
  prepare?(): void;
  /** Opens (or re-opens after a hand-over) the one database file. */
  open(): Promise<{ sqlite3: Sqlite3; db: Oo1Db }>;
  /** Gives the underlying storage back after the database is closed, so another tab can open it. */
  release(): Promise<void>;
  /**
   * Deletes every local database file and the app's other files (photos) after the database was closed, keeping
   * the storage itself so that `open` makes a fresh, empty database (logout, shell spec §4 Session).
   */
  wipe?(): Promise<void>;
}

/** Storage that cannot work here (no OPFS, private mode …): shown to the user, never papered over. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}
