import * as v from 'valibot';
import { SyncItemsSchema, type SyncResponse } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { BulkWrite, SerialDb } from '../../db/serial-db.ts';
import { toBulkJournal, toEverydayJournal } from '../../db/journal-mode.ts';
import type { Oo1Db } from '../../db/sqlite-types.ts';
import { dropIndexes, restoreIndexes, type SqlRunner } from './deferred-indexes.ts';
import type { QuarantinedRow } from './answer-reader.ts';
import { JsonStatements, type JsonText } from './json-statements.ts';
import { PIECE_ROWS, groupChunks, planChunks, type Chunk } from './pull-plan.ts';
import { NEVER_SWEPT, PULLED_KEYS, PULLED_KEYS_TABLE, PULL_STATEMENTS } from './pull-statements.ts';

export interface ApplyOptions {
  /** Rows per transaction: small enough that the UI's reads get the connection between chunks. */
  readonly chunkRows?: number;
  /** Called after each committed transaction with the rows applied so far and the total, when known. */
  readonly onProgress?: (applied: number, total: number) => void;
  /**
   * A full sync to a device that may hold rows the server no longer lists: also remove them (NEVER_SWEPT lists and
   * rows with local changes excepted). Not needed on a first sync into an empty database.
   */
  readonly sweep?: boolean;
  /**
   * A first sync into an empty database: its first transaction builds the sync tables' secondary indexes after the
   * rows instead of row by row (deferred-indexes.ts).
   */
  readonly deferIndexes?: boolean;
  /**
   * A pull after the first sync: a row identical to the stored one is left unwritten, and a list none of whose rows
   * changed is not reported as changed (the pull's echo of the device's own readings, decision 0089).
   */
  readonly skipsUnchanged?: boolean;
}

export interface ApplyResult {
  /** Rows received (upserted or skipped because of local changes). */
  readonly rows: number;
  /** Rows actually deleted. */
  readonly deleted: number;
  /** Transactions committed. */
  readonly chunks: number;
  /** Rows set aside because this device could not read them (syncQuarantine), this pull. */
  readonly quarantined: number;
}

/**
 * Page cache during a large pull, in KiB (the default is 2 MiB), and rows per transaction. Measured on OPFS: random
 * inserts into many indexes rewrite most index pages at every commit, so 150k rows cost ~18 s in 25k-row
 * transactions with the default cache and ~4 s in one transaction with a large one. Chunks of 40k rows with a 128 MiB
 * cache keep most of that gain while the UI still gets the connection between chunks.
 */
export const BULK_CACHE_KB = 128 * 1024;
export const DEFAULT_CHUNK_ROWS = 40_000;
/**
 * A first sync into an empty database is one transaction (unless the network makes the worker wait): every page is
 * then written once, new, with nothing to journal, where 40k-row transactions rewrote the indexes' pages (and their
 * journal) at every commit. Measured on OPFS, large fleet, same load: apply 20.1 and 24.8 s against 33.5 and 46.3 s.
 * There is nothing for the UI to read meanwhile, and progress is reported as rows are written, not only at commits.
 */
export const EMPTY_DB_CHUNK_ROWS = Number.POSITIVE_INFINITY;
const PROGRESS_EVERY_MS = 250;

/** The open transaction: the connection's release, the rows it holds, and its bulk write (no per-row hook). */
interface OpenTransaction {
  readonly release: () => void;
  rows: number;
  readonly bulk: BulkWrite;
  /** The tables it wrote, for the readers told when it commits; undefined once it swept (every list). */
  tables: Set<string> | undefined;
}

/**
 * Applies a sync answer as it arrives. Each batch of upserts runs as soon as it is received, inside a transaction
 * that is committed once it holds chunkRows rows, or as soon as the answer makes the worker wait (`idle()`), so the UI
 * never waits for the network to read the database; no batch's text is kept after it ran. Deletions, the sweep and the
 * cursor wait for the end (deletions after every upsert, whatever order the answer had), and the cursor is stored in
 * the same transaction as the last of them. An interruption rolls back the open transaction and leaves the old
 * cursor, so the same pull is simply repeated; every statement is an idempotent upsert or delete.
 */
