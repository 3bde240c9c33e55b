import {
  ACTION_STATUS_NAMES,
  DataType,
  DataLevel,
  DEFAULT_INSPECTION_CATEGORY,
  DEFAULT_INSPECTION_TYPE,
  observableItemSeeds,
  INCH_UNIT_ID,
  PITCH_GAUGE_UNIT_ID,
  STATUS_COLOURS,
  type ActionStatusName,
} from '../../rules/index.ts';
import type { TableData } from '../db/bulk.ts';

// The fixed reference lists: data types and levels (recording spec §3 Enums), units (id 15 for the pitch gauge),
// asset types ERS and HEX, equipment categories and types, part categories, locations (1 Left, 2 Right),
// statuses, inspection categories and types (All Categories / AllTypes), the action types with the spec's names and
// colours, and the observable items of the catalogue in src/rules.

export const UNIT_IDS = {
  hours: 1,
  tonnes: 2,
  bcm: 3,
  percent: 4,
  mm: PITCH_GAUGE_UNIT_ID,
  inch: INCH_UNIT_ID,
} as const;
export const ASSET_TYPE_IDS = { ERS: 1, HEX: 2 } as const;
export const EQUIPMENT_CATEGORY_IDS = { Machine: 1, Undercarriage: 2, Bucket: 3 } as const;
export const EQUIPMENT_TYPE_IDS = {
  Bucket: 1,
  Machine: 2,
  Undercarriage: 3,
  'Wear Plate': 4,
  'Heel Shroud': 5,
} as const;
export const PART_LOCATION_IDS = {
  Left: 1,
  Right: 2,
  Lip: 3,
  Floor: 4,
  Wrapper: 5,
  'Left Cheek': 6,
  'Right Cheek': 7,
  Inner: 8,
  Outer: 9,
} as const;
export const PART_CATEGORY_IDS = {
  'Drive Lug': 1,
  'Pitch Extension': 2,
  'Roller Path': 3,
  'Front Idler': 4,
  'Rear Idler': 5,
  'Tumbler Engagement': 6,
  'Side Frame': 7,
  Rollers: 8,
  'Ground Engaging Tools': 9,
  'Wear Kit': 10,
} as const;
export const INSPECTION_STATUS_IDS = { 'In Progress': 1, Completed: 2 } as const;
export const MEASUREMENT_TOOL_IDS = { tapeMeasure: 1, pitchGauge: 2, ultrasonic: 3, depthGauge: 4 } as const;

/**
 * The action types: the spec's names and colours (recording spec §3, §9). Sort orders follow the condition groups
 * (recording spec §2: Changeout Immediately 4, Monitor / Maintenance 3, Monitor 2; below 2 is not a condition).
 */
export const ACTION_TYPES: readonly {
  id: number;
  name: ActionStatusName;
  description: string;
  sortOrder: number;
}[] = [
  { id: 1, name: 'NoAction', description: 'No Action', sortOrder: 1 },
  { id: 2, name: 'NoActionOk', description: 'No Action - OK', sortOrder: 1 },
  { id: 3, name: 'MonitorMaintenance', description: 'Monitor / Maintenance', sortOrder: 3 },
  { id: 4, name: 'ScheduleChangeout', description: 'Schedule Changeout', sortOrder: 2 },
  { id: 5, name: 'ChangeoutImmediately', description: 'Changeout Immediately', sortOrder: 4 },
  { id: 6, name: 'NoMeasurements', description: 'No Measurements', sortOrder: 0 },
  { id: 7, name: 'InvalidMeasurements', description: 'Invalid Measurements', sortOrder: 0 },
];
export const ACTION_TYPE_IDS = Object.fromEntries(ACTION_TYPES.map((a) => [a.name, a.id])) as Record<
  ActionStatusName,
  number
>;

const named = (table: string, names: Record<string, number>): TableData => ({
  table,
  columns: [
    ['id', 'int'],
    ['name', 'text'],
  ],
  rows: Object.entries(names).map(([name, id]) => [id, name]),
});

/** The observable item ↔ action type links: visual conditions and wear indicators suggest an action. */
function itemActionTypes(): unknown[][] {
  const rows: unknown[][] = [];
  for (const item of observableItemSeeds()) {
    if (item.identifier.endsWith('.VisualCondition')) {
      rows.push([item.id, ACTION_TYPE_IDS.NoAction, 'Good']);
      rows.push([item.id, ACTION_TYPE_IDS.MonitorMaintenance, 'Monitor']);
      rows.push([item.id, ACTION_TYPE_IDS.ChangeoutImmediately, 'Changeout']);
    } else if (item.identifier.includes('.WearIndicators.') && item.dataTypeId === DataType.boolean) {
      const severe = item.identifier.endsWith('SevereCrackingBroken') || item.identifier.endsWith('.Broken');
      rows.push([
        item.id,
        severe ? ACTION_TYPE_IDS.ChangeoutImmediately : ACTION_TYPE_IDS.MonitorMaintenance,
        'true',
      ]);
    }
  }
  return rows.map((row, index) => [index + 1, ...row]);
}

