import type { Oo1Db } from './sqlite-types.ts';

// A new device's database is made from one script, the schema and rows every migration leaves, instead of running
// the migrations one by one, with their tables made, rebuilt and dropped again along the way (decision 0094). A
// database that already has a schema is migrated file by file as before.

/** The schema at one version, as one script of SQL statements. */
export interface SchemaScript {
  readonly version: number;
  readonly sql: string;
}

const VERSION_LINE = /^-- version: (\d+)$/m;

const HEADER = (version: number) =>
  [
    `-- The local database's schema after migrations/client/0001…${String(version).padStart(4, '0')}, in one script: what a new`,
    "-- device's database is made from (decision 0094). Written by `npm run schema:client`; not edited by hand.",
    `-- version: ${version}`,
  ].join('\n');

/** Reads the version a script says it makes. */
export function parseSchemaScript(text: string): SchemaScript {
  const version = VERSION_LINE.exec(text)?.[1];
  if (version === undefined) throw new Error('The schema script has no "-- version: N" line');
  return { version: Number(version), sql: text };
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The INSERTs that put back a table's rows, in a stable order. */
function rowsOf(db: Oo1Db, table: string): string[] {
  const columns = db.selectValues(`SELECT name FROM pragma_table_info(?) ORDER BY cid`, [table]) as string[];
  if (columns.length === 0) return [];
  const values = columns.map((column) => `quote(${quoteName(column)})`).join(` || ', ' || `);
  const order = columns.map(quoteName).join(', ');
  return (db.selectValues(`SELECT ${values} FROM ${quoteName(table)} ORDER BY ${order}`) as string[]).map(
    (row) => `INSERT INTO ${quoteName(table)} (${columns.map(quoteName).join(', ')}) VALUES (${row});`,
  );
}

/**
 * The script that makes this database's schema and rows again in an empty one: tables, their rows, then indexes,
 * views and triggers (so no trigger fires on the rows put back). SQLite's own tables, the tables a virtual table
 * keeps for itself and the migrations' record (the migrator writes it) are left out.
 */
export function schemaScriptOf(db: Oo1Db, version: number): string {
  const shadows = new Set(
    db.selectValues(`SELECT name FROM pragma_table_list WHERE type = 'shadow'`) as string[],
  );
  const objects = (
    db.selectArrays(
      `SELECT type, name, sql FROM sqlite_schema
        WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'schema_migrations'
        ORDER BY rowid`,
    ) as [string, string, string][]
  ).filter(([, name]) => !shadows.has(name));
  const of = (type: string) => objects.filter(([t]) => t === type);
  const tables = of('table');
  const statements = [
    ...tables.map(([, , sql]) => `${sql};`),
    ...tables.filter(([, , sql]) => !/^CREATE VIRTUAL/i.test(sql)).flatMap(([, name]) => rowsOf(db, name)),
    ...of('index').map(([, , sql]) => `${sql};`),
    ...of('view').map(([, , sql]) => `${sql};`),
    ...of('trigger').map(([, , sql]) => `${sql};`),
  ];
  return `${HEADER(version)}\n\n${statements.join('\n\n')}\n`;
}