export class PullApplier {
  readonly #serial: SerialDb;
  readonly #chunkRows: number;
  readonly #sweep: boolean;
  readonly #skipsUnchanged: boolean;
  readonly #onProgress: ((applied: number, total: number) => void) | undefined;
  #total: number | undefined;
  readonly #deletes: Chunk[] = [];
  #open: OpenTransaction | undefined;
  #applied = 0;
  #reported = -1;
  #reportedAt = Number.NEGATIVE_INFINITY;
  #rows = 0;
  #deleted = 0;
  #transactions = 0;
  #previousCacheSize: number | undefined;
  #keysTable = false;
  /** A large pull writes through the rollback journal (decision 0118); the log again once it closes. */
  #bulkJournal = false;
  #quarantined = 0;
  /** Whether syncQuarantine held rows when the pull began: a readable copy of one then replaces it. */
  #clearsQuarantine: boolean | undefined;
  /** The pull's prepared statements, finalized when it closes. */
  #prepared: JsonStatements | undefined;
  /** Indexes dropped in the open transaction, made again before it commits; deferring is done once, if at all. */
  #deferIndexes: boolean;
  #droppedIndexes: string[] | undefined;

  constructor(serial: SerialDb, options: ApplyOptions & { total?: number | undefined } = {}) {
    this.#serial = serial;
    this.#chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
    this.#sweep = options.sweep === true;
    this.#skipsUnchanged = options.skipsUnchanged === true;
    this.#onProgress = options.onProgress;
    this.#total = options.total;
    this.#deferIndexes = options.deferIndexes === true;
  }

  /** The rows the whole answer holds (progress is reported once it is known). */
  set total(rows: number | undefined) {
    this.#total = rows;
  }

