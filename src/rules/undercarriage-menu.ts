// The condition menu of one undercarriage side and which items a model shows (recording spec §2 Undercarriage).
import type { Screen } from './catalogue-types.ts';
import type { UndercarriagePartCategory } from './enums.ts';

/** recording spec §3 Asset model: the flags that decide the undercarriage menu. */
export interface UndercarriageModelFlags {
  hasTumblerRollPathMeasurement?: boolean | null;
  showFrontIdlerConditionMenu?: boolean | null;
  showLoadRollerConditionMenu?: boolean | null;
  showRearIdlerConditionMenu?: boolean | null;
  showReturnRollerConditionMenu?: boolean | null;
  showSliderConditionMenu?: boolean | null;
  shoesPerSide?: number | null;
}

type Visibility =
  | 'always'
  | 'tumblerRollerPath'
  | 'showFrontIdlerConditionMenu'
  | 'showLoadRollerConditionMenu'
  | 'showRearIdlerConditionMenu'
  | 'showReturnRollerConditionMenu'
  | 'showSliderConditionMenu';

export interface UndercarriageItem {
  /** The identifier segment after Undercarriage.{Side}., e.g. Shoes.PitchExtension. */
  key: string;
  section: 'Photos' | 'Shoes' | 'Drive Tumbler' | 'Idler' | 'Roller Assemblies' | 'Slider';
  label: string;
  /** The route below undercarriage/{sideName}/. */
  route: string;
  screen: Screen;
  partCategory?: UndercarriagePartCategory;
  /** Items listing positions (load rollers, return rollers, sliders) whose details are per equipment part. */
  positions: boolean;
  visibleWhen: Visibility;
}

// recording spec §2: the sections and items of the side condition menu, in screen order
export const UNDERCARRIAGE_ITEMS: readonly UndercarriageItem[] = [
  {
    key: 'SideFrame',
    section: 'Photos',
    label: 'Side Frame',
    route: 'side-frame',
    screen: 'side-frame',
    partCategory: 'Side Frame',
    positions: false,
    visibleWhen: 'always',
  },
  {
    key: 'Shoes.PitchExtension',
    section: 'Shoes',
    label: 'Pitch Extension',
    route: 'shoes/pitch-extension',
    screen: 'pitch-extension',
    partCategory: 'Pitch Extension',
    positions: false,
    visibleWhen: 'always',
  },
  {
    key: 'Shoes.RollerPath',
    section: 'Shoes',
    label: 'Roller Path',
    route: 'shoes/roller-path',
    screen: 'roller-path',
    partCategory: 'Roller Path',
    positions: false,
    visibleWhen: 'always',
  },
  {
    key: 'Shoes.DriveLug',
    section: 'Shoes',
    label: 'Drive Lug',
    route: 'shoes/drive-lug',
    screen: 'drive-lug',
    partCategory: 'Drive Lug',
    positions: false,
    visibleWhen: 'always',
  },
  {
    key: 'DriveTumbler.RollerPath',
    section: 'Drive Tumbler',
    label: 'Roller Path',
    route: 'drive-tumbler/roller-path',
    screen: 'roller-path',
    partCategory: 'Roller Path',
    positions: false,
    visibleWhen: 'tumblerRollerPath',
  },
  {
    key: 'DriveTumbler.DriveLug',
    section: 'Drive Tumbler',
    label: 'Drive Lug',
    route: 'drive-tumbler/drive-lug',
    screen: 'drive-lug',
    partCategory: 'Drive Lug',
    positions: false,
    visibleWhen: 'always',
  },
  {
    key: 'DriveTumbler.Engagement',
    section: 'Drive Tumbler',
    label: 'Engagement',
    route: 'drive-tumbler/engagement',
    screen: 'engagement',
    partCategory: 'Tumbler Engagement',
    positions: false,
    visibleWhen: 'always',
  },
  {
    key: 'FrontIdler',
    section: 'Idler',
    label: 'Front',
    route: 'idler/front',
    screen: 'idler',
    partCategory: 'Front Idler',
    positions: false,
    visibleWhen: 'showFrontIdlerConditionMenu',
  },
  {
    key: 'LoadRollers',
    section: 'Roller Assemblies',
    label: 'Load Rollers',
    route: 'roller-assemblies/load-rollers',
    screen: 'load-rollers',
    positions: true,
    visibleWhen: 'showLoadRollerConditionMenu',
  },
  {
    key: 'ReturnRollers',
    section: 'Roller Assemblies',
    label: 'Return Rollers',
    route: 'roller-assemblies/return-rollers',
    screen: 'return-rollers',
    positions: true,
    visibleWhen: 'showReturnRollerConditionMenu',
  },
  {
    key: 'RearIdler',
    section: 'Roller Assemblies',
    label: 'Rear idler',
    route: 'idler/rear',
    screen: 'idler',
    partCategory: 'Rear Idler',
    positions: false,
    visibleWhen: 'showRearIdlerConditionMenu',
  },
  {
    key: 'Sliders',
    section: 'Slider',
    label: 'Slider',
    route: 'slider/sliders',
    screen: 'sliders',
    positions: true,
    visibleWhen: 'showSliderConditionMenu',
  },
];

