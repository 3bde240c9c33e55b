import { entryByIdentifier } from '../../rules/index.ts';
import type { TableData } from '../db/bulk.ts';
import { ASSET_MANUFACTURERS, FITMENT_POSITIONS, FITMENTS, MODELS, PART_MANUFACTURERS } from './models.ts';
import { uuidFor } from './random.ts';
import { ASSET_TYPE_IDS, MEASUREMENT_TOOL_IDS, PART_CATEGORY_IDS, PART_LOCATION_IDS } from './reference.ts';
import {
  dimensionsOf,
  PART_TYPES,
  THRESHOLDS,
  UNDERCARRIAGE_ROLES,
  type BucketRole,
  type UndercarriageRole,
} from './part-types.ts';

export type { UndercarriageRole } from './part-types.ts';

// The part catalogue: manufacturers, asset models with their menu flags, part types, parts per model and per GET
// fitment, their dimensions (baseline, limit, precision) tied to the observable items they are measured with, wear
// thresholds per dimension, and the fitments with the part of each position.

export interface Catalogue {
  tables: TableData[];
  /** The part of each undercarriage role of a model. */
  modelPart: (modelId: number, role: UndercarriageRole) => number;
  /** The part configuration of a fitment: one row per position. */
  fitmentParts: (fitmentId: number) => { partId: number; position: (typeof FITMENT_POSITIONS)[number] }[];
  /** The dimension of a part measured with an observable item, if any. */
  dimension: (partId: number, identifier: string) => { baseline: number; limit: number } | undefined;
}

