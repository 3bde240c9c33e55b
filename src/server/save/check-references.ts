import { sql, type RawBuilder } from 'kysely';
import type { ErrorIssue } from '../../api/errors.ts';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { idArray } from '../db/id-array.ts';
import { byExternalId } from './by-external-id.ts';

// The checks of a save request against the database: every id it names exists, every equipment an inspection maps
// is known (in the database or in the same request), each equipment type is of its item's category, and no externalId
// is claimed by a row of another parent (a category type of another inspection, an observation of another category
// type, a part of another equipment).

/** The tables a save may refer to by id, with the message of a missing id (the spec's wording where it has one). */
const TABLES = {
  sites: { table: 'sites', message: 'Site with id not found' },
  assets: { table: 'assets', message: 'Asset with id not found' },
  mineLocations: { table: 'mine_locations', message: 'MineLocation with id not found' },
  inspectionStatuses: { table: 'inspection_statuses', message: 'Inspection status with id not found' },
  inspectionCategories: { table: 'inspection_categories', message: 'Inspection category with id not found' },
  inspectionTypes: { table: 'inspection_types', message: 'Inspection type with id not found' },
  observableItems: {
    table: 'observable_items',
    message: 'Observable item with id not found',
    code: 'observationService.observableItem.empty',
  },
  observableLevels: { table: 'observable_levels', message: 'Observable Level not set' },
  units: { table: 'units', message: 'Unit with id not found' },
  actionTypes: { table: 'observable_action_types', message: 'Action type with id not found' },
  equipmentTypes: { table: 'equipment_types', message: 'Equipment type with id not found' },
  equipmentCategories: { table: 'equipment_categories', message: 'Equipment category with id not found' },
  // The form offers asset manufacturers; a bucket without one takes its fitment's, a part manufacturer (shell spec §4).
  manufacturers: {
    table: '(SELECT id FROM asset_manufacturers UNION ALL SELECT id FROM part_manufacturers) AS m',
    message: 'Manufacturer not found',
  },
  configurations: { table: 'equipment_configurations', message: 'GET fitment with id not found' },
  parts: { table: 'parts', message: 'Part with id not found' },
  partLocations: { table: 'part_locations', message: 'Part location with id not found' },
} as const;

type TableKey = keyof typeof TABLES;
/**
 * Where in the body a reference is, as the path of its parent and the field: the path is written out only for an issue,
 * not for each of a save's ~160 references (four per observation).
 */
type Reference = { key: TableKey; id: number; at: string; field: string };

function references(request: SaveInspectionsRequestParsed): Reference[] {
  const refs: Reference[] = [];
  const add = (key: TableKey, id: number | null, at: string, field: string) => {
    if (id !== null) refs.push({ key, id, at, field });
  };
  request.equipmentItems.forEach((item, i) => {
    const at = `body.equipmentItems.${i}`;
    add('assets', item.assetId, at, 'assetId');
    add('assets', item.parentAssetId, at, 'parentAssetId');
    add('mineLocations', item.mineLocationId, at, 'mineLocationId');
    add('equipmentTypes', item.equipmentTypeId, at, 'equipmentTypeId');
    add('equipmentCategories', item.equipmentCategoryId, at, 'equipmentCategoryId');
    add('manufacturers', item.manufacturerId, at, 'manufacturerId');
    add('configurations', item.configurationId, at, 'configurationId');
    item.equipmentParts.forEach((part, j) => {
      const p = `${at}.equipmentParts.${j}`;
      add('parts', part.partId, p, 'partId');
      add('partLocations', part.locationId, p, 'locationId');
      add('partLocations', part.secondaryLocationId, p, 'secondaryLocationId');
    });
  });
  request.inspections.forEach((inspection, i) => {
    const at = `body.inspections.${i}`;
    add('sites', inspection.siteId, at, 'siteId');
    add('assets', inspection.assetId, at, 'assetId');
    add('mineLocations', inspection.mineLocationId, at, 'mineLocationId');
    add('inspectionStatuses', inspection.inspectionStatusId, at, 'inspectionStatusId');
    inspection.equipmentMap.forEach((entry, j) =>
      add('equipmentTypes', entry.equipmentTypeId, `${at}.equipmentMap.${j}`, 'equipmentTypeId'),
    );
    inspection.categoriesTypes.forEach((categoryType, j) => {
      const ct = `${at}.categoriesTypes.${j}`;
      add('inspectionCategories', categoryType.categoryId, ct, 'categoryId');
      add('inspectionTypes', categoryType.typeId, ct, 'typeId');
      const observations = `${ct}.observations`;
      categoryType.observations.forEach((observation, k) => {
        if (observation.deleted) return;
        const o = `${observations}.${k}`;
        add('observableItems', observation.observableItemId, o, 'observableItemId');
        add('observableLevels', observation.dataLevelId, o, 'dataLevelId');
        add('units', observation.unitId, o, 'unitId');
        add('actionTypes', observation.actionTypeId, o, 'actionTypeId');
      });
    });
  });
  return refs;
}

const existingIds = (table: string, ids: number[]): Read =>
  sql`(SELECT coalesce(json_agg(id), '[]') FROM ${sql.raw(table)} WHERE id = ANY(${idArray(ids)}::int[]))`;

const ownersOf = (table: string, ownerColumn: string, externalIds: string[]): Read =>
  byExternalId(table, `t.${ownerColumn}::text`, externalIds);

type Claim = { externalId: string; owner: string; path: string };

interface OwnerCheck {
  table: string;
  ownerColumn: string;
  claims: Claim[];
  message: string;
}

