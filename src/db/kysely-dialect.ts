import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { SerialDb } from './serial-db.ts';
import type { SqlValue } from './sqlite-types.ts';

/** A Kysely dialect over one sqlite-wasm connection, serialised by SerialDb. */
export class SqliteWasmDialect implements Dialect {
  readonly #serial: SerialDb;

  constructor(serial: SerialDb) {
    this.#serial = serial;
  }

  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new SqliteWasmDriver(this.#serial);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

class SqliteWasmDriver implements Driver {
  readonly #serial: SerialDb;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(serial: SerialDb) {
    this.#serial = serial;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#serial.acquire();
    const connection = new SqliteWasmConnection(this.#serial);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#serial.inAutocommit()) await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    await this.#serial.close();
  }
}

class SqliteWasmConnection implements DatabaseConnection {
  readonly #serial: SerialDb;

  constructor(serial: SerialDb) {
    this.#serial = serial;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.#serial.withStatement(compiled.sql, (stmt) => {
      if (compiled.parameters.length > 0) stmt.bind(compiled.parameters.map(toBindable));
      const rows: R[] = [];
      if (stmt.columnCount > 0) {
        while (stmt.step()) rows.push(stmt.get({}) as R);
        return { rows };
      }
      stmt.step();
      const capi = this.#serial.sqlite3.capi;
      const ptr = this.#serial.db.pointer;
      if (ptr === undefined) throw new Error('The database is closed.');
      return {
        rows,
        numAffectedRows: BigInt(capi.sqlite3_changes(ptr)),
        insertId: BigInt(capi.sqlite3_last_insert_rowid(ptr)),
      };
    });
  }

  // eslint-disable-next-line require-yield -- streaming is not needed on one local connection; fail loudly.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported by the sqlite-wasm dialect');
  }
}

// SQLite cannot bind a Date or a boolean: dates are ISO-8601 text and booleans 0/1 (docs/architecture.md, Data).
function toBindable(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot bind a value of type ${typeof value} to SQLite`);
}