export function buildCatalogue(): Catalogue {
  const assetManufacturerId = (name: string) => ASSET_MANUFACTURERS.indexOf(name as never) + 1;
  const partManufacturerId = (name: string) => PART_MANUFACTURERS.indexOf(name) + 1;
  const parts: unknown[][] = [];
  const dimensions: unknown[][] = [];
  const thresholds: unknown[][] = [];
  const dimensionByPart = new Map<string, { baseline: number; limit: number }>();
  const modelParts = new Map<string, number>();
  const fitmentPartIds = new Map<string, number>();

  const addPart = (
    role: UndercarriageRole | BucketRole,
    name: string,
    manufacturer: string,
    number: string,
    pitch = 0,
  ) => {
    const id = parts.length + 1;
    const type = PART_TYPES[role];
    parts.push([
      id,
      uuidFor('part', id),
      type.id,
      partManufacturerId(manufacturer),
      name,
      `${type.name} — ${name}`,
      number,
      role === 'tooth' ? 1500 : 12000,
      '2024-01-01',
    ]);
    for (const spec of dimensionsOf(role, pitch)) {
      for (const identifier of spec.identifiers) {
        const item = entryByIdentifier(identifier);
        if (item === undefined) throw new Error(`The catalogue has no observable item ${identifier}`);
        const dimensionId = dimensions.length + 1;
        dimensions.push([
          dimensionId,
          uuidFor('partDimension', dimensionId),
          id,
          spec.dimensionTypeId,
          item.id,
          spec.baseline,
          spec.precision,
          spec.limit,
          '2024-01-01',
        ]);
        dimensionByPart.set(`${id}:${identifier}`, { baseline: spec.baseline, limit: spec.limit });
        for (const [minPercentage, actionTypeId] of THRESHOLDS) {
          thresholds.push([thresholds.length + 1, dimensionId, minPercentage, actionTypeId]);
        }
      }
    }
    return id;
  };

  for (const model of MODELS) {
    const maker =
      model.manufacturer === 'Caterpillar'
        ? 'CAT Genuine'
        : model.manufacturer === 'Komatsu'
          ? 'Komatsu Genuine'
          : model.id % 2
            ? 'Berco'
            : 'ITR';
    for (const role of UNDERCARRIAGE_ROLES) {
      const label = PART_TYPES[role].name;
      const name =
        role === 'trackShoe' ? `${model.name} ${label} ${model.shoeWidth} mm` : `${model.name} ${label}`;
      modelParts.set(
        `${model.id}:${role}`,
        addPart(
          role,
          name,
          maker,
          `${model.id}${PART_TYPES[role].id.toString().padStart(2, '0')}-${model.pitch}`,
          model.pitch,
        ),
      );
    }
  }
  const configurationRows: unknown[][] = [[0, 'Unknown fitment', null]];
  const positionRows: unknown[][] = [];
  const fitmentPositions = new Map<
    number,
    { partId: number; position: (typeof FITMENT_POSITIONS)[number] }[]
  >();
  for (const fitment of FITMENTS) {
    configurationRows.push([fitment.id, fitment.name, partManufacturerId(fitment.manufacturer)]);
    const list: { partId: number; position: (typeof FITMENT_POSITIONS)[number] }[] = [];
    for (const position of FITMENT_POSITIONS) {
      const key = `${fitment.id}:${position.role}`;
      let partId = fitmentPartIds.get(key);
      if (partId === undefined) {
        partId = addPart(
          position.role,
          `${fitment.name} ${PART_TYPES[position.role].name}`,
          fitment.manufacturer,
          `G${fitment.id}-${PART_TYPES[position.role].id}`,
        );
        fitmentPartIds.set(key, partId);
      }
      const location = position.location === null ? null : PART_LOCATION_IDS[position.location];
      const secondary =
        position.secondaryLocation === null ? null : PART_LOCATION_IDS[position.secondaryLocation];
      positionRows.push([
        positionRows.length + 1,
        fitment.id,
        partId,
        position.position,
        location,
        secondary,
      ]);
      list.push({ partId, position });
    }
    fitmentPositions.set(fitment.id, list);
  }

  const partTypes = Object.values(PART_TYPES);
  const tables: TableData[] = [
    {
      table: 'asset_manufacturers',
      columns: [
        ['id', 'int'],
        ['name', 'text'],
      ],
      rows: ASSET_MANUFACTURERS.map((name, i) => [i + 1, name]),
    },
    {
      table: 'part_manufacturers',
      columns: [
        ['id', 'int'],
        ['name', 'text'],
      ],
      rows: PART_MANUFACTURERS.map((name, i) => [i + 1, name]),
    },
    {
      table: 'asset_models',
      columns: [
        ['id', 'int'],
        ['manufacturer_id', 'int'],
        ['asset_type_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['bushed_shoes_available', 'bool'],
        ['has_tumbler_roll_path_measurement', 'bool'],
        ['show_front_idler_condition_menu', 'bool'],
        ['show_load_roller_condition_menu', 'bool'],
        ['show_rear_idler_condition_menu', 'bool'],
        ['show_return_roller_condition_menu', 'bool'],
        ['show_slider_condition_menu', 'bool'],
        ['shoes_per_side', 'int'],
      ],
      rows: MODELS.map((m) => [
        m.id,
        assetManufacturerId(m.manufacturer),
        ASSET_TYPE_IDS[m.type],
        m.name,
        m.description,
        m.bushedShoesAvailable,
        m.hasTumblerRollPathMeasurement,
        m.showFrontIdlerConditionMenu,
        m.showLoadRollerConditionMenu,
        m.showRearIdlerConditionMenu,
        m.showReturnRollerConditionMenu,
        m.showSliderConditionMenu,
        m.shoesPerSide,
      ]),
    },
    {
      table: 'part_types',
      columns: [
        ['id', 'int'],
        ['category_id', 'int'],
        ['name', 'text'],
      ],
      rows: partTypes.map((t) => [t.id, PART_CATEGORY_IDS[t.category], t.name]),
    },
    {
      table: 'part_type_measurement_tools',
      columns: [
        ['id', 'int'],
        ['part_type_id', 'int'],
        ['measurement_tool_id', 'int'],
      ],
      rows: [
        [1, PART_TYPES.trackShoe.id, MEASUREMENT_TOOL_IDS.tapeMeasure],
        [2, PART_TYPES.trackShoe.id, MEASUREMENT_TOOL_IDS.pitchGauge],
        [3, PART_TYPES.driveTumbler.id, MEASUREMENT_TOOL_IDS.depthGauge],
        [4, PART_TYPES.tooth.id, MEASUREMENT_TOOL_IDS.tapeMeasure],
        [5, PART_TYPES.lipShroud.id, MEASUREMENT_TOOL_IDS.tapeMeasure],
        [6, PART_TYPES.wearPlateThin.id, MEASUREMENT_TOOL_IDS.ultrasonic],
        [7, PART_TYPES.wearPlateThick.id, MEASUREMENT_TOOL_IDS.ultrasonic],
      ],
    },
    {
      table: 'parts',
      columns: [
        ['id', 'int'],
        ['external_id', 'uuid'],
        ['part_type_id', 'int'],
        ['manufacturer_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['part_number', 'text'],
        ['target_hours', 'int'],
        ['effective_date', 'text'],
      ],
      rows: parts,
    },
    {
      table: 'part_dimensions',
      columns: [
        ['id', 'int'],
        ['external_id', 'uuid'],
        ['part_id', 'int'],
        ['dimension_type_id', 'int'],
        ['observable_item_id', 'int'],
        ['baseline_value', 'float8'],
        ['precision_factor', 'float8'],
        ['limit', 'float8'],
        ['effective_date', 'text'],
      ],
      rows: dimensions,
    },
    {
      table: 'part_dimension_thresholds',
      columns: [
        ['id', 'int'],
        ['part_dimension_id', 'int'],
        ['min_percentage', 'float8'],
        ['action_type_id', 'int'],
      ],
      rows: thresholds,
    },
    {
      table: 'equipment_configurations',
      columns: [
        ['id', 'int'],
        ['name', 'text'],
        ['manufacturer_id', 'int'],
      ],
      rows: configurationRows,
    },
    {
      table: 'equipment_part_configurations',
      columns: [
        ['id', 'int'],
        ['configuration_id', 'int'],
        ['part_id', 'int'],
        ['position', 'int'],
        ['location_id', 'int'],
        ['secondary_location_id', 'int'],
      ],
      rows: positionRows,
    },
  ];
  return {
    tables,
    modelPart: (modelId, role) => modelParts.get(`${modelId}:${role}`) as number,
    fitmentParts: (fitmentId) => fitmentPositions.get(fitmentId) ?? [],
    dimension: (partId, identifier) => dimensionByPart.get(`${partId}:${identifier}`),
  };
}
