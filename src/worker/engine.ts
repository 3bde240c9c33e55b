import { Kysely } from 'kysely';
import { SqliteWasmDialect } from '../db/kysely-dialect.ts';
import { migrate, type Migration } from '../db/migrator.ts';
import type { SchemaScript } from '../db/schema-script.ts';
import type { Database } from '../db/schema.ts';
import { SerialDb } from '../db/serial-db.ts';
import type { Oo1Db, Sqlite3 } from '../db/sqlite-types.ts';
import { KvStore } from './kv-store.ts';
import { keepFactsBetweenWrites } from './recording/facts-memo.ts';
import { SqlConsole } from './sql-console.ts';
import { SqlHistory } from './sql-history.ts';

/** Everything the engine does with one open, migrated database. Constructed the same way in Node tests. */
export class Engine {
  readonly serial: SerialDb;
  readonly db: Kysely<Database>;
  readonly schemaVersion: number;
  readonly kv: KvStore;
  readonly sqlConsole: SqlConsole;
  readonly sqlHistory: SqlHistory;

  private constructor(serial: SerialDb, schemaVersion: number) {
    this.serial = serial;
    this.schemaVersion = schemaVersion;
    this.db = new Kysely<Database>({ dialect: new SqliteWasmDialect(serial) });
    this.kv = new KvStore(this.db);
    keepFactsBetweenWrites(this.db, serial);
    this.sqlConsole = new SqlConsole(serial);
    this.sqlHistory = new SqlHistory(this.kv);
  }

  /** Migrates (all pending files in one transaction, or a new database from the script) and wraps the connection. */
  static open(sqlite3: Sqlite3, db: Oo1Db, migrations: readonly Migration[], script?: SchemaScript): Engine {
    const { to } = migrate(db, migrations, script);
    return new Engine(new SerialDb(sqlite3, db), to);
  }

  /** The database file as SQLite writes it: what the sqlite3 CLI opens. */
  exportDatabase(): Promise<Uint8Array> {
    return this.serial.use((db) => {
      const ptr = db.pointer;
      if (ptr === undefined) throw new Error('The database is closed.');
      return this.serial.sqlite3.capi.sqlite3_js_db_export(ptr);
    });
  }

  close(): Promise<void> {
    return this.serial.close();
  }
}
