// A small, deterministic fleet as SQL: what the shell's domain tests run against, and what the browser tests load
// through the SQL console until the sync engine fills the device from the server. Every name here is made up.

export const FLEET = {
  customers: { pilbara: 1, bowen: 2, empty: 3 },
  sites: { karratha: 11, tomPrice: 12, moranbah: 21, ghost: 31 },
  mineLocations: { northYard: 501, moranbahYard: 502 },
  assets: { ex204: 101, ex118: 102, sh07: 103, dozer: 104, zeta: 105, alpha: 106 },
  buckets: {
    ex204: '3f1d8a62-0c1e-4b7a-9a53-5b9f0e2d7c11',
    spareA: '4a2e9b73-1d2f-4c8b-8b64-6c0a1f3e8d22',
    spareB: '5b3fac84-2e30-4d9c-9c75-7d1b204f9e33',
  },
  undercarriage: {
    left: '6c40bd95-3f41-4ead-8d86-8e2c3150af44',
    right: '7d51cea6-4052-4fbe-9e97-9f3d4261b055',
  },
  fitments: { ultralok: 1, advansys: 2, none: 0 },
  manufacturers: { komatsu: 1, caterpillar: 2, esco: 3 },
  // Part (GET) manufacturers: their ids overlap the asset manufacturers' on purpose, as on the server.
  partManufacturers: { esco: 1, bradken: 2 },
} as const;

const q = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
const rows = (values: (string | number | null)[][]) =>
  values.map((r) => `(${r.map(q).join(', ')})`).join(',\n');

/** INSERT statements for the reference lists and the machines, buckets and fitments of the small fleet. */
export function fleetSql(): string {
  const { customers: c, sites: s, assets: a, buckets: b, undercarriage: u } = FLEET;
  return `
INSERT INTO customers (id, name) VALUES ${rows([
    [c.pilbara, 'Pilbara Iron'],
    [c.bowen, 'Bowen Coal'],
    [c.empty, 'Empty Holdings'],
  ])};
INSERT INTO sites (id, customerId, name) VALUES ${rows([
    [s.karratha, c.pilbara, 'Karratha North'],
    [s.tomPrice, c.pilbara, 'Tom Price'],
    [s.moranbah, c.bowen, 'Moranbah'],
    [s.ghost, c.empty, 'Ghost Site'],
  ])};
INSERT INTO mineLocations (externalId, id, siteId, name) VALUES ${rows([
    ['8e62dfb7-5163-4a0f-8fa8-a04e5372c166', FLEET.mineLocations.northYard, s.karratha, 'North Yard'],
    ['9f73e0c8-6274-4b1a-90b9-b15f6483d277', FLEET.mineLocations.moranbahYard, s.moranbah, 'Moranbah Yard'],
  ])};
INSERT INTO assetTypes (id, name) VALUES (1, 'ERS'), (2, 'HEX');
INSERT INTO assetManufacturers (id, name) VALUES ${rows([
    [FLEET.manufacturers.komatsu, 'Komatsu'],
    [FLEET.manufacturers.caterpillar, 'Caterpillar'],
    [FLEET.manufacturers.esco, 'ESCO'],
  ])};
INSERT INTO assetModels (id, manufacturerId, assetTypeId, name) VALUES ${rows([
    [11, 1, 2, 'PC5500'],
    [12, 2, 1, '7495'],
    [13, 1, 2, 'PC8000'],
  ])};
INSERT INTO assets (id, externalId, name, modelId, assetTypeId, manufacturerId, siteId, siteName, customerId, customerName, bucketName) VALUES ${rows(
    [
      [
        a.ex204,
        'a1000000-0000-4000-8000-000000000101',
        'EX-204',
        11,
        2,
        1,
        s.karratha,
        'Karratha North',
        c.pilbara,
        'Pilbara Iron',
        'EX-204 Bucket',
      ],
      [
        a.ex118,
        'a1000000-0000-4000-8000-000000000102',
        'EX-118',
        13,
        2,
        1,
        s.tomPrice,
        'Tom Price',
        c.pilbara,
        'Pilbara Iron',
        null,
      ],
      [
        a.sh07,
        'a1000000-0000-4000-8000-000000000103',
        'SH-07',
        12,
        1,
        2,
        s.moranbah,
        'Moranbah',
        c.bowen,
        'Bowen Coal',
        'Dipper 7',
      ],
      [
        a.dozer,
        'a1000000-0000-4000-8000-000000000104',
        'dozer 4',
        12,
        1,
        2,
        s.moranbah,
        'Moranbah',
        c.bowen,
        'Bowen Coal',
        null,
      ],
      [
        a.zeta,
        'a1000000-0000-4000-8000-000000000105',
        'Zeta 9',
        13,
        2,
        1,
        s.karratha,
        'Karratha North',
        c.pilbara,
        'Pilbara Iron',
        null,
      ],
      [
        a.alpha,
        'a1000000-0000-4000-8000-000000000106',
        'Alpha 1',
        11,
        2,
        1,
        s.tomPrice,
        'Tom Price',
        c.pilbara,
        'Pilbara Iron',
        null,
      ],
    ],
  )};
INSERT INTO equipmentCategories (id, name) VALUES (1, 'Undercarriage'), (2, 'Bucket');
INSERT INTO equipmentTypes (id, equipmentCategoryId, name) VALUES (3, 1, 'Undercarriage'), (4, 2, 'Bucket');
INSERT INTO equipments (externalId, id, assetId, mineLocationId, equipmentCategoryId, equipmentCategory, equipmentTypeId, equipmentType, name, configurationId, manufacturerId) VALUES ${rows(
    [
      [u.left, 9001, a.ex204, null, 1, 'Undercarriage', 3, 'Undercarriage', 'Left Side', null, null],
      [u.right, 9002, a.ex204, null, 1, 'Undercarriage', 3, 'Undercarriage', 'Right Side', null, null],
      [b.ex204, 9003, a.ex204, null, 2, 'Bucket', 4, 'Bucket', 'EX-204 Bucket', 1, 3],
      [b.spareA, 9004, null, FLEET.mineLocations.northYard, 2, 'Bucket', 4, 'Bucket', 'Spare Bucket A', 1, 3],
      [
        b.spareB,
        9005,
        null,
        FLEET.mineLocations.moranbahYard,
        2,
        'Bucket',
        4,
        'Bucket',
        'Spare Bucket B',
        2,
        2,
      ],
    ],
  )};
INSERT INTO partManufacturers (id, name) VALUES ${rows([
    [FLEET.partManufacturers.esco, 'ESCO'],
    [FLEET.partManufacturers.bradken, 'Bradken'],
  ])};
INSERT INTO equipmentConfigurations (id, name, manufacturerId) VALUES ${rows([
    [FLEET.fitments.none, 'No fitment', null],
    [FLEET.fitments.ultralok, 'ESCO Ultralok', FLEET.partManufacturers.esco],
    [FLEET.fitments.advansys, 'Cat Advansys', null],
  ])};
INSERT INTO partLocations (id, name) VALUES (1, 'Left'), (2, 'Right');
INSERT INTO partTypes (id, categoryId, name) VALUES (41, 1, 'Tooth'), (42, 1, 'Adapter');
INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ${rows([
    ['b1000000-0000-4000-8000-000000000701', 701, 41, 1, 'Ultralok Tooth', 'U45'],
    ['b1000000-0000-4000-8000-000000000702', 702, 42, 1, 'Ultralok Adapter', 'A45'],
  ])};
INSERT INTO equipmentPartConfigurations (id, configurationId, partId, position, locationId, secondaryLocationId) VALUES ${rows(
    [
      [1, FLEET.fitments.ultralok, 701, 1, 1, null],
      [2, FLEET.fitments.ultralok, 701, 2, 2, null],
      [3, FLEET.fitments.ultralok, 702, 1, 1, null],
    ],
  )};
INSERT INTO inspectionCategories (id, name) VALUES (1, 'All Categories');
INSERT INTO inspectionTypes (id, name) VALUES (1, 'AllTypes');
INSERT INTO inspectionStatuses (id, name) VALUES (1, 'In Progress'), (2, 'Completed');
`;
}