export function referenceTables(): TableData[] {
  if (ACTION_TYPES.length !== ACTION_STATUS_NAMES.length)
    throw new Error('Every action status needs an action type');
  return [
    named('data_types', DataType),
    named('observable_levels', DataLevel),
    {
      table: 'units',
      columns: [
        ['id', 'int'],
        ['code', 'text'],
        ['name', 'text'],
        ['symbol', 'text'],
      ],
      rows: [
        [UNIT_IDS.hours, 'h', 'Hours', 'h'],
        [UNIT_IDS.tonnes, 't', 'Tonnes', 't'],
        [UNIT_IDS.bcm, 'bcm', 'Bank cubic metres', 'm³'],
        [UNIT_IDS.percent, 'pct', 'Percent', '%'],
        [UNIT_IDS.mm, 'mm', 'Millimetre', 'mm'],
        [UNIT_IDS.inch, 'in', 'Inch', 'in'],
      ],
    },
    {
      table: 'dimension_types',
      columns: [
        ['id', 'int'],
        ['name', 'text'],
        ['unit_id', 'int'],
      ],
      rows: [
        [1, 'Pitch', UNIT_IDS.mm],
        [2, 'Height', UNIT_IDS.mm],
        [3, 'Thickness', UNIT_IDS.mm],
        [4, 'Length', UNIT_IDS.mm],
      ],
    },
    named('asset_types', ASSET_TYPE_IDS),
    named('equipment_categories', EQUIPMENT_CATEGORY_IDS),
    {
      table: 'equipment_types',
      columns: [
        ['id', 'int'],
        ['equipment_category_id', 'int'],
        ['name', 'text'],
      ],
      rows: [
        [EQUIPMENT_TYPE_IDS.Bucket, EQUIPMENT_CATEGORY_IDS.Bucket, 'Bucket'],
        [EQUIPMENT_TYPE_IDS.Machine, EQUIPMENT_CATEGORY_IDS.Machine, 'Machine'],
        [EQUIPMENT_TYPE_IDS.Undercarriage, EQUIPMENT_CATEGORY_IDS.Undercarriage, 'Undercarriage'],
        [EQUIPMENT_TYPE_IDS['Wear Plate'], EQUIPMENT_CATEGORY_IDS.Bucket, 'Wear Plate'],
        [EQUIPMENT_TYPE_IDS['Heel Shroud'], EQUIPMENT_CATEGORY_IDS.Bucket, 'Heel Shroud'],
      ],
    },
    named('part_categories', PART_CATEGORY_IDS),
    named('part_locations', PART_LOCATION_IDS),
    named('inspection_statuses', INSPECTION_STATUS_IDS),
    named('inspection_categories', { [DEFAULT_INSPECTION_CATEGORY]: 1, Undercarriage: 2, Bucket: 3 }),
    named('inspection_types', { [DEFAULT_INSPECTION_TYPE]: 1, Condition: 2, Changeout: 3 }),
    named('site_digging_conditions', {
      'Low abrasion': 1,
      'Moderate abrasion': 2,
      'High abrasion': 3,
      'Extreme abrasion': 4,
      'Wet and sticky': 5,
    }),
    {
      table: 'observable_action_types',
      columns: [
        ['id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['sort_order', 'int'],
        ['default_colour_code', 'text'],
      ],
      rows: ACTION_TYPES.map((a) => [a.id, a.name, a.description, a.sortOrder, STATUS_COLOURS[a.name]]),
    },
    {
      table: 'observable_items',
      columns: [
        ['id', 'int'],
        ['data_type_id', 'int'],
        ['identifier', 'text'],
        ['label', 'text'],
        ['description', 'text'],
        ['is_collection', 'bool'],
      ],
      rows: observableItemSeeds().map((i) => [
        i.id,
        i.dataTypeId,
        i.identifier,
        i.label,
        i.description,
        i.isCollection,
      ]),
    },
    {
      table: 'observable_item_action_types',
      columns: [
        ['id', 'int'],
        ['observable_item_id', 'int'],
        ['action_type_id', 'int'],
        ['trigger_value', 'text'],
      ],
      rows: itemActionTypes(),
    },
  ];
}
