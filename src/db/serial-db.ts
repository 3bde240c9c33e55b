import { AsyncMutex } from './async-mutex.ts';
import type { Oo1Db, Sqlite3 } from './sqlite-types.ts';
import { StatementCache, type Stmt } from './statement-cache.ts';

type UpdateHook = Parameters<Sqlite3['capi']['sqlite3_update_hook']>[1];
const NO_HOOK = 0 as unknown as UpdateHook;

export type ChangeListener = (tables: readonly string[], rows: ChangedRows) => void;

/**
 * The rows a committed write changed in the tables some listener watches (`watchRows`), by rowid. A watched table
 * that changed but is missing here changed in ways not counted row by row (a bulk write, too many rows).
 */
export type ChangedRows = ReadonlyMap<
  string,
  { readonly rowids: readonly number[]; readonly deleted: boolean }
>;

/** Past this many rows of one table in one write, its rows are not listed (the write is a bulk one in all but name). */
const MAX_ROWS_LISTED = 500;

/** Statements kept prepared (`withStatement`): a screen's reads and a save's queries are a few dozen texts. */
const STATEMENTS_KEPT = 200;

/** A value read from the database and the tables SQLite says the statements that produced it read. */
export interface TablesRead<T> {
  readonly value: T;
  readonly tables: readonly string[];
}

/**
 * The single owner of an open sqlite-wasm connection. Every user (Kysely, bulk loaders, the SQL console) goes
 * through `use`, which serialises access; when a use ends outside a transaction, the tables changed by committed
 * writes are published to listeners, so the UI can invalidate exactly the queries that read them. Which tables a
 * read touches is SQLite's own knowledge: its authorizer is told of every table a statement reads when the statement
 * is prepared (views resolved to their tables), and `recordReads` collects them.
 */
/** A bulk write's end: committed or not, and the tables it wrote (every table when it cannot say). */
export interface BulkWrite {
  end(committed: boolean, tables?: Iterable<string>): void;
}

/** Who holds the connection, and how to interrupt it when the connection closes (only a pull says how). */
interface Holder {
  readonly onClose: (() => void) | undefined;
}

export class SerialDb {
  readonly sqlite3: Sqlite3;
  readonly db: Oo1Db;
  readonly #mutex = new AsyncMutex();
  readonly #changed = new Set<string>();
  readonly #watched = new Set<string>();
  /** Rows changed in watched tables since the last flush; null once they can no longer be listed. */
  readonly #changedRows = new Map<string, { rowids: Set<number>; deleted: boolean } | null>();
  readonly #listeners = new Set<ChangeListener>();
  readonly #recorders = new Set<Set<string>>();
  readonly #statements = new StatementCache(STATEMENTS_KEPT);
  #closed = false;
  #holder: Holder | undefined;