function ownerChecks(request: SaveInspectionsRequestParsed): OwnerCheck[] {
  const categoryTypes: Claim[] = [];
  const observations: Claim[] = [];
  request.inspections.forEach((inspection, i) =>
    inspection.categoriesTypes.forEach((categoryType, j) => {
      const at = `body.inspections.${i}.categoriesTypes.${j}`;
      categoryTypes.push({
        externalId: categoryType.externalId,
        owner: inspection.externalId,
        path: `${at}.externalId`,
      });
      categoryType.observations.forEach((observation, k) =>
        observations.push({
          externalId: observation.externalId,
          owner: categoryType.externalId,
          path: `${at}.observations.${k}.externalId`,
        }),
      );
    }),
  );
  const parts: Claim[] = request.equipmentItems.flatMap((item, i) =>
    item.equipmentParts.map((part, j) => ({
      externalId: part.externalId,
      owner: item.externalId,
      path: `body.equipmentItems.${i}.equipmentParts.${j}.externalId`,
    })),
  );
  return [
    {
      table: 'inspection_category_types',
      ownerColumn: 'inspection_external_id',
      claims: categoryTypes,
      message: 'This inspection category type belongs to another inspection',
    },
    {
      table: 'observations',
      ownerColumn: 'category_type_external_id',
      claims: observations,
      message: 'This observation belongs to another inspection category type',
    },
    {
      table: 'equipment_parts',
      ownerColumn: 'external_equipment_id',
      claims: parts,
      message: 'This equipment part belongs to another equipment',
    },
  ].filter((check) => check.claims.length > 0);
}

/** The category of each equipment type the request's equipment items name: { type id: category id }. */
const categoriesOfTypes = (ids: number[]): Read =>
  sql`(SELECT coalesce(json_object_agg(id, equipment_category_id), '{}') FROM equipment_types
    WHERE id = ANY(${idArray(ids)}::int[]))`;

/** The equipment inspections map that is not in the request, by path. */
function mappedEquipment(request: SaveInspectionsRequestParsed): { id: string; path: string }[] {
  const inRequest = new Set(request.equipmentItems.map((item) => item.externalId));
  return request.inspections
    .flatMap((inspection, i) =>
      inspection.equipmentMap.map((entry, j) => ({
        id: entry.externalId,
        path: `body.inspections.${i}.equipmentMap.${j}.externalId`,
      })),
    )
    .filter((entry) => !inRequest.has(entry.id));
}

/** A value the checks need, read by a scalar subquery of the save's one statement of reads (read-before-write.ts). */
export type Read = RawBuilder<unknown>;

/**
 * The reads of the checks against the database, and what they make of the values read (in the same order): the
 * issues of the request, in the order of the request's references, then its equipment, then its owners.
 */
export function referenceReads(request: SaveInspectionsRequestParsed): {
  reads: Read[];
  issues: (values: readonly unknown[]) => ErrorIssue[];
} {
  const byTable = new Map<TableKey, Reference[]>();
  for (const ref of references(request)) {
    const list = byTable.get(ref.key) ?? [];
    list.push(ref);
    byTable.set(ref.key, list);
  }
  const tables = [...byTable];
  const named = mappedEquipment(request);
  const owners = ownerChecks(request);
  const items = request.equipmentItems;
  const reads: Read[] = [
    ...tables.map(([key, refs]) => existingIds(TABLES[key].table, [...new Set(refs.map((ref) => ref.id))])),
    ...(named.length > 0
      ? [
          byExternalId(
            'equipments',
            'true',
            named.map((entry) => entry.id),
          ),
        ]
      : []),
    ...owners.map((check) =>
      ownersOf(
        check.table,
        check.ownerColumn,
        check.claims.map((claim) => claim.externalId),
      ),
    ),
    ...(items.length > 0 ? [categoriesOfTypes([...new Set(items.map((item) => item.equipmentTypeId))])] : []),
  ];
  const issues = (values: readonly unknown[]): ErrorIssue[] => {
    let next = 0;
    const answer = () => values[next++];
    const found: ErrorIssue[] = [];
    for (const [key, refs] of tables) {
      const spec: { table: string; message: string; code?: string } = TABLES[key];
      const ids = new Set(answer() as number[]);
      for (const ref of refs) {
        if (ids.has(ref.id)) continue;
        found.push({
          path: `${ref.at}.${ref.field}`,
          message: spec.message,
          ...(spec.code ? { code: spec.code } : {}),
        });
      }
    }
    if (named.length > 0) {
      const known = new Set(Object.keys(answer() as Record<string, true>));
      for (const entry of named)
        if (!known.has(entry.id)) found.push({ path: entry.path, message: 'Equipment not found' });
    }
    for (const check of owners) {
      const stored = answer() as Record<string, string>;
      for (const claim of check.claims) {
        const owner = stored[claim.externalId];
        if (owner !== undefined && owner !== claim.owner)
          found.push({ path: claim.path, message: check.message });
      }
    }
    if (items.length > 0) {
      // A type that is not there is named above; one of another category (a Machine of type Bucket) here.
      const categoryOf = answer() as Record<string, number>;
      items.forEach((item, i) => {
        const category = categoryOf[String(item.equipmentTypeId)];
        if (category !== undefined && category !== item.equipmentCategoryId)
          found.push({
            path: `body.equipmentItems.${i}.equipmentTypeId`,
            message: 'This equipment type belongs to another equipment category',
          });
      });
    }
    return found;
  };
  return { reads, issues };
}