// recording spec §2: Drive Tumbler Roller Path shows only with the tumbler roll path flag or on a HEX asset
export function showsTumblerRollerPath(model: UndercarriageModelFlags, assetType?: string | null): boolean {
  return model.hasTumblerRollPathMeasurement === true || assetType?.trim().toUpperCase() === 'HEX';
}

// recording spec §2: the items of the side condition menu the model shows
export function visibleUndercarriageItems(
  model: UndercarriageModelFlags,
  assetType?: string | null,
): UndercarriageItem[] {
  return UNDERCARRIAGE_ITEMS.filter((item) => {
    if (item.visibleWhen === 'always') return true;
    if (item.visibleWhen === 'tumblerRollerPath') return showsTumblerRollerPath(model, assetType);
    return model[item.visibleWhen] === true;
  });
}

export const IDLER_SIDES = ['front', 'rear'] as const;
export type IdlerSide = (typeof IDLER_SIDES)[number];

// recording spec §2: .../idler/{side}: side is front or rear, otherwise page not found (undefined)
export function parseIdlerSide(side: string): IdlerSide | undefined {
  return (IDLER_SIDES as readonly string[]).includes(side) ? (side as IdlerSide) : undefined;
}

export const ROLLER_PATH_VARIANTS = { shoes: 'shoes', 'drive-tumbler': 'tumbler' } as const;

// recording spec §2: partCategory shoes gives the shoes variant, drive-tumbler the tumbler variant; anything else not found
export function measurementVariant(partCategory: string): 'shoes' | 'tumbler' | undefined {
  return Object.hasOwn(ROLLER_PATH_VARIANTS, partCategory)
    ? ROLLER_PATH_VARIANTS[partCategory as keyof typeof ROLLER_PATH_VARIANTS]
    : undefined;
}

export const POSITION_PART_NAMES = ['load-rollers', 'return-rollers', 'sliders'] as const;
export type PositionPartName = (typeof POSITION_PART_NAMES)[number];

// recording spec §2: partName load-rollers, return-rollers or sliders gives the position detail screen; else not found
export function parsePositionPartName(partName: string): PositionPartName | undefined {
  return (POSITION_PART_NAMES as readonly string[]).includes(partName)
    ? (partName as PositionPartName)
    : undefined;
}

/**
 * Which end position 1 is (a new inspector could not tell). The specs and the catalogue are silent; the
 * numbers count from the front idler back towards the drive (sprocket or tumbler), the way a walk along the track
 * frame from the front meets them. Said here only, and shown on every position list.
 */
export const POSITION_ONE_END =
  'Position 1 is at the front idler end; the numbers count back towards the drive.';
