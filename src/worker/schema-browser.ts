import type { SerialDb } from '../db/serial-db.ts';

export interface ColumnInfo {
  readonly name: string;
  readonly type: string;
  readonly notNull: boolean;
  readonly primaryKey: boolean;
  readonly defaultValue: string | null;
}

export interface IndexInfo {
  readonly name: string;
  readonly unique: boolean;
  readonly columns: readonly string[];
}

export interface TableInfo {
  readonly name: string;
  readonly rowCount: number;
  readonly columns: readonly ColumnInfo[];
  readonly indexes: readonly IndexInfo[];
}

/** Tables, columns, indexes and row counts, for the SQL console's schema browser. */
export function describeSchema(serial: SerialDb): Promise<TableInfo[]> {
  return serial.use((db) => {
    const names = db
      .selectValues(
        `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .map(String);
    return names.map((name) => {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const columns = db
        .selectObjects('SELECT name, type, "notnull" AS nn, pk, dflt_value FROM pragma_table_info(?)', [name])
        .map((c) => ({
          name: String(c.name),
          type: String(c.type),
          notNull: c.nn === 1,
          primaryKey: Number(c.pk) > 0,
          defaultValue: c.dflt_value === null ? null : String(c.dflt_value),
        }));
      const indexes = db
        .selectObjects('SELECT name, "unique" AS uq FROM pragma_index_list(?) ORDER BY name', [name])
        .map((i) => ({
          name: String(i.name),
          unique: i.uq === 1,
          columns: db
            .selectValues('SELECT name FROM pragma_index_info(?) ORDER BY seqno', [String(i.name)])
            .map(String),
        }));
      const rowCount = Number(db.selectValue(`SELECT count(*) FROM ${quoted}`));
      return { name, rowCount, columns, indexes };
    });
  });
}
