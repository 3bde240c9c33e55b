import { beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb } from './open-memory-db.ts';
import { SYNC_LIST_NAMES } from '../api/sync-lists.ts';
import type { Oo1Db } from './sqlite-types.ts';
// Tests may cross the layers: this is where the wire (src/api) and the tables (src/db) are held to each other.
import { SYNC_LIST_KEYS } from '../api/sync-lists.ts';

import { expected } from './schema-columns.testing.ts';
import { indexesOf, isIndexed, planOf } from './schema-introspection.testing.ts';

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
