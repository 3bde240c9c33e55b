import sqlite3InitModule, { type SAHPoolUtil } from '@sqlite.org/sqlite-wasm';
import { DEVICE_CONNECTION_PRAGMAS } from '../db/journal-mode.ts';
import type { Sqlite3 } from '../db/sqlite-types.ts';
import { StorageUnavailableError, type DatabaseOpener } from './database-opener.ts';
import { markStart } from './start-marks.ts';

export const DB_FILE = '/inspect_db_1.sqlite3';
const POOL_NAME = 'inspect-sahpool';
/** Files the pool keeps ready: the database, its log and its journal, and room for SQLite's temporary files. */
const POOL_CAPACITY = 6;

let sqlite3Loading: Promise<Sqlite3> | undefined;

function loadSqlite3(): Promise<Sqlite3> {
  // Only opfs-sahpool is used: it needs no COOP/COEP headers (which would break sign-in popups).
  (globalThis as { sqlite3ApiConfig?: object }).sqlite3ApiConfig = {
    disable: { vfs: { opfs: true, 'opfs-vfs': true, 'opfs-wl': true } },
    warn: () => undefined,
    debug: () => undefined,
  };
  // A failed load (the WebAssembly could not be fetched) is tried again by the next open.
  sqlite3Loading ??= sqlite3InitModule().then(
    (sqlite3) => {
      markStart('sqlite-loaded');
      return sqlite3;
    },
    (error: unknown) => {
      sqlite3Loading = undefined;
      throw error;
    },
  );
  return sqlite3Loading;
}

/** The browser's opener: the opfs-sahpool VFS, paused rather than torn down when another tab takes over. */
export function createOpfsOpener(): DatabaseOpener {
  let pool: SAHPoolUtil | undefined;
  return {
    prepare() {
      if (this.unavailableReason() === undefined) void loadSqlite3().catch(() => undefined);
    },
    unavailableReason() {
      if (!globalThis.isSecureContext)
        return 'The page is not a secure context (https or localhost), so OPFS is off.';
      if (typeof navigator.storage?.getDirectory !== 'function') {
        return 'This browser does not give the app a private file system (OPFS): a private window or an old browser.';
      }
      if (
        typeof FileSystemFileHandle === 'undefined' ||
        !('createSyncAccessHandle' in FileSystemFileHandle.prototype)
      ) {
        return 'This browser has no synchronous OPFS access handles, which the database needs.';
      }
      return undefined;
    },
    async open() {
      const reason = this.unavailableReason();
      if (reason) throw new StorageUnavailableError(reason);
      const sqlite3 = await loadSqlite3();
      if (!pool) {
        try {
          // preserveOnInitFailure: a failed install must never delete the inspector's data.
          pool = await sqlite3.installOpfsSAHPoolVfs({
            name: POOL_NAME,
            directory: `.${POOL_NAME}`,
            initialCapacity: POOL_CAPACITY,
            preserveOnInitFailure: true,
          });
          // The initial capacity is added only to an empty pool: a first start cut short while it made the pool's
          // files (the tab closed or left) left fewer, and with one the journal could never be opened, so every
          // later start failed (SQLITE_CANTOPEN).
          await pool.reserveMinimumCapacity(POOL_CAPACITY);
        } catch (error) {
          throw new StorageUnavailableError(
            `The app could not open its storage on this device: ${(error as Error).message}`,
          );
        }
        markStart('pool-installed');
      } else if (pool.isPaused()) {
        await pool.unpauseVfs();
      }
      const db = new pool.OpfsSAHPoolDb(DB_FILE);
      // Exclusive locking: this connection is the file's only one (the tab's lock, decision 0002), so it keeps its
      // lock and its files open between transactions. Otherwise every statement outside a transaction opened the
      // persisted journal to see if it was hot and closed it again, and a close flushes a pool file: ~2 ms per
      // statement (decision 0033). It must come first: the write-ahead log (decision 0118) works without shared
      // memory, which this VFS has not, only for a connection that locks its file for good before it reads it.
      try {
        db.exec(DEVICE_CONNECTION_PRAGMAS);
      } catch (error) {
        // Left open, its lock would refuse the next try's connection.
        db.close();
        throw error;
      }
      markStart('db-open');
      return { sqlite3, db };
    },
    async release() {
      pool?.pauseVfs();
    },
    async wipe() {
      // The database is closed: empty the pool's files (the VFS stays installed), then every other file of the app
      // in OPFS (the photos), so nothing of the signed-out inspector's data is left on the device.
      await pool?.wipeFiles();
      const root = await navigator.storage.getDirectory();
      const names: string[] = [];
      for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
        names.push(name);
      for (const name of names) {
        if (name !== `.${POOL_NAME}`) await root.removeEntry(name, { recursive: true });
      }
    },
  };
}
