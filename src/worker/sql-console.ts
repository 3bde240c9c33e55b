import type { SerialDb } from '../db/serial-db.ts';
import type { Oo1Db, Sqlite3 } from '../db/sqlite-types.ts';
import { isTransactionControl, splitStatements } from './sql-statements.ts';

export type SqlCell = string | number | bigint | null | { readonly blobBytes: number };

export interface SqlRunRequest {
  readonly sql: string;
  /** Off by default: the console is read-only until the developer turns writes on. */
  readonly allowWrites: boolean;
  readonly pageSize?: number;
}

export interface SqlPage {
  readonly resultId: number;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly SqlCell[])[];
  readonly offset: number;
  /** Rows the last statement produced; rows past KEPT_ROWS are counted but not kept for paging. */
  readonly totalRows: number;
  readonly keptRows: number;
}

export type SqlRunResult =
  | (SqlPage & {
      readonly ok: true;
      readonly statements: number;
      readonly changes: number;
      readonly wrote: boolean;
      readonly elapsedMs: number;
    })
  | { readonly ok: false; readonly error: string; readonly statement?: string; readonly elapsedMs: number };

const KEPT_ROWS = 50_000;
const DEFAULT_PAGE = 100;

interface KeptResult {
  columns: string[];
  rows: SqlCell[][];
  totalRows: number;
}

/** The developer SQL console: runs text against the live DB, read-only unless writes are allowed. */
export class SqlConsole {
  readonly #serial: SerialDb;
  #last: { id: number; result: KeptResult } | undefined;
  #nextId = 1;

  constructor(serial: SerialDb) {
    this.#serial = serial;
  }

  run(request: SqlRunRequest): Promise<SqlRunResult> {
    return this.#serial.use((db) => {
      const started = performance.now();
      const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
      const sqlite3 = this.#serial.sqlite3;
      const statements = splitStatements(sqlite3, request.sql);
      if (statements.length === 0)
        return { ok: false, error: 'Nothing to run: the SQL is empty.', elapsedMs: 0 };
      const blocked = statements.find(isTransactionControl);
      if (blocked !== undefined) {
        return {
          ok: false,
          error:
            'Transaction statements are not allowed here: the console runs writes in a transaction itself.',
          statement: blocked,
          elapsedMs: 0,
        };
      }
      const outcome = request.allowWrites
        ? runInTransaction(sqlite3, db, statements)
        : runReadOnly(sqlite3, db, statements);
      if (!outcome.ok) return { ...outcome, elapsedMs: elapsed() };
      const id = this.#nextId++;
      this.#last = { id, result: outcome.result };
      return {
        ok: true,
        statements: statements.length,
        changes: outcome.changes,
        wrote: outcome.changes > 0,
        elapsedMs: elapsed(),
        ...pageOf(id, outcome.result, 0, request.pageSize ?? DEFAULT_PAGE),
      };
    });
  }

  /** Another page of the last result, from memory: paging never re-runs a statement. */
  page(resultId: number, offset: number, pageSize = DEFAULT_PAGE): SqlPage | undefined {
    if (!this.#last || this.#last.id !== resultId) return undefined;
    return pageOf(resultId, this.#last.result, offset, pageSize);
  }
}

function pageOf(resultId: number, result: KeptResult, offset: number, pageSize: number): SqlPage {
  const start = Math.max(0, Math.min(offset, result.rows.length));
  return {
    resultId,
    columns: result.columns,
    rows: result.rows.slice(start, start + pageSize),
    offset: start,
    totalRows: result.totalRows,
    keptRows: result.rows.length,
  };
}

type Outcome =
  { ok: true; result: KeptResult; changes: number } | { ok: false; error: string; statement?: string };

function runReadOnly(sqlite3: Sqlite3, db: Oo1Db, statements: string[]): Outcome {
  // query_only backs up the per-statement check: nothing in this mode can change the file.
  db.exec('PRAGMA query_only = 1');
  try {
    return runAll(sqlite3, db, statements, false);
  } finally {
    db.exec('PRAGMA query_only = 0');
  }
}

function runInTransaction(sqlite3: Sqlite3, db: Oo1Db, statements: string[]): Outcome {
  db.exec('BEGIN IMMEDIATE');
  const outcome = runAll(sqlite3, db, statements, true);
  if (outcome.ok) {
    db.exec('COMMIT');
    return outcome;
  }
  if (!sqlite3.capi.sqlite3_get_autocommit(db.pointer ?? 0)) db.exec('ROLLBACK');
  return { ...outcome, error: `${outcome.error} (nothing was changed: the transaction was rolled back)` };
}

function runAll(sqlite3: Sqlite3, db: Oo1Db, statements: string[], allowWrites: boolean): Outcome {
  let result: KeptResult = { columns: [], rows: [], totalRows: 0 };
  let changes = 0;
  for (const text of statements) {
    let stmt;
    try {
      stmt = db.prepare(text);
    } catch (error) {
      return { ok: false, error: cleanMessage(error), statement: text };
    }
    try {
      if (!allowWrites && !sqlite3.capi.sqlite3_stmt_readonly(stmt.pointer ?? 0)) {
        return {
          ok: false,
          error:
            'This statement writes to the database. Turn on "Allow writes" to run it (inside a transaction).',
          statement: text,
        };
      }
      const before = sqlite3.capi.sqlite3_total_changes(db.pointer ?? 0);
      const columns = stmt.columnCount > 0 ? stmt.getColumnNames() : [];
      const rows: SqlCell[][] = [];
      let total = 0;
      while (stmt.step()) {
        total++;
        if (rows.length < KEPT_ROWS) rows.push(readRow(stmt.get([])));
      }
      changes += sqlite3.capi.sqlite3_total_changes(db.pointer ?? 0) - before;
      if (columns.length > 0) result = { columns, rows, totalRows: total };
    } catch (error) {
      return { ok: false, error: cleanMessage(error), statement: text };
    } finally {
      stmt.finalize();
    }
  }
  return { ok: true, result, changes };
}

function readRow(values: unknown[]): SqlCell[] {
  return values.map((value) => {
    if (value instanceof Uint8Array) return { blobBytes: value.byteLength };
    if (
      value === null ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'bigint'
    ) {
      return value;
    }
    return String(value);
  });
}

// sqlite-wasm prefixes messages with the result code name; developers want SQLite's words.
function cleanMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^SQLITE_[A-Z_]+:\s*(sqlite3 result code \d+:\s*)?/, '');
}