  constructor(sqlite3: Sqlite3, db: Oo1Db) {
    this.sqlite3 = sqlite3;
    this.db = db;
    const ptr = this.#pointer();
    this.#hookRows(true);
    const read = sqlite3.capi.SQLITE_READ;
    // Called at prepare time for each column read (with '' for a table read without columns, as in count(*)).
    sqlite3.capi.sqlite3_set_authorizer(
      ptr,
      (_ctx, action, table) => {
        if (action === read && table && this.#recorders.size > 0) {
          for (const tables of this.#recorders) tables.add(table);
        }
        return 0;
      },
      0,
    );
    // A rolled-back transaction changed nothing that readers could see.
    sqlite3.capi.sqlite3_rollback_hook(
      ptr,
      () => {
        this.#changed.clear();
        this.#changedRows.clear();
        return 0;
      },
      0,
    );
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Runs fn with exclusive use of the connection. */
  async use<T>(fn: (db: Oo1Db) => Promise<T> | T): Promise<T> {
    const release = await this.#mutex.acquire();
    const holder: Holder = { onClose: undefined };
    this.#holder = holder;
    this.#watchAcrossTask(holder);
    try {
      if (this.#closed) throw new Error('The database is closed.');
      return await fn(this.db);
    } finally {
      if (this.#holder === holder) this.#holder = undefined;
      this.#flushIfIdle();
      release();
    }
  }

  /**
   * Acquire without running: Kysely's driver holds the connection across awaits for a transaction. A holder that may
   * wait for something slower than the database (a pull waiting for the network) passes `onClose`: `close` then calls
   * it at once, and it must roll back and release there and then, so that a closing page is not held up by the
   * network (Safari freezes a page in its back-forward cache a moment after it hides it, lock and all). Release
   * functions may be called more than once.
   */
  async acquire(onClose?: () => void): Promise<() => void> {
    const release = await this.#mutex.acquire();
    if (this.#closed) {
      release();
      throw new Error('The database is closed.');
    }
    const holder = { onClose };
    this.#holder = holder;
    if (onClose === undefined) this.#watchAcrossTask(holder);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.#holder === holder) this.#holder = undefined;
      this.#flushIfIdle();
      release();
    };
  }

  /** Runs fn inside BEGIN IMMEDIATE … COMMIT, rolling back on any error. */
  transaction<T>(fn: (db: Oo1Db) => Promise<T> | T): Promise<T> {
    return this.use(async (db) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(db);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (!this.inAutocommit()) db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  /**
   * Runs fn and returns what it resolved with and the tables read by every statement prepared or run from the kept
   * ones (`withStatement`) meanwhile. Another caller's statements run while fn waits for the connection are counted
   * too: a read may list a table too many, never one too few.
   */
  async recordReads<T>(fn: () => Promise<T>): Promise<TablesRead<T>> {
    const tables = new Set<string>();
    this.#recorders.add(tables);
    try {
      const value = await fn();
      return { value, tables: [...tables].sort() };
    } finally {
      this.#recorders.delete(tables);
    }
  }

  /**
   * Counts `tables` as read by every read being recorded now: a read that answers from something remembered (the
   * judgement's facts, decision 0060) still lists the tables they came from, so a write to one refreshes it.
   */
  noteReads(tables: readonly string[]): void {
    for (const recorder of this.#recorders) for (const table of tables) recorder.add(table);
  }

  /**
   * Runs `run` with the statement for `sql`, prepared the first time and kept (decision 0105), then reset with its
   * bindings cleared. The holder of the connection calls it, in one synchronous turn: a kept statement is never in two
   * uses at once. Each run counts the tables it read when it was prepared as read by the reads being recorded.
   */
  withStatement<T>(sql: string, run: (stmt: Stmt) => T): T {
    const kept = this.#statements.take(sql, (text) => {
      const tables = new Set<string>();
      this.#recorders.add(tables);
      try {
        return { stmt: this.db.prepare(text), tables: [...tables] };
      } finally {
        this.#recorders.delete(tables);
      }
    });
    this.noteReads(kept.tables);
    try {
      return run(kept.stmt);
    } finally {
      // A step that failed has said why already; resetting it again would only repeat the error.
      kept.stmt.resetNoThrow(true);
    }
  }

  /** Committed writes list the rows they changed in `table` to listeners (decision 0067). */
  watchRows(table: string): void {
    this.#watched.add(table);
  }

  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  inAutocommit(): boolean {
    return this.sqlite3.capi.sqlite3_get_autocommit(this.#pointer()) !== 0;
  }

  /**
   * Closes the connection once every queued user is done; a holder that said how to be interrupted (`acquire`) is
   * told first, so only the users queued behind it (a save the page sent as it hid) run before the close.
   */
  close(): Promise<void> {
    const interrupt = this.#holder?.onClose;
    this.#holder = undefined;
    interrupt?.();
    return this.#mutex.run(() => {
      if (this.#closed) return;
      this.#closed = true;
      this.#statements.clear();
      this.db.close();
    });
  }

  /**
   * Starts a bulk write (a pull): the change hook is off until `end`, and every table counts as changed if the
   * transaction commits. The hook is a JavaScript call per row written, with two C strings and a BigInt converted each
   * time: ~0.2 s of a 273k-row first sync in a CPU profile, for a list of tables a pull changes nearly all
   * of anyway. Readers are told when the bulk write's transaction commits, as before: of the tables the writer says
   * it wrote, so that an idle minute's empty pull does not make every screen read everything again.
   */
  beginBulkWrite(): BulkWrite {
    this.#hookRows(false);
    let ended = false;
    return {
      end: (committed, tables) => {
        if (ended || this.#closed) return;
        ended = true;
        this.#hookRows(true);
        if (!committed) return;
        for (const table of tables ?? this.#tables()) {
          this.#changed.add(table);
          // Its rows were not counted while the hook was off.
          if (this.#watched.has(table)) this.#changedRows.set(table, null);
        }
      },
    };
  }

  /**
   * Set by the unit tests: told of a transaction still open, after the current task ended, by a holder that `close`
   * cannot interrupt. Only the database's own work may happen inside a transaction: one that waited for a module to
   * load kept saves waiting for the network, and the database held by a page frozen in Safari's back-forward cache.
   */
  static onTransactionAcrossTask: ((message: string) => void) | undefined;

  #watchAcrossTask(holder: Holder): void {
    const report = SerialDb.onTransactionAcrossTask;
    if (report === undefined) return;
    // Asked before the stack unwinds: where the connection was taken.
    const where = new Error('taken here').stack ?? '';
    setTimeout(() => {
      if (this.#holder === holder && !this.#closed && !this.inAutocommit())
        report(`A transaction stayed open across a task, holding the connection. ${where}`);
    }, 0);
  }

  #hookRows(on: boolean): void {
    const ptr = this.#pointer();
    if (on)
      this.sqlite3.capi.sqlite3_update_hook(
        ptr,
        (_ctx, op, _dbName, table, rowid) => {
          this.#changed.add(table);
          if (this.#watched.has(table)) this.#countRow(table, op, rowid);
        },
        0,
      );
    // A null function pointer removes the hook (the wrapper passes a number through as a pointer; its type says only
    // functions).
    else this.sqlite3.capi.sqlite3_update_hook(ptr, NO_HOOK, 0);
  }

  #countRow(table: string, op: number, rowid: bigint | number): void {
    const rows = this.#changedRows.get(table);
    if (rows === null) return;
    const counted = rows ?? { rowids: new Set<number>(), deleted: false };
    counted.rowids.add(Number(rowid));
    if (op === this.sqlite3.capi.SQLITE_DELETE) counted.deleted = true;
    this.#changedRows.set(table, counted.rowids.size > MAX_ROWS_LISTED ? null : counted);
  }

  /** The tables of the database (what a bulk write may have changed). */
  #tables(): string[] {
    return this.db
      .selectValues("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .map(String);
  }

  #pointer() {
    const ptr = this.db.pointer;
    if (ptr === undefined) throw new Error('The database is closed.');
    return ptr;
  }

  #flushIfIdle(): void {
    if (this.#changed.size === 0 || this.#closed || !this.inAutocommit()) return;
    const tables = [...this.#changed].sort();
    const rows = new Map<string, { rowids: number[]; deleted: boolean }>();
    for (const [table, counted] of this.#changedRows)
      if (counted !== null) rows.set(table, { rowids: [...counted.rowids], deleted: counted.deleted });
    this.#changed.clear();
    this.#changedRows.clear();
    for (const listener of this.#listeners) listener(tables, rows);
  }
}
