// Types, screens and the entry builder of the observation-identifier catalogue (recording spec §2 and §3).
import type { DataLevelId, DataTypeId, UndercarriagePartCategory } from './enums.ts';

/**
 * Every screen of both specs that records observations, with its route. Routes are relative to the inspection base
 * /inspections/{externalId} (recording spec §2), except the shell's /new-bucket (shell spec §2).
 */
export const SCREENS = {
  'lock-on': { title: 'Lock On', route: 'asset/lock-on' },
  'lock-off': { title: 'Lock Off', route: 'asset/lock-off' },
  'machine-photo': { title: 'Machine Photo', route: 'asset/machine-photo' },
  'operating-hours': { title: 'Operation', route: 'asset/operating-hours' },
  'executive-summary': { title: 'Inspection Summary', route: 'asset/executive-summary' },
  'side-frame': { title: 'Side Frame', route: 'undercarriage/{sideName}/side-frame' },
  'pitch-extension': {
    title: 'Pitch Extension',
    route: 'undercarriage/{sideName}/{partCategory}/pitch-extension',
  },
  'roller-path': { title: 'Roller Path', route: 'undercarriage/{sideName}/{partCategory}/roller-path' },
  'drive-lug': { title: 'Drive Lug', route: 'undercarriage/{sideName}/{partCategory}/drive-lug' },
  engagement: { title: 'Engagement', route: 'undercarriage/{sideName}/{partCategory}/engagement' },
  idler: { title: 'Idler', route: 'undercarriage/{sideName}/idler/{side}' },
  'load-rollers': { title: 'Load Rollers', route: 'undercarriage/{sideName}/{partCategory}/load-rollers' },
  'return-rollers': {
    title: 'Return Rollers',
    route: 'undercarriage/{sideName}/{partCategory}/return-rollers',
  },
  sliders: { title: 'Slider', route: 'undercarriage/{sideName}/{partCategory}/sliders' },
  'roller-position': {
    title: 'Position',
    route: 'undercarriage/{sideName}/{partCategory}/{partName}/{equipmentPartId}/{position}',
  },
  'bucket-summary': { title: 'Bucket Summary', route: 'bucket/{bucketExternalId}/summary' },
  'bucket-specifications': {
    title: 'Bucket Specifications',
    route: 'bucket/{bucketExternalId}/specifications',
  },
  'bucket-rotation': {
    title: 'Changeout and Rotation',
    route: 'bucket/{bucketExternalId}/rotation/{bucketChangeToExternalId}',
  },
  'get-summary': {
    title: 'Ground Engaging Tools',
    route: 'bucket/{bucketExternalId}/ground-engaging-tools/summary',
  },
  'get-part-type': {
    title: 'Ground Engaging Tools Part Type',
    route: 'bucket/{bucketExternalId}/ground-engaging-tools/part-types/{bucketPartTypeName}/summary',
  },
  'get-part': {
    title: 'Ground Engaging Tools Part',
    route:
      'bucket/{bucketExternalId}/ground-engaging-tools/part-types/{bucketPartTypeName}/{bucketEquipmentPartId}',
  },
  'wear-kit': { title: 'Wear Kit', route: 'bucket/{bucketExternalId}/wear-kit/summary' },
  'wear-plates': { title: 'Wear Plates', route: 'bucket/{bucketExternalId}/wear-kit/wear-plates/summary' },
  'wear-plate-location': {
    title: 'Wear Plate Location',
    route: 'bucket/{bucketExternalId}/wear-kit/wear-plates/locations/{wearPlateLocationId}/summary',
  },
  'wear-plate-secondary-location': {
    title: 'Wear Plate Secondary Location',
    route:
      'bucket/{bucketExternalId}/wear-kit/wear-plates/locations/{wearPlateLocationId}/locations/{wearPlateSecondaryLocationId}',
  },
  'heel-shrouds': { title: 'Heel Shrouds', route: 'bucket/{bucketExternalId}/wear-kit/heel-shrouds' },
  'new-bucket': { title: 'New Bucket', route: '/new-bucket' },
} as const;

export type Screen = keyof typeof SCREENS;
export const SCREEN_NAMES: readonly Screen[] = Object.freeze(Object.keys(SCREENS) as Screen[]);

/** One observable item: what the server seeds into observableItems and the UI writes through. */
export interface CatalogueEntry {
  /** Stable numeric id: a 31-bit FNV-1a hash of the identifier (never 0), independent of catalogue order. */
  id: number;
  /** Dotted path, e.g. Bucket.Specifications.SerialNumber. */
  identifier: string;
  dataType: DataTypeId;
  /** The field's label as the screen shows it. */
  label: string;
  /** Where the field sits, e.g. "Left Side / Shoes / Pitch Extension / PINS / Broken". */
  description: string;
  unit?: string;
  unitId?: number;
  dataLevel: DataLevelId;
  screen: Screen;
  /** Several values per entity (multi-photo fields, pitch-gauge readings). */
  isCollection: boolean;
  partCategory?: UndercarriagePartCategory;
}

// recording spec §3 Observable item id: a stable 31-bit id from the identifier (FNV-1a), 1 to 2^31 - 1
export function catalogueId(identifier: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < identifier.length; i++) {
    hash ^= identifier.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}

export interface EntryOptions {
  unit?: string;
  unitId?: number;
  isCollection?: boolean;
  partCategory?: UndercarriagePartCategory | undefined;
}

// recording spec §3 Observable item: build one catalogue entry
export function entry(
  identifier: string,
  dataType: DataTypeId,
  label: string,
  description: string,
  dataLevel: DataLevelId,
  screen: Screen,
  options: EntryOptions = {},
): CatalogueEntry {
  return {
    id: catalogueId(identifier),
    identifier,
    dataType,
    label,
    description,
    ...(options.unit === undefined ? {} : { unit: options.unit }),
    ...(options.unitId === undefined ? {} : { unitId: options.unitId }),
    dataLevel,
    screen,
    isCollection: options.isCollection ?? false,
    ...(options.partCategory === undefined ? {} : { partCategory: options.partCategory }),
  };
}
