// The enums of the recording spec §3 ("Enums") and the fixed name lists both specs rely on.

// recording spec §3 Enums: data types string 1, number 2, date 3, image 4, boolean 5
export const DataType = { string: 1, number: 2, date: 3, image: 4, boolean: 5 } as const;
export type DataTypeName = keyof typeof DataType;
export type DataTypeId = (typeof DataType)[DataTypeName];

// recording spec §3 Enums: completion status notStarted 0, inProgress 1, completed 2
export const CompletionStatus = { notStarted: 0, inProgress: 1, completed: 2 } as const;
export type CompletionStatusName = keyof typeof CompletionStatus;
export type CompletionStatusValue = (typeof CompletionStatus)[CompletionStatusName];

// recording spec §3 Enums: data levels asset 1, equipment 2, equipmentPart 3, mineLocation 4
export const DataLevel = { asset: 1, equipment: 2, equipmentPart: 3, mineLocation: 4 } as const;
export type DataLevelName = keyof typeof DataLevel;
export type DataLevelId = (typeof DataLevel)[DataLevelName];

// recording spec §3 Enums: equipment types
export const EQUIPMENT_TYPES = ['Bucket', 'Machine', 'Undercarriage', 'Wear Plate', 'Heel Shroud'] as const;
export type EquipmentTypeName = (typeof EQUIPMENT_TYPES)[number];

// recording spec §3 Enums: undercarriage part categories
export const UNDERCARRIAGE_PART_CATEGORIES = [
  'Drive Lug',
  'Pitch Extension',
  'Roller Path',
  'Front Idler',
  'Rear Idler',
  'Tumbler Engagement',
  'Side Frame',
] as const;
export type UndercarriagePartCategory = (typeof UNDERCARRIAGE_PART_CATEGORIES)[number];

// recording spec §3 Enums: action status names
export const ACTION_STATUS_NAMES = [
  'MonitorMaintenance',
  'NoAction',
  'NoActionOk',
  'ChangeoutImmediately',
  'ScheduleChangeout',
  'NoMeasurements',
  'InvalidMeasurements',
] as const;
export type ActionStatusName = (typeof ACTION_STATUS_NAMES)[number];

// recording spec §3 Enums: item status notStarted, inProgress, completed
export const ITEM_STATUSES = ['notStarted', 'inProgress', 'completed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

// recording spec §3 Enums: visual condition options Good, Monitor, Changeout (default Good)
export const VISUAL_CONDITIONS = ['Good', 'Monitor', 'Changeout'] as const;
export type VisualCondition = (typeof VISUAL_CONDITIONS)[number];
export const DEFAULT_VISUAL_CONDITION: VisualCondition = 'Good';

// recording spec §3 Enums: YES/NO radio, default NO
export const YES_NO = ['YES', 'NO'] as const;
export type YesNo = (typeof YES_NO)[number];
export const DEFAULT_YES_NO: YesNo = 'NO';

// recording spec §8: validation codes InvalidInput, BelowOrEqualZero
export const ValidationCode = { InvalidInput: 'InvalidInput', BelowOrEqualZero: 'BelowOrEqualZero' } as const;
export type ValidationCodeName = keyof typeof ValidationCode;

// recording spec §3: report types UndercarriageInspection or BucketInspection
export const REPORT_TYPES = ['UndercarriageInspection', 'BucketInspection'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

// shell spec §1 and recording spec §1: asset types seen ERS and HEX
export const ASSET_TYPES = ['ERS', 'HEX'] as const;

// recording spec §3 Equipment part: locationId 1 left, 2 right; undercarriage equipment names Left Side, Right Side
export const SIDES = ['Left', 'Right'] as const;
export type Side = (typeof SIDES)[number];
export const SideLocationId = { Left: 1, Right: 2 } as const;
export const SIDE_EQUIPMENT_NAMES = { Left: 'Left Side', Right: 'Right Side' } as const;

// recording spec §2 Shared UI: toast types alert, success, warning
export const TOAST_TYPES = ['alert', 'success', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

// recording spec §3 Inspection category type: default category All Categories, type AllTypes
export const DEFAULT_INSPECTION_CATEGORY = 'All Categories';
export const DEFAULT_INSPECTION_TYPE = 'AllTypes';

// recording spec §3 Enums: name of a completion status value
export function completionStatusName(value: CompletionStatusValue): CompletionStatusName {
  return ITEM_STATUSES[value];
}