  /** Rows of one list, as a validated JSON array: written now, committed with the others of its transaction. */
  async upsert(list: SyncListName, json: JsonText, rows: number): Promise<void> {
    if (rows === 0) return;
    const large = this.#total !== undefined && this.#total > Math.min(this.#chunkRows, DEFAULT_CHUNK_ROWS);
    const open = this.#open ?? (await this.#begin(large));
    const statements = this.#statements();
    const written = this.#skipsUnchanged
      ? statements.run(statementsOf(list).upsertChanged, json)
      : statements.run(chunkStatement({ list, kind: 'upsert' }), json);
    if (this.#sweep) statements.run(statementsOf(list).track, json);
    this.#clearsQuarantine ??=
      this.#serial.db.selectValue('SELECT EXISTS (SELECT 1 FROM syncQuarantine)') === 1;
    if (this.#clearsQuarantine) statements.run(clearQuarantineStatement(list), json);
    if (!this.#skipsUnchanged || written > 0) open.tables?.add(list);
    if (this.#clearsQuarantine) open.tables?.add('syncQuarantine');
    open.rows += rows;
    this.#rows += rows;
    if (open.rows >= this.#chunkRows) await this.#commit();
    else this.#report(this.#applied + open.rows, false);
  }

  /**
   * Rows of one list this device could not read: kept aside with their reason (replacing an older copy), in the open
   * transaction, so the rest of the answer applies (docs/decisions/0022).
   */
  async quarantine(list: SyncListName, rows: readonly QuarantinedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const open = this.#open ?? (await this.#begin(false));
    open.tables?.add('syncQuarantine');
    const db = this.#serial.db;
    const receivedAt = new Date().toISOString();
    for (const row of rows) {
      db.exec({
        sql: 'INSERT OR REPLACE INTO syncQuarantine (list, rowKey, reason, row, receivedAt) VALUES (?, ?, ?, ?, ?)',
        bind: [list, row.rowKey, row.reason.slice(0, 2000), row.row, receivedAt],
      });
    }
    this.#quarantined += rows.length;
  }

  /**
   * Tries the rows set aside by earlier pulls again: those this app now reads are applied and leave the quarantine
   * (a newer app, or a fix of the schema), the others stay.
   */
  async retryQuarantined(): Promise<void> {
    if (!this.#open) await this.#begin(false);
    const stored = this.#serial.db.selectObjects('SELECT list, rowKey, row FROM syncQuarantine') as {
      list: string;
      rowKey: string;
      row: string;
    }[];
    for (const list of SYNC_LIST_NAMES) {
      const readable = stored.filter((entry) => entry.list === list && isReadable(list, entry.row));
      if (readable.length === 0) continue;
      // Out of the quarantine first, in the open transaction: the upsert may commit it.
      this.#open?.tables?.add('syncQuarantine');
      this.#serial.db.exec({
        sql: 'DELETE FROM syncQuarantine WHERE list = ? AND rowKey IN (SELECT value FROM json_each(?))',
        bind: [list, JSON.stringify(readable.map((entry) => entry.rowKey))],
      });
      await this.upsert(list, `[${readable.map((entry) => entry.row).join(',')}]`, readable.length);
      if (!this.#open) await this.#begin(false);
    }
  }

  /** Keys of one list deleted on the server: applied at the end. */
  delete(list: SyncListName, json: JsonText, rows: number): void {
    if (rows > 0) this.#deletes.push({ list, kind: 'delete', json, rows });
  }

  /** The answer keeps the worker waiting: commit what is open, so the UI gets the connection meanwhile. */
  async idle(): Promise<void> {
    if (this.#open) await this.#commit();
  }

  /** Applies the deletions, sweeps a full sync if asked, and stores the cursor with the last transaction. */
  async finish(cursor: { serverTimeUtc: string; isFullSync: boolean }): Promise<ApplyResult> {
    const groups = groupChunks(this.#deletes, this.#chunkRows);
    for (const [index, chunks] of groups.entries()) {
      const open = this.#open ?? (await this.#begin(false));
      const db = this.#serial.db;
      for (const chunk of chunks) {
        this.#deleted += this.#statements().run(chunkStatement(chunk), chunk.json);
        open.tables?.add(chunk.list);
        open.rows += chunk.rows;
      }
      if (index === groups.length - 1) {
        if (this.#sweep && cursor.isFullSync) {
          this.#deleted += sweepAll(db);
          open.tables = undefined;
        }
        storeCursor(db, cursor);
        open.tables?.add('syncState');
      }
      await this.#commit();
    }
    return {
      rows: this.#rows,
      deleted: this.#deleted,
      chunks: this.#transactions,
      quarantined: this.#quarantined,
    };
  }

  /**
   * Rolls back a transaction left open (the pull failed) and puts the connection back as it was: page cache, the
   * sweep's key list. Called whether the pull finished or not.
   */
  async close(): Promise<void> {
    this.#rollBack();
    if (this.#serial.closed) return;
    const cache = this.#previousCacheSize;
    const keys = this.#keysTable;
    const bulkJournal = this.#bulkJournal;
    if (cache === undefined && !keys && !bulkJournal) return;
    await this.#serial.use((db) => {
      if (cache !== undefined) db.exec(`PRAGMA cache_size = ${cache}`);
      if (keys) db.exec(`DROP TABLE IF EXISTS temp.${PULLED_KEYS}`);
      if (bulkJournal) toEverydayJournal(db);
    });
    this.#previousCacheSize = undefined;
    this.#keysTable = false;
    this.#bulkJournal = false;
  }

  /**
   * Rolls back the open transaction, finalizes the pull's statements and gives the connection back. Also what the
   * connection's close calls while this pull holds it (the page went into the back-forward cache, or another tab took
   * the data over), most likely while the answer keeps the pull waiting: the close need not wait for the network. The
   * pull then fails at its next write ("The database is closed.") and is repeated from the same cursor, as after any
   * interruption.
   */
  #rollBack(): void {
    const open = this.#open;
    this.#open = undefined;
    // Finalized before the connection closes: a statement left open would keep the file open after it.
    if (!this.#serial.closed) this.#prepared?.finalize();
    this.#prepared = undefined;
    // Rolled back with the transaction that dropped them: the indexes are there again.
    this.#droppedIndexes = undefined;
    if (!open) return;
    try {
      if (!this.#serial.closed && !this.#serial.inAutocommit()) this.#serial.db.exec('ROLLBACK');
    } finally {
      open.bulk.end(false);
      open.release();
    }
  }

  #statements(): JsonStatements {
    this.#prepared ??= new JsonStatements(this.#serial.sqlite3, this.#serial.db);
    return this.#prepared;
  }

  /** Takes the connection and opens a transaction; a large pull gets a bigger page cache first. */
  async #begin(large: boolean): Promise<OpenTransaction> {
    const release = await this.#serial.acquire(() => this.#rollBack());
    let bulk: BulkWrite | undefined;
    try {
      const db = this.#serial.db;
      // More than a transaction's worth (known from the total, or a second transaction): a large pull.
      if (this.#previousCacheSize === undefined && (large || this.#transactions > 0)) {
        this.#previousCacheSize = Number(db.selectValue('PRAGMA cache_size'));
        db.exec(`PRAGMA cache_size = -${BULK_CACHE_KB}`);
        this.#bulkJournal = toBulkJournal(db);
      }
      if (this.#sweep && !this.#keysTable) {
        db.exec(`${PULLED_KEYS_TABLE}; DELETE FROM temp.${PULLED_KEYS}`);
        this.#keysTable = true;
      }
      db.exec('BEGIN IMMEDIATE');
      bulk = this.#serial.beginBulkWrite();
      if (this.#deferIndexes) {
        this.#deferIndexes = false;
        this.#droppedIndexes = dropIndexes(sqlRunner(db));
      }
    } catch (error) {
      if (!this.#serial.inAutocommit()) this.#serial.db.exec('ROLLBACK');
      this.#droppedIndexes = undefined;
      bulk?.end(false);
      release();
      throw error;
    }
    this.#open = { release, rows: 0, bulk, tables: new Set() };
    return this.#open;
  }

  async #commit(): Promise<void> {
    const open = this.#open;
    if (!open) return;
    const dropped = this.#droppedIndexes;
    if (dropped) restoreIndexes(sqlRunner(this.#serial.db), dropped);
    this.#droppedIndexes = undefined;
    this.#serial.db.exec('COMMIT');
    this.#open = undefined;
    open.bulk.end(true, open.tables);
    open.release();
    this.#transactions++;
    this.#applied += open.rows;
    this.#report(this.#applied, true);
  }

  /**
   * Progress: rows written so far, in the open transaction or committed. Within a transaction at most every
   * PROGRESS_EVERY_MS (each report re-renders the UI's progress), at every commit always.
   */
  #report(applied: number, committed: boolean): void {
    if (this.#total === undefined || applied === this.#reported) return;
    const now = performance.now();
    if (!committed && now - this.#reportedAt < PROGRESS_EVERY_MS) return;
    this.#reported = applied;
    this.#reportedAt = now;
    this.#onProgress?.(Math.min(applied, this.#total), this.#total);
  }
}

/**
 * Applies a whole sync response held in memory (tests, tools): the same applier and transactions as a streamed pull,
 * fed with pieces of PIECE_ROWS rows.
 */
export async function applySyncResponse(
  serial: SerialDb,
  response: SyncResponse,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
  const total =
    SYNC_LIST_NAMES.reduce((n, list) => n + response.syncItems[list].length, 0) +
    SYNC_LIST_NAMES.reduce((n, list) => n + (response.deleted?.[list]?.length ?? 0), 0);
  const applier = new PullApplier(serial, { ...options, total });
  try {
    for (const chunk of planChunks(response.syncItems, response.deleted, Math.min(chunkRows, PIECE_ROWS))) {
      if (chunk.kind === 'upsert') await applier.upsert(chunk.list, chunk.json, chunk.rows);
      else applier.delete(chunk.list, chunk.json, chunk.rows);
    }
    return await applier.finish(response);
  } finally {
    // A failed statement left the transaction open: roll it back.
    await applier.close();
  }
}

/** The worker's database as deferred-indexes.ts runs SQL. */
function sqlRunner(db: Oo1Db): SqlRunner {
  return { exec: (sql) => void db.exec(sql), rows: (sql) => db.selectArrays(sql) as unknown[][] };
}

function statementsOf(list: SyncListName) {
  const statements = PULL_STATEMENTS.get(list);
  if (!statements) throw new Error(`No statements for sync list ${list}`);
  return statements;
}

/** Removes the quarantined copies of rows that arrived readable (same list, same key as rowKeyOf gives). */
function clearQuarantineStatement(list: SyncListName): string {
  return `DELETE FROM syncQuarantine WHERE list = '${list}' AND rowKey IN (
    SELECT coalesce(json_extract(value, '$.externalId'), CAST(json_extract(value, '$.id') AS TEXT)) FROM json_each(?))`;
}

function isReadable(list: SyncListName, row: string): boolean {
  try {
    return v.is(SyncItemsSchema.entries[list].item, JSON.parse(row));
  } catch {
    return false;
  }
}

export function chunkStatement(chunk: Pick<Chunk, 'list' | 'kind'>): string {
  return statementsOf(chunk.list)[chunk.kind];
}

/** Every swept list loses the rows whose keys this pull did not send (pull-statements.ts). */
function sweepAll(db: Oo1Db): number {
  let deleted = 0;
  for (const list of SYNC_LIST_NAMES) {
    if (NEVER_SWEPT.has(list)) continue;
    db.exec(statementsOf(list).sweep);
    deleted += db.changes();
  }
  return deleted;
}

function storeCursor(db: Oo1Db, response: { serverTimeUtc: string; isFullSync: boolean }): void {
  const now = new Date().toISOString();
  db.exec({
    sql: `UPDATE syncState SET lastSyncDate = ?, lastPullAt = ?, lastError = NULL,
          lastFullSyncAt = CASE WHEN ? THEN ? ELSE lastFullSyncAt END WHERE id = 1`,
    bind: [response.serverTimeUtc, now, response.isFullSync ? 1 : 0, now],
  });
}
