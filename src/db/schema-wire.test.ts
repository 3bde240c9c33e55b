import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb } from './open-memory-db.ts';
import type { Database } from './schema.ts';
import { LOCAL_ONLY_COLUMNS } from './schema-sync.ts';
import type { Oo1Db } from './sqlite-types.ts';
// Tests may cross the layers: this is where the wire (src/api) and the tables (src/db) are held to each other.
import { syncResponseFixture } from '../api/sync-items.fixture.ts';
import { syncRowSchema, type SyncRow } from '../api/sync-items.ts';
import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from '../api/sync-lists.ts';

import { columnsOf } from './schema-introspection.testing.ts';

// ---- The wire (src/api) against the tables ----

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type LocalOnly<L extends SyncListName> = L extends keyof typeof LOCAL_ONLY_COLUMNS
  ? (typeof LOCAL_ONLY_COLUMNS)[L][number]
  : never;
// Compile-time: a pulled row has exactly the table's columns but the local-only ones, and inserts as it is.
type WireFits<L extends SyncListName> =
  Equal<keyof SyncRow<L>, Exclude<keyof Database[L], LocalOnly<L>>> extends true
    ? SyncRow<L> extends Insertable<Database[L]>
      ? true
      : false
    : false;
const everyListFits: Equal<{ [L in SyncListName]: WireFits<L> }[SyncListName], true> = true;

// What a valibot field schema says about its column.
interface FieldSchema {
  type: string;
  wrapped?: FieldSchema;
  pipe?: readonly FieldSchema[];
}
// A pipe may start with another pipe (v.pipe(Int, v.minValue(1))): look through all of them.
const hasAction = (schema: FieldSchema, type: string): boolean =>
  schema.pipe?.some((item) => item !== schema && (item.type === type || hasAction(item, type))) ?? false;
function columnTypeOf(outer: FieldSchema): { type: string; nullable: boolean; boolean: boolean } {
  // A field older servers do not send has a default: the column is what the default wraps.
  const field = outer.type === 'optional' && outer.wrapped ? outer.wrapped : outer;
  const nullable = field.type === 'nullable';
  const base = nullable && field.wrapped ? field.wrapped : field;
  const integer = hasAction(base, 'integer');
  const types: Record<string, string> = {
    string: 'TEXT',
    boolean: 'INTEGER',
    number: integer ? 'INTEGER' : 'REAL',
  };
  return {
    type: types[base.type] ?? `(no column type for ${base.type})`,
    nullable,
    boolean: base.type === 'boolean',
  };
}
function wireFields(list: SyncListName): [string, FieldSchema][] {
  return Object.entries(syncRowSchema(list).entries as Record<string, FieldSchema>);
}

describe('sync lists against their tables', () => {
  let db: Oo1Db;
  beforeAll(async () => {
    db = (await openMemoryDb()).serial.db;
  });

  it("has a table for each of the 37 lists (the spec's 36 and observationConflicts, decision 0052)", () => {
    expect(everyListFits).toBe(true);
    expect(SYNC_LIST_NAMES).toHaveLength(37);
  });

  it.each(SYNC_LIST_NAMES)(
    '%s: the wire fields are the columns, but the documented local-only ones',
    (list) => {
      const local: readonly string[] =
        list in LOCAL_ONLY_COLUMNS ? LOCAL_ONLY_COLUMNS[list as keyof typeof LOCAL_ONLY_COLUMNS] : [];
      const wire = wireFields(list).map(([name]) => name);
      expect(wire.filter((name) => local.includes(name))).toEqual([]);
      const columns = columnsOf(db, list);
      expect([...wire, ...local].sort()).toEqual(columns.map((c) => c.name).sort());
      for (const name of local) expect(columns.find((c) => c.name === name)?.hasDefault, name).toBe(true);
    },
  );

  it.each(SYNC_LIST_NAMES)('%s: keyed by the key the wire deletes by', (list) => {
    expect(
      columnsOf(db, list)
        .filter((c) => c.pk)
        .map((c) => c.name),
    ).toEqual([SYNC_LIST_KEYS[list]]);
  });

  it.each(SYNC_LIST_NAMES)(
    '%s: each field fits its column type, and null only where the column allows it',
    (list) => {
      const sql = String(db.selectValue(`SELECT sql FROM sqlite_schema WHERE name = ?`, [list]));
      const columns = new Map(columnsOf(db, list).map((c) => [c.name, c]));
      for (const [name, field] of wireFields(list)) {
        const wire = columnTypeOf(field);
        const column = columns.get(name);
        expect({ name, type: column?.type, nullable: !column?.notNull }).toMatchObject({
          name,
          type: wire.type,
          ...(wire.nullable ? { nullable: true } : {}),
        });
        if (wire.boolean) expect(sql, `${list}.${name}`).toContain(`CHECK (${name} IN (0, 1))`);
      }
    },
  );

  it('stores one row of every list as the server sent it, flags as 0/1, local-only columns at their defaults', async () => {
    const { kysely, serial } = await openMemoryDb();
    const { syncItems } = syncResponseFixture();
    for (const list of SYNC_LIST_NAMES) {
      const rows: readonly object[] = syncItems[list];
      // The rows' types are checked against the tables above (WireFits); here the list name is only known at runtime.
      await kysely
        .insertInto(list)
        .values(rows as never)
        .execute();
      const stored = serial.db.selectObjects(`SELECT * FROM "${list}"`);
      const expectedRow: Record<string, unknown> = Object.fromEntries(
        Object.entries(rows[0] ?? {}).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? Number(value) : value,
        ]),
      );
      if (list in LOCAL_ONLY_COLUMNS) {
        for (const name of LOCAL_ONLY_COLUMNS[list as keyof typeof LOCAL_ONLY_COLUMNS]) expectedRow[name] = 0;
      }
      expect(stored, list).toEqual([expectedRow]);
    }
  });
});
