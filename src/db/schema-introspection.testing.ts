import type { Oo1Db } from './sqlite-types.ts';

// ---- Helpers over the live schema ----

export interface IndexInfo {
  name: string;
  unique: boolean;
  partial: boolean;
  columns: string[];
}

export function indexesOf(db: Oo1Db, table: string): IndexInfo[] {
  return db.selectObjects(`SELECT name, "unique", partial FROM pragma_index_list(?)`, [table]).map((row) => ({
    name: String(row.name),
    unique: row.unique === 1,
    partial: row.partial === 1,
    columns: db
      .selectValues(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`, [String(row.name)])
      .map(String),
  }));
}

export interface ColumnInfo {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  pk: boolean;
}

export function columnsOf(db: Oo1Db, table: string): ColumnInfo[] {
  return db
    .selectObjects(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)`, [table])
    .map((row) => ({
      name: String(row.name),
      type: String(row.type),
      notNull: row.notnull === 1,
      hasDefault: row.dflt_value !== null,
      pk: row.pk === 1,
    }));
}

/** Lookups by this column can use an index: it is the rowid (INTEGER PRIMARY KEY) or leads some index. */
export function isIndexed(db: Oo1Db, table: string, column: string): boolean {
  const rowid = columnsOf(db, table).some((c) => c.pk && c.type === 'INTEGER' && c.name === column);
  return rowid || indexesOf(db, table).some((index) => index.columns[0] === column);
}

export function planOf(db: Oo1Db, sql: string): string {
  return db
    .selectObjects(`EXPLAIN QUERY PLAN ${sql}`)
    .map((row) => String(row.detail))
    .join(' | ');
}

export function schemaSnapshot(db: Oo1Db): string[] {
  return db
    .selectValues(`SELECT type || ' ' || name || ': ' || ifnull(sql, '') FROM sqlite_schema ORDER BY name`)
    .map(String);
}

// ---- The shell spec's "Local database" table (§3), field by field ----
