import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientMigrations } from './client-migrations.ts';
import { migrate } from './migrator.ts';
import { loadSqlite3, openMemoryDb, type OpenDb } from './open-memory-db.ts';
import type { Database } from './schema.ts';
import { LOCAL_ONLY_COLUMNS, SYNC_LIST_NAMES, type SyncListName } from './schema-sync.ts';
import type { Oo1Db } from './sqlite-types.ts';
// Tests may cross the layers: this is where the wire (src/api) and the tables (src/db) are held to each other.
import { syncResponseFixture } from '../api/sync-items.fixture.ts';
import { syncRowSchema, type SyncRow } from '../api/sync-items.ts';
import {
  SYNC_LIST_KEYS,
  SYNC_LIST_NAMES as API_LIST_NAMES,
  type SyncListName as ApiListName,
} from '../api/sync-lists.ts';

// Every table and column of the Kysely type, spelled out; the mapped type makes the compiler reject a missing or
// extra column, so this object and `Database` cannot drift apart.
type ColumnsOf<T> = { [C in keyof T]-?: true };
const expected: { [T in keyof Database]-?: ColumnsOf<Database[T]> } = {
  customers: { id: true, name: true },
  sites: { id: true, customerId: true, name: true, description: true },
  siteDiggingConditions: { id: true, name: true },
  mineLocations: { externalId: true, id: true, siteId: true, name: true },
  assetManufacturers: { id: true, name: true },
  assetTypes: { id: true, name: true },
  assetModels: {
    id: true,
    manufacturerId: true,
    assetTypeId: true,
    name: true,
    description: true,
    bushedShoesAvailable: true,
    hasTumblerRollPathMeasurement: true,
    showFrontIdlerConditionMenu: true,
    showLoadRollerConditionMenu: true,
    showRearIdlerConditionMenu: true,
    showReturnRollerConditionMenu: true,
    showSliderConditionMenu: true,
    shoesPerSide: true,
  },
  assets: {
    id: true,
    externalId: true,
    name: true,
    description: true,
    modelId: true,
    assetTypeId: true,
    manufacturerId: true,
    siteId: true,
    siteName: true,
    customerId: true,
    customerName: true,
    parentAssetId: true,
    bucketName: true,
  },
  assetInspections: {
    id: true,
    assetId: true,
    inspectionId: true,
    inspectionExternalId: true,
    inspectionDate: true,
  },
  equipmentCategories: { id: true, name: true },
  equipmentTypes: { id: true, equipmentCategoryId: true, name: true },
  equipmentConfigurations: { id: true, name: true, manufacturerId: true },
  equipmentPartConfigurations: {
    id: true,
    configurationId: true,
    partId: true,
    position: true,
    locationId: true,
    secondaryLocationId: true,
  },
  equipments: {
    externalId: true,
    id: true,
    assetId: true,
    mineLocationId: true,
    parentAssetId: true,
    equipmentCategoryId: true,
    equipmentCategory: true,
    equipmentTypeId: true,
    equipmentType: true,
    name: true,
    description: true,
    manufacturerId: true,
    configurationId: true,
    serialNumber: true,
    partNumber: true,
    capitalIndexNumber: true,
    installDate: true,
    effectiveDate: true,
  },
  equipmentParts: {
    externalId: true,
    id: true,
    equipmentId: true,
    externalEquipmentId: true,
    partId: true,
    position: true,
    locationId: true,
    secondaryLocationId: true,
    locationName: true,
    group: true,
    effectiveDate: true,
  },
  partCategories: { id: true, name: true },
  partLocations: { id: true, name: true },
  partManufacturers: { id: true, name: true },
  partTypes: { id: true, categoryId: true, name: true },
  partTypeMeasurementTools: { id: true, partTypeId: true, measurementToolId: true },
  parts: {
    externalId: true,
    id: true,
    partTypeId: true,
    manufacturerId: true,
    name: true,
    description: true,
    partNumber: true,
    targetHours: true,
    effectiveDate: true,
  },
  units: { id: true, code: true, name: true, symbol: true },
  dimensionTypes: { id: true, name: true, unitId: true },
  partDimensions: {
    externalId: true,
    id: true,
    partId: true,
    dimensionTypeId: true,
    observableItemId: true,
    baselineValue: true,
    precisionFactor: true,
    limit: true,
    effectiveDate: true,
  },
  partDimensionThresholds: { id: true, partDimensionId: true, minPercentage: true, actionTypeId: true },
  dataTypes: { id: true, name: true },
  observableLevels: { id: true, name: true },
  observableItems: {
    id: true,
    dataTypeId: true,
    identifier: true,
    label: true,
    description: true,
    isCollection: true,
  },
  observableActionTypes: {
    id: true,
    name: true,
    description: true,
    sortOrder: true,
    defaultColourCode: true,
  },
  observableItemActionTypes: { id: true, observableItemId: true, actionTypeId: true, triggerValue: true },
  inspectionCategories: { id: true, name: true },
  inspectionTypes: { id: true, name: true },
  inspectionStatuses: { id: true, name: true },
  inspections: {
    externalId: true,
    id: true,
    name: true,
    assetId: true,
    mineLocationId: true,
    siteId: true,
    equipmentExternalId: true,
    bucketExternalId: true,
    inspectionStatus: true,
    inspectionStatusId: true,
    inspectionDate: true,
    completed: true,
    reopened: true,
    isReopened: true,
    inspectorName: true,
    isSynced: true,
  },
  inspectionCategoryTypes: {
    externalId: true,
    id: true,
    inspectionId: true,
    inspectionExternalId: true,
    categoryId: true,
    category: true,
    typeId: true,
    type: true,
    isSynced: true,
  },
  observations: {
    externalId: true,
    id: true,
    categoryTypeId: true,
    categoryTypeExternalId: true,
    observableItemId: true,
    observableItem: true,
    value: true,
    entityId: true,
    entityExternalId: true,
    dataLevelId: true,
    unitId: true,
    actionTypeId: true,
    isSynced: true,
  },
  inspectionBackups: {
    externalId: true,
    id: true,
    name: true,
    assetId: true,
    mineLocationId: true,
    siteId: true,
    equipmentExternalId: true,
    bucketExternalId: true,
    inspectionStatus: true,
    inspectionStatusId: true,
    inspectionDate: true,
    completed: true,
    reopened: true,
    isReopened: true,
    inspectorName: true,
    isSynced: true,
    inspectionCategoryTypes: true,
    backedUpAt: true,
  },
  tooltips: { key: true, heading: true, markdownBody: true, htmlBody: true, isModified: true },
  kv: { key: true, value: true, updatedAt: true },
  outbox: {
    seq: true,
    entityType: true,
    entityExternalId: true,
    inspectionExternalId: true,
    operation: true,
    payload: true,
    createdAt: true,
    attempts: true,
    nextAttemptAt: true,
    state: true,
    lastError: true,
  },
  photoQueue: {
    fileName: true,
    observationExternalId: true,
    inspectionExternalId: true,
    mimeType: true,
    byteSize: true,
    state: true,
    attempts: true,
    nextAttemptAt: true,
    lastError: true,
    createdAt: true,
    uploadedAt: true,
  },
  syncState: {
    id: true,
    lastSyncDate: true,
    lastFullSyncAt: true,
    lastPullAt: true,
    lastPushAt: true,
    lastError: true,
  },
  schema_migrations: { version: true, name: true, applied_at: true },
  assetSearch: { assetId: true, searchText: true },
};