export interface FixtureInspection {
  externalId: string;
  name: string;
  assetId: number | null;
  mineLocationId: number | null;
  siteId: number;
  inspectionDate: string;
  completed: boolean;
  inspectorName: string;
  isSynced?: boolean;
  reopened?: boolean;
  /** The owner's subject as the server sends it; null (the default) when not known. */
  ownerSub?: string | null;
}

/** EX-204 inspected at Karratha by Bo on 2026-10-01, open: the recording tests' usual inspection. */
export function openEx204(externalId: string): FixtureInspection {
  return {
    externalId,
    name: 'EX-204',
    assetId: FLEET.assets.ex204,
    mineLocationId: null,
    siteId: FLEET.sites.karratha,
    inspectionDate: '2026-10-01T08:00:00Z',
    completed: false,
    inspectorName: 'Bo',
  };
}

/** The externalId of a fixture inspection's category type: its own with the variant digit changed to c. */
export function categoryTypeIdOf(inspectionExternalId: string): string {
  return `${inspectionExternalId.slice(0, 19)}c${inspectionExternalId.slice(20)}`;
}

/** INSERT statements for inspections, each with one All Categories / AllTypes category type. */
export function inspectionsSql(inspections: readonly FixtureInspection[]): string {
  if (inspections.length === 0) return '';
  const insp = inspections.map((i) => [
    i.externalId,
    i.name,
    i.assetId,
    i.mineLocationId,
    i.siteId,
    i.completed ? 'Completed' : 'In Progress',
    i.inspectionDate,
    i.completed ? 1 : 0,
    i.reopened ? 1 : 0,
    i.inspectorName,
    i.isSynced ? 1 : 0,
    i.ownerSub ?? null,
  ]);
  const cats = inspections.map((i) => [
    categoryTypeIdOf(i.externalId),
    i.externalId,
    1,
    'All Categories',
    1,
    'AllTypes',
    i.isSynced ? 1 : 0,
  ]);
  return `
INSERT INTO inspections (externalId, name, assetId, mineLocationId, siteId, inspectionStatus, inspectionDate, completed, reopened, inspectorName, isSynced, ownerSub) VALUES ${rows(insp)};
INSERT INTO inspectionCategoryTypes (externalId, inspectionExternalId, categoryId, category, typeId, type, isSynced) VALUES ${rows(cats)};
`;
}
