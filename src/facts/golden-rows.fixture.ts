import { sql, type QueryExecutorProvider } from 'kysely';
import { fixtureReportSource, FIXTURE_ACTION_TYPES, GOLDEN } from '../report/report-source.fixture.ts';
import { catalogueId } from '../rules/catalogue-types.ts';
import { DataLevel, SIDE_EQUIPMENT_NAMES } from '../rules/enums.ts';

// The golden inspection (src/report/report-source.fixture.ts) as the rows a database holds: every table the facts
// reader reads, with both the ids the server joins by and the externalIds the device joins by. The fixture's names
// ("p-tooth-3") become uuids, which PostgreSQL's uuid columns require. One set of rows, written into either database.

type Row = Record<string, string | number | boolean | null>;

/** Columns only the device has: left out on the server. */
const DEVICE_ONLY: Record<string, readonly string[]> = { equipments: ['equipmentCategory'] };

function uuids(): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    let id = known.get(name);
    if (id === undefined) {
      id = `00000000-0000-4000-8000-${String(known.size + 1).padStart(12, '0')}`;
      known.set(name, id);
    }
    return id;
  };
}

/** The golden inspection's rows by table, in an order the server's foreign keys accept. */
export function goldenRows(): [table: string, rows: Row[]][] {
  const source = fixtureReportSource();
  const { facts } = source;
  const uuid = uuids();
  uuid(GOLDEN.inspection); // the first: GOLDEN_INSPECTION_ROW
  const itemIds = new Set<string>();
  const item = (identifier: string) => {
    itemIds.add(identifier);
    return catalogueId(identifier);
  };
  const named = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
  const nameId = (list: { id: number; name: string }[], name: string | null) =>
    name === null ? null : (list.find((l) => l.name === name)?.id ?? null);

  const partTypes = named([...new Set(facts.parts.map((p) => p.partType ?? 'Unknown'))]);
  const locations = named([
    ...new Set(facts.parts.flatMap((p) => [p.location, p.secondaryLocation]).filter((l) => l !== null)),
  ]);
  const equipment = [
    { externalId: GOLDEN.sides.Left, name: SIDE_EQUIPMENT_NAMES.Left, category: 1, serialNumber: null },
    { externalId: GOLDEN.sides.Right, name: SIDE_EQUIPMENT_NAMES.Right, category: 1, serialNumber: null },
    { externalId: GOLDEN.bucket, name: source.bucket?.name ?? '', category: 2, serialNumber: 'SN-88231' },
  ];
  const equipmentId = (externalId: string) => equipment.findIndex((e) => e.externalId === externalId) + 1;
  // One part a position: a part's dimensions name its side or plate.
  const parts = facts.parts.map((p, i) => ({ ...p, id: i + 1 }));
  const partId = (externalId: string) => parts.find((p) => p.externalId === externalId)?.id ?? 0;
  const dimensions = facts.dimensions.map((d, i) => ({ ...d, id: i + 1 }));

  const inspections = [
    {
      externalId: GOLDEN.inspection,
      date: GOLDEN.date,
      observations: [
        ...facts.inspection.observations,
        ...source.photos.map((p) => ({
          identifier: p.identifier,
          entityExternalId: p.entityExternalId ?? null,
          value: p.fileName,
        })),
      ],
    },
    ...facts.history,
  ].map((inspection, i) => ({ ...inspection, id: i + 1 }));
  const observations = inspections.flatMap((inspection) =>
    inspection.observations.map((o, i) => ({
      externalId: uuid(`${inspection.externalId} ${i}`),
      categoryTypeId: inspection.id,
      categoryTypeExternalId: uuid(`category ${inspection.externalId}`),
      observableItemId: item(o.identifier),
      value: o.value,
      entityExternalId: o.entityExternalId === null ? null : uuid(o.entityExternalId),
      dataLevelId: o.entityExternalId === null ? DataLevel.asset : DataLevel.equipment,
    })),
  );
  const triggers = facts.triggers.map((t, i) => ({
    id: i + 1,
    observableItemId: item(t.identifier),
    actionTypeId: t.actionTypeId,
    triggerValue: t.triggerValue,
  }));
  const partDimensions = dimensions.map((d) => ({
    id: d.id,
    externalId: uuid(`dimension ${d.id}`),
    partId: partId(d.partExternalId),
    dimensionTypeId: 1,
    observableItemId: item(d.identifier),
    baselineValue: d.baselineValue,
    limit: d.limit,
  }));

  return [
    ['customers', [{ id: 1, name: source.subject.customer }]],
    ['sites', [{ id: 1, customerId: 1, name: source.subject.site }]],
    ['assetManufacturers', [{ id: 1, name: 'P&H' }]],
    ['assetTypes', [{ id: 1, name: source.subject.assetType ?? '' }]],
    [
      'assetModels',
      [
        {
          id: 1,
          manufacturerId: 1,
          assetTypeId: 1,
          name: source.subject.model ?? '',
          hasTumblerRollPathMeasurement: true,
          showLoadRollerConditionMenu: true,
          shoesPerSide: 5,
        },
      ],
    ],
    ['assets', [{ id: 1, name: source.subject.name, modelId: 1, assetTypeId: 1, siteId: 1, customerId: 1 }]],
    ['equipmentCategories', named(['Undercarriage', 'Bucket'])],
    [
      'equipmentTypes',
      [
        { id: 1, equipmentCategoryId: 1, name: 'Undercarriage' },
        { id: 2, equipmentCategoryId: 2, name: 'Bucket' },
      ],
    ],
    [
      'equipments',
      equipment.map((e, i) => ({
        id: i + 1,
        externalId: uuid(e.externalId),
        assetId: 1,
        equipmentCategoryId: e.category,
        equipmentCategory: e.category === 2 ? 'Bucket' : 'Undercarriage',
        equipmentTypeId: e.category,
        name: e.name,
        serialNumber: e.serialNumber,
        effectiveDate: '2025-01-01',
      })),
    ],
    ['partCategories', named(['Wear parts'])],
    ['partTypes', partTypes.map((t) => ({ ...t, categoryId: 1 }))],
    ['partLocations', locations],
    [
      'parts',
      parts.map((p) => ({
        id: p.id,
        externalId: uuid(`part ${p.externalId}`),
        partTypeId: nameId(partTypes, p.partType ?? 'Unknown'),
        name: p.name,
        partNumber: p.partNumber,
      })),
    ],
    [
      'equipmentParts',
      parts.map((p) => ({
        id: p.id,
        externalId: uuid(p.externalId),
        equipmentId: equipmentId(p.equipmentExternalId),
        externalEquipmentId: uuid(p.equipmentExternalId),
        partId: p.id,
        position: p.position,
        locationId: nameId(locations, p.location),
        secondaryLocationId: nameId(locations, p.secondaryLocation),
        locationName: p.location ?? 'Unknown',
        group: p.group,
        effectiveDate: '2025-01-01',
      })),
    ],
    ['dataTypes', named(['Text'])],
    ['observableLevels', named(['Asset', 'Equipment', 'Equipment Part', 'Mine Location'])],
    [
      'observableItems',
      [...itemIds].map((identifier) => ({ id: catalogueId(identifier), dataTypeId: 1, identifier })),
    ],
    ['dimensionTypes', named(['Length'])],
    ['partDimensions', partDimensions],
    [
      'observableActionTypes',
      FIXTURE_ACTION_TYPES.map((a) => ({ ...a, defaultColourCode: a.defaultColourCode ?? null })),
    ],
    [
      'partDimensionThresholds',
      dimensions.flatMap((d) =>
        d.thresholds.map((t, i) => ({
          id: d.id * 10 + i,
          partDimensionId: d.id,
          minPercentage: t.minPercentage,
          actionTypeId: t.actionTypeId,
        })),
      ),
    ],
    ['observableItemActionTypes', triggers],
    ['inspectionCategories', named(['Inspection'])],
    ['inspectionTypes', named(['Undercarriage'])],
    [
      'inspections',
      inspections.map((i) => ({
        id: i.id,
        externalId: uuid(i.externalId),
        name: source.inspection.name,
        assetId: 1,
        siteId: 1,
        inspectionDate: i.date,
        completed: i.id === 1,
        inspectorName: source.inspection.inspectorName,
      })),
    ],
    [
      'inspectionCategoryTypes',
      inspections.map((i) => ({
        id: i.id,
        externalId: uuid(`category ${i.externalId}`),
        inspectionId: i.id,
        inspectionExternalId: uuid(i.externalId),
        categoryId: 1,
        typeId: 1,
      })),
    ],
    ['observations', observations.map((o, i) => ({ id: i + 1, ...o }))],
  ];
}

/** The golden inspection's externalId in the rows. */
export const GOLDEN_INSPECTION_ROW = '00000000-0000-4000-8000-000000000001';

/** Writes the rows into a database of either side (camelCase names: the server's plugin maps them). */
export async function writeGoldenRows(db: QueryExecutorProvider, side: 'device' | 'server'): Promise<void> {
  for (const [table, rows] of goldenRows()) {
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter(
      (c) => side === 'device' || !DEVICE_ONLY[table]?.includes(c),
    );
    const values = rows.map((r) => sql`(${sql.join(columns.map((c) => r[c] ?? null))})`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}`.execute(
      db,
    );
  }
}
