import { SIDES, WEAR_PLATE_PRIMARY_LOCATIONS, WEAR_PLATE_SECONDARY_LOCATIONS } from '../../rules/index.ts';
import { FITMENT_POSITIONS } from './models.ts';
import { ACTION_TYPE_IDS, PART_CATEGORY_IDS } from './reference.ts';

// The part types of the seed and what is measured on each: the dimensions (type, baseline, limit, precision) tied
// to the observable items they are read with, and the wear thresholds every dimension gets.

export const UNDERCARRIAGE_ROLES = [
  'trackShoe',
  'driveTumbler',
  'frontIdler',
  'rearIdler',
  'loadRoller',
  'returnRoller',
  'slider',
  'sideFrame',
] as const;
export type UndercarriageRole = (typeof UNDERCARRIAGE_ROLES)[number];
export type BucketRole = (typeof FITMENT_POSITIONS)[number]['role'];

export const PART_TYPES: Record<
  UndercarriageRole | BucketRole,
  { id: number; name: string; category: keyof typeof PART_CATEGORY_IDS }
> = {
  trackShoe: { id: 1, name: 'Track Shoe', category: 'Pitch Extension' },
  driveTumbler: { id: 2, name: 'Drive Tumbler', category: 'Drive Lug' },
  frontIdler: { id: 3, name: 'Front Idler', category: 'Front Idler' },
  rearIdler: { id: 4, name: 'Rear Idler', category: 'Rear Idler' },
  loadRoller: { id: 5, name: 'Load Roller', category: 'Rollers' },
  returnRoller: { id: 6, name: 'Return Roller', category: 'Rollers' },
  slider: { id: 7, name: 'Slider', category: 'Rollers' },
  sideFrame: { id: 8, name: 'Side Frame', category: 'Side Frame' },
  tooth: { id: 9, name: 'Tooth', category: 'Ground Engaging Tools' },
  lipShroud: { id: 10, name: 'Lip Shroud', category: 'Ground Engaging Tools' },
  wingShroud: { id: 11, name: 'Wing Shroud', category: 'Ground Engaging Tools' },
  wearPlateThin: { id: 12, name: 'Wear Plate', category: 'Wear Kit' },
  wearPlateThick: { id: 13, name: 'Wear Plate (heavy)', category: 'Wear Kit' },
  heelShroud: { id: 14, name: 'Heel Shroud', category: 'Wear Kit' },
};

/** A measurable dimension: the observable items it is read from, the type, baseline and limit (wear 100 %). */
export interface DimensionSpec {
  identifiers: string[];
  dimensionTypeId: number;
  baseline: number;
  limit: number;
  precision: number;
}

const sides = (suffix: string) => SIDES.map((side) => `Undercarriage.${side}.${suffix}`);

export function dimensionsOf(role: UndercarriageRole | BucketRole, pitch: number): DimensionSpec[] {
  switch (role) {
    case 'trackShoe':
      return [
        {
          identifiers: [
            ...sides('Shoes.PitchExtension.TapeMeasure.WornLength'),
            ...sides('Shoes.PitchExtension.PitchGauge.WornLength'),
          ],
          dimensionTypeId: 1,
          baseline: pitch,
          limit: Math.round(pitch * 0.03),
          precision: 0.5,
        },
        {
          identifiers: sides('Shoes.RollerPath.WornLength'),
          dimensionTypeId: 2,
          baseline: 58,
          limit: -24,
          precision: 1,
        },
        {
          identifiers: sides('Shoes.DriveLug.WornLength'),
          dimensionTypeId: 2,
          baseline: 92,
          limit: -30,
          precision: 1,
        },
      ];
    case 'driveTumbler':
      return [
        {
          identifiers: sides('DriveTumbler.RollerPath.WornLength'),
          dimensionTypeId: 2,
          baseline: 44,
          limit: -18,
          precision: 1,
        },
        {
          identifiers: sides('DriveTumbler.DriveLug.WornLength'),
          dimensionTypeId: 2,
          baseline: 78,
          limit: -26,
          precision: 1,
        },
      ];
    case 'tooth':
      return [
        {
          identifiers: ['Bucket.GroundEngagingTools.Teeth.Part.WornLength'],
          dimensionTypeId: 4,
          baseline: 540,
          limit: -210,
          precision: 5,
        },
      ];
    case 'lipShroud':
      return [
        {
          identifiers: ['Bucket.GroundEngagingTools.LipShrouds.Part.WornLength'],
          dimensionTypeId: 4,
          baseline: 310,
          limit: -120,
          precision: 5,
        },
      ];
    case 'wingShroud':
      return [
        {
          identifiers: ['Bucket.GroundEngagingTools.WingShrouds.Part.WornLength'],
          dimensionTypeId: 4,
          baseline: 260,
          limit: -100,
          precision: 5,
        },
      ];
    case 'wearPlateThin':
    case 'wearPlateThick': {
      const thick = role === 'wearPlateThick';
      const identifiers = WEAR_PLATE_PRIMARY_LOCATIONS.flatMap((primary) =>
        WEAR_PLATE_SECONDARY_LOCATIONS.map(
          (secondary) => `Bucket.WearKit.WearPlates.${primary.key}.${secondary.key}.Measurement`,
        ),
      );
      return [
        {
          identifiers,
          dimensionTypeId: 3,
          baseline: thick ? 75 : 50,
          limit: thick ? -60 : -40,
          precision: 1,
        },
      ];
    }
    default:
      return [];
  }
}

/** Wear thresholds of every dimension: from 0 % no action, 50 % monitor, 75 % schedule, 100 % change out now. */
export const THRESHOLDS: readonly [number, number][] = [
  [0, ACTION_TYPE_IDS.NoAction],
  [50, ACTION_TYPE_IDS.MonitorMaintenance],
  [75, ACTION_TYPE_IDS.ScheduleChangeout],
  [100, ACTION_TYPE_IDS.ChangeoutImmediately],
];
