import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';

// A first sync into an empty database builds the sync tables' secondary indexes once, after their rows, instead of
// inserting every row into every index as it comes: CREATE INDEX sorts a table once, where 273k rows inserted in key
// order scatter into ~50 indexes in random order. Measured on the large fleet, same plan, one process: WebAssembly
// 2.0-2.2 s -> 1.66 s, native 1.6 s -> 1.3-1.36 s. Unique indexes stay (the upserts' conflict targets and the
// guarantees they give), and every index dropped is made again in the same transaction before it commits, so no
// commit (and no interruption, which rolls back) ever leaves the schema without them.

/** Something that runs SQL (the worker's oo1 database, or node:sqlite in the benchmark's native reference). */
export interface SqlRunner {
  exec(sql: string): void;
  /** Rows of a query, as arrays of column values. */
  rows(sql: string): unknown[][];
}

const SYNC_TABLES = SYNC_LIST_NAMES.map((list) => `'${list}'`).join(', ');

/** The sync tables' non-unique indexes, as made by the migrations (name and CREATE statement). */
export function deferrableIndexes(db: SqlRunner): { name: string; sql: string }[] {
  return db
    .rows(
      `SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ` +
        `AND tbl_name IN (${SYNC_TABLES}) AND sql NOT LIKE 'CREATE UNIQUE %' ORDER BY name`,
    )
    .map(([name, sql]) => ({ name: String(name), sql: String(sql) }));
}

/** Drops the indexes inside the open transaction; returns the statements that make them again. */
export function dropIndexes(db: SqlRunner): string[] {
  const indexes = deferrableIndexes(db);
  for (const { name } of indexes) db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
  return indexes.map((index) => index.sql);
}

/** Makes the dropped indexes again, in the same transaction, before it commits. */
export function restoreIndexes(db: SqlRunner, statements: readonly string[]): void {
  for (const sql of statements) db.exec(sql);
}