describe('local schema', () => {
  let open: OpenDb;
  beforeAll(async () => {
    open = await openMemoryDb();
  });

  function actualColumns(table: string): string[] {
    return open.serial.db
      .selectValues(`SELECT name FROM pragma_table_info(?) ORDER BY cid`, [table])
      .map(String);
  }

  it('has every table of the Kysely type, and no table the type does not know', () => {
    const tables = open.serial.db
      .selectValues(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .map(String)
      .sort();
    expect(tables).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('table %s has exactly the columns of its type', (table, columns) => {
    expect(actualColumns(table).sort()).toEqual(Object.keys(columns).sort());
  });
});

// ---- Helpers over the live schema ----

interface IndexInfo {
  name: string;
  unique: boolean;
  partial: boolean;
  columns: string[];
}

function indexesOf(db: Oo1Db, table: string): IndexInfo[] {
  return db.selectObjects(`SELECT name, "unique", partial FROM pragma_index_list(?)`, [table]).map((row) => ({
    name: String(row.name),
    unique: row.unique === 1,
    partial: row.partial === 1,
    columns: db
      .selectValues(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`, [String(row.name)])
      .map(String),
  }));
}

interface ColumnInfo {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  pk: boolean;
}

function columnsOf(db: Oo1Db, table: string): ColumnInfo[] {
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
function isIndexed(db: Oo1Db, table: string, column: string): boolean {
  const rowid = columnsOf(db, table).some((c) => c.pk && c.type === 'INTEGER' && c.name === column);
  return rowid || indexesOf(db, table).some((index) => index.columns[0] === column);
}

function planOf(db: Oo1Db, sql: string): string {
  return db
    .selectObjects(`EXPLAIN QUERY PLAN ${sql}`)
    .map((row) => String(row.detail))
    .join(' | ');
}

function schemaSnapshot(db: Oo1Db): string[] {
  return db
    .selectValues(`SELECT type || ' ' || name || ': ' || ifnull(sql, '') FROM sqlite_schema ORDER BY name`)
    .map(String);
}

// ---- The shell spec's "Local database" table (§3), field by field ----

const NAMED_ONLY = [
  'assetManufacturers',
  'assetTypes',
  'customers',
  'dataTypes',
  'equipmentCategories',
  'equipmentConfigurations',
  'inspectionCategories',
  'inspectionStatuses',
  'inspectionTypes',
  'observableLevels',
  'partCategories',
  'partLocations',
  'partManufacturers',
  'siteDiggingConditions',
] as const;
const INSPECTION_INDEXES = [
  'externalId',
  'id',
  'inspectionStatus',
  'assetId',
  'siteId',
  'inspectionDate',
  'completed',
];

// The spec's `dataType` of observableItems is the column dataTypeId (the recording spec's field name).
const SPEC_INDEXES: Record<string, readonly string[]> = {
  inspections: INSPECTION_INDEXES,
  inspectionBackups: INSPECTION_INDEXES,
  observableItems: ['id', 'identifier', 'dataTypeId'],
  assets: ['id', 'name', 'modelId', 'assetTypeId', 'manufacturerId', 'siteId', 'parentAssetId', 'customerId'],
  tooltips: ['key', 'heading'],
  ...Object.fromEntries(NAMED_ONLY.map((table) => [table, ['id', 'name']])),
  assetModels: ['id', 'name', 'manufacturerId', 'assetTypeId'],
  dimensionTypes: ['id', 'name', 'unitId'],
  equipmentPartConfigurations: [
    'id',
    'configurationId',
    'partId',
    'position',
    'locationId',
    'secondaryLocationId',
  ],
  equipments: ['externalId', 'id', 'assetId', 'equipmentTypeId', 'name', 'mineLocationId'],
  equipmentParts: [
    'externalId',
    'id',
    'equipmentId',
    'externalEquipmentId',
    'partId',
    'locationId',
    'position',
  ],
  equipmentTypes: ['id', 'equipmentCategoryId', 'name'],
  mineLocations: ['externalId', 'id', 'siteId', 'name'],
  observableActionTypes: ['id', 'name', 'sortOrder'],
  observableItemActionTypes: ['id', 'observableItemId', 'actionTypeId'],
  parts: ['externalId', 'id', 'name', 'partNumber', 'partTypeId', 'manufacturerId'],
  partTypeMeasurementTools: ['id', 'partTypeId', 'measurementToolId'],
  partTypes: ['id', 'categoryId', 'name'],
  partDimensions: ['externalId', 'id', 'partId', 'dimensionTypeId', 'observableItemId'],
  partDimensionThresholds: ['id', 'partDimensionId', 'minPercentage', 'actionTypeId'],
  sites: ['id', 'name', 'customerId'],
  units: ['id', 'code', 'name'],
};
const SPEC_UNIQUE: [string, string][] = [
  ['inspections', 'externalId'],
  ['inspectionBackups', 'externalId'],
  ['tooltips', 'key'],
];

// Tables keyed by externalId: the server id arrives later, so it is nullable and unique only once it is set.
const DEVICE_KEYED = SYNC_LIST_NAMES.filter((list) => SYNC_LIST_KEYS[list] === 'externalId');

describe('indexes', () => {
  let db: Oo1Db;
  beforeAll(async () => {
    db = (await openMemoryDb()).serial.db;
  });

  it('covers every table of the spec table', () => {
    expect(Object.keys(SPEC_INDEXES)).toHaveLength(35);
    for (const table of Object.keys(SPEC_INDEXES)) expect(Object.keys(expected), table).toContain(table);
  });

  it.each(Object.entries(SPEC_INDEXES))(
    '%s has an index led by each field the spec indexes',
    (table, fields) => {
      const missing = fields.filter((field) => !isIndexed(db, table, field));
      expect(missing).toEqual([]);
    },
  );

  it.each(SPEC_UNIQUE)('%s.%s is unique', (table, column) => {
    const unique = indexesOf(db, table).filter((i) => i.unique && !i.partial && i.columns.join() === column);
    expect(unique).toHaveLength(1);
  });

  it.each(DEVICE_KEYED)('%s: the server id is unique once set, null until then, never 0', (table) => {
    const index = indexesOf(db, table).find((i) => i.columns.join() === 'id');
    expect(index).toMatchObject({ name: `${table}_id`, unique: true, partial: true });
    expect(planOf(db, `SELECT * FROM ${table} WHERE id = 7`)).toContain(`USING INDEX ${table}_id`);
    const sql = String(db.selectValue(`SELECT sql FROM sqlite_schema WHERE name = ?`, [table]));
    expect(sql).toContain('id INTEGER CHECK (id IS NULL OR id > 0)');
  });

  // The queries the screens run most: each must use its index and need no sort of its own.
  it.each([
    [
      'home lists',
      'SELECT * FROM inspections WHERE completed = 0 ORDER BY inspectionDate DESC LIMIT 10',
      'inspections_completed',
    ],
    [
      'status history',
      'SELECT * FROM inspections WHERE assetId = 1 ORDER BY inspectionDate DESC',
      'inspections_assetId',
    ],
    [
      'yard history',
      'SELECT * FROM inspections WHERE mineLocationId = 1 ORDER BY inspectionDate DESC',
      'inspections_mineLocationId',
    ],
    [
      'category types of an inspection',
      `SELECT * FROM inspectionCategoryTypes WHERE inspectionExternalId = 'x'`,
      'inspectionCategoryTypes_inspectionExternalId',
    ],
    [
      'observations of a section',
      `SELECT * FROM observations WHERE categoryTypeExternalId = 'x' AND observableItemId = 1`,
      'observations_categoryTypeExternalId',
    ],
    [
      'previous values of an item',
      'SELECT * FROM observations WHERE observableItemId = 1 AND entityId = 2',
      'observations_observableItemId',
    ],
    ['equipment of an asset', 'SELECT * FROM equipments WHERE assetId = 1', 'equipments_assetId'],
    [
      'parts of a side by position',
      `SELECT * FROM equipmentParts WHERE externalEquipmentId = 'x' ORDER BY locationId, position`,
      'equipmentParts_externalEquipmentId',
    ],
    ['machines of a site by name', 'SELECT * FROM assets WHERE siteId = 1 ORDER BY name', 'assets_siteId'],
    [
      'machines of a customer by name',
      'SELECT * FROM assets WHERE customerId = 1 ORDER BY name',
      'assets_customerId',
    ],
    [
      'sites of a customer by name',
      'SELECT * FROM sites WHERE customerId = 1 ORDER BY name',
      'sites_customerId',
    ],
    [
      'thresholds of a dimension',
      'SELECT * FROM partDimensionThresholds WHERE partDimensionId = 1 ORDER BY minPercentage DESC',
      'partDimensionThresholds_partDimensionId',
    ],
    [
      'fitment parts',
      'SELECT * FROM equipmentPartConfigurations WHERE configurationId = 1 ORDER BY position',
      'equipmentPartConfigurations_configurationId',
    ],
  ])('%s use an index', (_what, sql, index) => {
    const plan = planOf(db, sql);
    expect(plan).toContain(`INDEX ${index}`);
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

describe('migration 0001', () => {
  it('applies to an empty database, and re-running the migrations is a no-op', async () => {
    const sqlite3 = await loadSqlite3();
    const db = new sqlite3.oo1.DB(':memory:', 'c');
    const first = migrate(db, clientMigrations);
    expect(first.from).toBe(0);
    expect(first.applied[0]).toBe('0001_sync_tables');
    const before = schemaSnapshot(db);
    expect(migrate(db, clientMigrations)).toEqual({ from: first.to, to: first.to, applied: [] });
    expect(schemaSnapshot(db)).toEqual(before);
  });

  it('stands alone: version 1 holds every spec table, and later migrations apply on top of it', async () => {
    const sqlite3 = await loadSqlite3();
    const db = new sqlite3.oo1.DB(':memory:', 'c');
    expect(migrate(db, clientMigrations.slice(0, 1))).toEqual({
      from: 0,
      to: 1,
      applied: ['0001_sync_tables'],
    });
    const tables = db.selectValues(
      `SELECT name FROM sqlite_schema WHERE type = 'table' AND name <> 'schema_migrations'`,
    );
    expect(tables.map(String).sort()).toEqual([...SYNC_LIST_NAMES, 'inspectionBackups', 'tooltips'].sort());
    expect(migrate(db, clientMigrations).from).toBe(1);
  });

  it('makes every spec table STRICT', async () => {
    const { serial } = await openMemoryDb();
    const loose = serial.db.selectValues(
      `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND strict = 0 AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`,
    );
    expect(loose).toEqual([]);
  });

  it('refuses what the columns cannot hold: a flag of 2, a server id of 0, a duplicate server id, a bad backup, a raw tooltip key', async () => {
    const { serial } = await openMemoryDb();
    const db = serial.db;
    const insertInspection = (externalId: string, id: number | null, completed = 0) =>
      db.exec({
        sql: `INSERT INTO inspections (externalId, id, name, siteId, inspectionDate, inspectorName, completed) VALUES (?, ?, 'EX-1', 1, '2025-03-01T00:00:00.000Z', 'J', ?)`,
        bind: [externalId, id, completed],
      });
    insertInspection('a', null);
    insertInspection('b', null);
    insertInspection('c', 5);
    expect(() => insertInspection('d', 5)).toThrow(/UNIQUE constraint failed: inspections.id/);
    expect(() => insertInspection('e', 0)).toThrow(/CHECK constraint failed/);
    expect(() => insertInspection('f', null, 2)).toThrow(/CHECK constraint failed: completed IN \(0, 1\)/);
    expect(() => insertInspection('a', null)).toThrow(/UNIQUE constraint failed: inspections.externalId/);
    expect(
      db.selectValue(`SELECT isSynced || isReopened || reopened FROM inspections WHERE externalId = 'a'`),
    ).toBe('000');

    db.exec(
      `INSERT INTO inspectionBackups SELECT *, '[]', '2025-03-02T00:00:00.000Z' FROM inspections WHERE externalId = 'c'`,
    );
    expect(() =>
      db.exec(
        `INSERT INTO inspectionBackups SELECT *, '{}', '2025-03-02T00:00:00.000Z' FROM inspections WHERE externalId = 'a'`,
      ),
    ).toThrow(/CHECK constraint failed/);

    const insertTip = (key: string) =>
      db.exec({
        sql: `INSERT INTO tooltips (key, heading, markdownBody, htmlBody) VALUES (?, 'H', 'm', 'h')`,
        bind: [key],
      });
    insertTip('new-bucket-get-fitment');
    for (const raw of ['New Bucket', 'help/tips', 'a.b', 'a--b', ' a', ''])
      expect(() => insertTip(raw), raw).toThrow(/CHECK constraint failed/);
    expect(db.selectValue(`SELECT isModified FROM tooltips`)).toBe(0);
  });
});

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
const sameListNames: Equal<ApiListName, SyncListName> = true;

// What a valibot field schema says about its column.
interface FieldSchema {
  type: string;
  wrapped?: FieldSchema;
  pipe?: readonly FieldSchema[];
}
// A pipe may start with another pipe (v.pipe(Int, v.minValue(1))): look through all of them.
const hasAction = (schema: FieldSchema, type: string): boolean =>
  schema.pipe?.some((item) => item !== schema && (item.type === type || hasAction(item, type))) ?? false;
function columnTypeOf(field: FieldSchema): { type: string; nullable: boolean; boolean: boolean } {
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

  it('names the same 36 lists in src/api and src/db', () => {
    expect(everyListFits && sameListNames).toBe(true);
    expect(SYNC_LIST_NAMES).toHaveLength(36);
    expect([...SYNC_LIST_NAMES]).toEqual([...API_LIST_NAMES]);
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
