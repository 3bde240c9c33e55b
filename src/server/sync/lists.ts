import type { SyncListName } from '../../api/sync-lists.ts';

// Where each list of GET /inspection/sync comes from: its table (alias t), the joins that bring the spec's
// denormalised names, and the SQL expression of every field of the wire row (src/api/sync-*.ts), in the schema's
// order. A test holds these fields equal to the valibot schemas, so a field cannot be forgotten on either side.

export interface ListSource {
  readonly table: string;
  readonly joins?: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** A timestamptz as the wire's UTC timestamp (millisecond precision, rounded down). */
export const isoUtc = (expr: string): string =>
  `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const named = (table: string): ListSource => ({ table, fields: { id: 't.id', name: 't.name' } });

export const LIST_SOURCES: Readonly<Record<SyncListName, ListSource>> = {
  assets: {
    table: 'assets',
    fields: {
      id: 't.id',
      externalId: 't.external_id',
      name: 't.name',
      description: 't.description',
      modelId: 't.model_id',
      assetTypeId: 't.asset_type_id',
      manufacturerId: 't.manufacturer_id',
      siteId: 't.site_id',
      siteName: 't.site_name',
      customerId: 't.customer_id',
      customerName: 't.customer_name',
      parentAssetId: 't.parent_asset_id',
      bucketName: 't.bucket_name',
    },
  },
  assetInspections: {
    table: 'asset_inspections',
    fields: {
      id: 't.id',
      assetId: 't.asset_id',
      inspectionId: 't.inspection_id',
      inspectionExternalId: 't.inspection_external_id',
      inspectionDate: isoUtc('t.inspection_date'),
    },
  },
  assetManufacturers: named('asset_manufacturers'),
  assetModels: {
    table: 'asset_models',
    fields: {
      id: 't.id',
      manufacturerId: 't.manufacturer_id',
      assetTypeId: 't.asset_type_id',
      name: 't.name',
      description: 't.description',
      bushedShoesAvailable: 't.bushed_shoes_available',
      hasTumblerRollPathMeasurement: 't.has_tumbler_roll_path_measurement',
      showFrontIdlerConditionMenu: 't.show_front_idler_condition_menu',
      showLoadRollerConditionMenu: 't.show_load_roller_condition_menu',
      showRearIdlerConditionMenu: 't.show_rear_idler_condition_menu',
      showReturnRollerConditionMenu: 't.show_return_roller_condition_menu',
      showSliderConditionMenu: 't.show_slider_condition_menu',
      shoesPerSide: 't.shoes_per_side',
    },
  },
  assetTypes: named('asset_types'),
  customers: named('customers'),
  dataTypes: named('data_types'),
  dimensionTypes: { table: 'dimension_types', fields: { id: 't.id', name: 't.name', unitId: 't.unit_id' } },
  equipmentCategories: named('equipment_categories'),
  equipmentConfigurations: {
    table: 'equipment_configurations',
    fields: { id: 't.id', name: 't.name', manufacturerId: 't.manufacturer_id' },
  },
  equipments: {
    table: 'equipments',
    joins:
      'LEFT JOIN equipment_categories c ON c.id = t.equipment_category_id ' +
      'LEFT JOIN equipment_types ty ON ty.id = t.equipment_type_id',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      assetId: 't.asset_id',
      mineLocationId: 't.mine_location_id',
      parentAssetId: 't.parent_asset_id',
      equipmentCategoryId: 't.equipment_category_id',
      equipmentCategory: 'c.name',
      equipmentTypeId: 't.equipment_type_id',
      equipmentType: 'ty.name',
      name: 't.name',
      description: 't.description',
      manufacturerId: 't.manufacturer_id',
      configurationId: 't.configuration_id',
      serialNumber: 't.serial_number',
      partNumber: 't.part_number',
      capitalIndexNumber: 't.capital_index_number',
      installDate: 't.install_date',
      effectiveDate: 't.effective_date',
    },
  },
  equipmentParts: {
    table: 'equipment_parts',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      equipmentId: 't.equipment_id',
      externalEquipmentId: 't.external_equipment_id',
      partId: 't.part_id',
      position: 't.position',
      locationId: 't.location_id',
      secondaryLocationId: 't.secondary_location_id',
      locationName: 't.location_name',
      group: 't."group"',
      effectiveDate: 't.effective_date',
    },
  },
  equipmentPartConfigurations: {
    table: 'equipment_part_configurations',
    fields: {
      id: 't.id',
      configurationId: 't.configuration_id',
      partId: 't.part_id',
      position: 't.position',
      locationId: 't.location_id',
      secondaryLocationId: 't.secondary_location_id',
    },
  },
  equipmentTypes: {
    table: 'equipment_types',
    fields: { id: 't.id', equipmentCategoryId: 't.equipment_category_id', name: 't.name' },
  },
  inspectionCategories: named('inspection_categories'),
  inspectionCategoryTypes: {
    table: 'inspection_category_types',
    joins:
      'LEFT JOIN inspection_categories c ON c.id = t.category_id ' +
      'LEFT JOIN inspection_types ty ON ty.id = t.type_id',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      inspectionId: 't.inspection_id',
      inspectionExternalId: 't.inspection_external_id',
      categoryId: 't.category_id',
      category: 'c.name',
      typeId: 't.type_id',
      type: 'ty.name',
    },
  },
  inspections: {
    table: 'inspections',
    joins: 'LEFT JOIN inspection_statuses s ON s.id = t.inspection_status_id',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      name: 't.name',
      assetId: 't.asset_id',
      mineLocationId: 't.mine_location_id',
      siteId: 't.site_id',
      equipmentExternalId: 't.equipment_external_id',
      bucketExternalId: 't.bucket_external_id',
      inspectionStatus: 's.name',
      inspectionStatusId: 't.inspection_status_id',
      inspectionDate: isoUtc('t.inspection_date'),
      completed: 't.completed',
      reopened: 't.reopened',
      inspectorName: 't.inspector_name',
      // The owner as the save rules read it (authorize.ts): rows from before owner_sub, their last saver.
      ownerSub: 'coalesce(t.owner_sub, t.saved_by)',
    },
  },
  inspectionStatuses: named('inspection_statuses'),
  inspectionTypes: named('inspection_types'),
  mineLocations: {
    table: 'mine_locations',
    fields: { externalId: 't.external_id', id: 't.id', siteId: 't.site_id', name: 't.name' },
  },
  observableActionTypes: {
    table: 'observable_action_types',
    fields: {
      id: 't.id',
      name: 't.name',
      description: 't.description',
      sortOrder: 't.sort_order',
      defaultColourCode: 't.default_colour_code',
    },
  },
  observableItems: {
    table: 'observable_items',
    fields: {
      id: 't.id',
      dataTypeId: 't.data_type_id',
      identifier: 't.identifier',
      label: 't.label',
      description: 't.description',
      isCollection: 't.is_collection',
    },
  },
  observableItemActionTypes: {
    table: 'observable_item_action_types',
    fields: {
      id: 't.id',
      observableItemId: 't.observable_item_id',
      actionTypeId: 't.action_type_id',
      triggerValue: 't.trigger_value',
    },
  },
  observableLevels: named('observable_levels'),
  observations: {
    table: 'observations',
    joins: 'LEFT JOIN observable_items i ON i.id = t.observable_item_id',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      categoryTypeId: 't.category_type_id',
      categoryTypeExternalId: 't.category_type_external_id',
      observableItemId: 't.observable_item_id',
      observableItem: 'i.identifier',
      value: 't.value',
      entityId: 't.entity_id',
      entityExternalId: 't.entity_external_id',
      dataLevelId: 't.data_level_id',
      unitId: 't.unit_id',
      actionTypeId: 't.action_type_id',
      version: 't.version::float8',
    },
  },
  observationConflicts: {
    table: 'observation_conflicts',
    fields: {
      id: 't.id',
      inspectionExternalId: 't.inspection_external_id',
      observationExternalId: 't.observation_external_id',
      observableItemId: 't.observable_item_id',
      heldValue: 't.held_value',
      heldUnitId: 't.held_unit_id',
      heldDeviceName: 't.held_device_name',
      heldAt: isoUtc('t.held_at'),
      value: 't.value',
      unitId: 't.unit_id',
      actionTypeId: 't.action_type_id',
      deviceId: 't.device_id',
      deviceName: 't.device_name',
      inspectorName: 't.inspector_name',
      createdAt: isoUtc('t.created_at'),
      settledAt: isoUtc('t.settled_at'),
      settledByDeviceName: 't.settled_by_device_name',
    },
  },
  partCategories: named('part_categories'),
  parts: {
    table: 'parts',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      partTypeId: 't.part_type_id',
      manufacturerId: 't.manufacturer_id',
      name: 't.name',
      description: 't.description',
      partNumber: 't.part_number',
      targetHours: 't.target_hours',
      effectiveDate: 't.effective_date',
    },
  },
  partLocations: named('part_locations'),
  partManufacturers: named('part_manufacturers'),
  partTypes: { table: 'part_types', fields: { id: 't.id', categoryId: 't.category_id', name: 't.name' } },
  partTypeMeasurementTools: {
    table: 'part_type_measurement_tools',
    fields: { id: 't.id', partTypeId: 't.part_type_id', measurementToolId: 't.measurement_tool_id' },
  },
  partDimensions: {
    table: 'part_dimensions',
    fields: {
      externalId: 't.external_id',
      id: 't.id',
      partId: 't.part_id',
      dimensionTypeId: 't.dimension_type_id',
      observableItemId: 't.observable_item_id',
      baselineValue: 't.baseline_value',
      precisionFactor: 't.precision_factor',
      limit: 't."limit"',
      effectiveDate: 't.effective_date',
    },
  },
  partDimensionThresholds: {
    table: 'part_dimension_thresholds',
    fields: {
      id: 't.id',
      partDimensionId: 't.part_dimension_id',
      minPercentage: 't.min_percentage',
      actionTypeId: 't.action_type_id',
    },
  },
  sites: {
    table: 'sites',
    fields: { id: 't.id', customerId: 't.customer_id', name: 't.name', description: 't.description' },
  },
  siteDiggingConditions: named('site_digging_conditions'),
  units: { table: 'units', fields: { id: 't.id', code: 't.code', name: 't.name', symbol: 't.symbol' } },
};

/**
 * The most bytes of JSON in one row of a page's answer. A page (SYNC_PAGE_ROWS, ~1 MB for the widest lists) comes
 * back as several rows of at most about this much each: a string over V8's 128 KiB large-object bound is a fresh
 * mapping of memory that faults in page by page, and decoding one took 2.6 ms for 0.54 MB against 0.01 ms for
 * 0.1 MB on the bench's machine (decision 0011). Two-byte strings (any non-ASCII character) take twice the bytes.
 */
export const PAGE_PIECE_BYTES = 32 * 1024;

/**
 * The rows of `rows` (columns k, the key in order, and j, a row's JSON text) cut into pieces of about `pieceBytes`,
 * one answer row per piece in key order: n (rows in it), last (its last key, the next page's start) and body (the
 * JSON texts, comma-separated). No row at all answers no piece.
 */
function inPieces(rows: string, last: string, pieceBytes: number): string {
  // Written into the statement's text (its plan does not depend on it): a whole number, never a value from outside.
  if (!Number.isSafeInteger(pieceBytes) || pieceBytes < 1) throw new Error(`pieceBytes: ${pieceBytes}`);
  return (
    `SELECT count(*)::int AS n, ${last} AS last, string_agg(q.j, ',' ORDER BY q.k) AS body ` +
    `FROM (SELECT p.k, p.j, (sum(octet_length(p.j)) OVER (ORDER BY p.k ROWS UNBOUNDED PRECEDING) - 1) / ${pieceBytes} ` +
    `AS piece FROM (${rows}) p) q GROUP BY q.piece ORDER BY q.piece`
  );
}

/**
 * One page of a list as JSON text built by the database (no row object is ever made in JavaScript): the rows with an
 * id after $2 (absent on the first page), changed at or after the last parameter when incremental, at most $1 of them
 * in id order, in pieces (inPieces).
 */
export function listPageQuery(
  source: ListSource,
  options: { incremental: boolean; after: boolean; pieceBytes?: number },
): string {
  const columns = Object.entries(source.fields)
    .map(([field, expr]) => `${expr} AS "${field}"`)
    .join(', ');
  const where = [
    ...(options.after ? ['t.id > $2'] : []),
    ...(options.incremental ? [`t.changed_at >= $${options.after ? 3 : 2}`] : []),
  ];
  // row_to_json writes compact JSON with the columns in order (json_build_object adds spaces).
  const rows =
    `SELECT t.id AS k, row_to_json(r)::text AS j FROM ${source.table} t ${source.joins ?? ''} ` +
    `CROSS JOIN LATERAL (SELECT ${columns}) r` +
    `${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY t.id LIMIT $1`;
  return inPieces(rows, 'max(q.k)', options.pieceBytes ?? PAGE_PIECE_BYTES);
}

/** The tables of the lists, each once, in the order of the answers of changesQuery and countQuery. */
export const LIST_TABLES: readonly string[] = [
  ...new Set(Object.values(LIST_SOURCES).map((source) => source.table)),
];

const micros = (expr: string) => `(extract(epoch FROM ${expr}) * 1000000)::bigint::text`;

/**
 * When each table last changed (its greatest changed_at, one lookup at the end of its index), the newest deletion
 * record and the last reset, in microseconds since the epoch (null: never). It takes no parameter, so it is planned
 * once per connection (PREPARED).
 */
export const CHANGES_QUERY =
  `SELECT json_build_array(${LIST_TABLES.map((table) => micros(`(SELECT max(changed_at) FROM ${table})`)).join(', ')}) AS changed, ` +
  `${micros('(SELECT max(changed_at) FROM sync_tombstones)')} AS deleted, ` +
  `${micros('(SELECT full_sync_before FROM sync_state WHERE id = 1)')} AS reset`;

/**
 * The rows each of `tables` sends: all of them, or those changed at or after $1; incremental, also the lists with
 * keys deleted at or after $1 when `deletions`.
 */
export function countQuery(
  tables: readonly string[],
  options: { incremental: boolean; deletions: boolean },
): string {
  const where = options.incremental ? ' WHERE changed_at >= $1' : '';
  const counts = `json_build_array(${tables.map((table) => `(SELECT count(*) FROM ${table}${where})`).join(', ')}) AS counts`;
  const deleted = options.deletions
    ? `, (SELECT coalesce(json_agg(DISTINCT list), '[]') FROM sync_tombstones WHERE changed_at >= $1) AS deleted`
    : '';
  return `SELECT ${counts}${deleted}`;
}

/**
 * One page of the keys of a list's rows deleted at or after $2 (tombstones), in key order after $4 (absent on the
 * first page), at most $1; a key whose row exists again (made anew since) is sent as that row instead.
 */
export function deletedPageQuery(
  source: ListSource,
  key: 'id' | 'externalId',
  after: boolean,
  pieceBytes = PAGE_PIECE_BYTES,
): string {
  const column = key === 'id' ? 's.row_id' : 's.row_external_id';
  const rowKey = key === 'id' ? 't.id' : 't.external_id';
  const rows =
    `SELECT d.k, to_json(d.k)::text AS j FROM (SELECT DISTINCT ${column} AS k FROM sync_tombstones s ` +
    `WHERE s.list = $3 AND s.changed_at >= $2 AND ${column} IS NOT NULL${after ? ` AND ${column} > $4` : ''} ` +
    `AND NOT EXISTS (SELECT 1 FROM ${source.table} t WHERE ${rowKey} = ${column}) ORDER BY 1 LIMIT $1) d`;
  // uuid has no max(): the greatest key is the first of them in descending order.
  return inPieces(rows, '(array_agg(q.k ORDER BY q.k DESC))[1]::text', pieceBytes);
}
