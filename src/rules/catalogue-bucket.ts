// Catalogue entries of the bucket screens (recording spec §2 Bucket routes and §4).
import { entry, type CatalogueEntry, type Screen } from './catalogue-types.ts';
import { newBucketCatalogue } from './catalogue-new-bucket.ts';
import { DataLevel, DataType, type DataLevelId } from './enums.ts';

export interface NamedKey {
  key: string;
  label: string;
}

/** The spec names no ground-engaging-tool part types; these are the usual ones (part-types/{bucketPartTypeName}). */
export const GET_PART_TYPES: readonly NamedKey[] = [
  { key: 'Teeth', label: 'Teeth' },
  { key: 'Adapters', label: 'Adapters' },
  { key: 'LipShrouds', label: 'Lip Shrouds' },
  { key: 'WingShrouds', label: 'Wing Shrouds' },
  { key: 'SideProtectors', label: 'Side Protectors' },
];

/** The spec names no wear-plate locations; these primary (locations/{wearPlateLocationId}) ones are used. */
export const WEAR_PLATE_PRIMARY_LOCATIONS: readonly NamedKey[] = [
  { key: 'Lip', label: 'Lip' },
  { key: 'Floor', label: 'Floor' },
  { key: 'Wrapper', label: 'Wrapper' },
  { key: 'LeftCheek', label: 'Left Cheek' },
  { key: 'RightCheek', label: 'Right Cheek' },
];

/** Secondary locations within each primary one (locations/{wearPlateSecondaryLocationId}). */
export const WEAR_PLATE_SECONDARY_LOCATIONS: readonly NamedKey[] = [
  { key: 'Inner', label: 'Inner' },
  { key: 'Outer', label: 'Outer' },
];

// recording spec §4: the bucket changeout box: checked, date and hours
export const BUCKET_CHANGEOUT = {
  checked: 'Bucket.Changeout.Checked',
  date: 'Bucket.Changeout.Date',
  hours: 'Bucket.Changeout.Hours',
} as const;

/** The bucket summary's MARK AS COMPLETE: the bucket as a whole is recorded (recording spec §4, RECORDING.md summary). */
export const BUCKET_SUMMARY_COMPLETED = 'Bucket.Summary.Completed';

const { equipment, equipmentPart } = DataLevel;

function photosCommentsCompleted(
  prefix: string,
  where: string,
  screen: Screen,
  level: DataLevelId = equipment,
) {
  return [
    entry(`${prefix}.Photos`, DataType.image, 'Photos', `${where} / Photos`, level, screen, {
      isCollection: true,
    }),
    entry(`${prefix}.Comments`, DataType.string, 'Comments', `${where} / Comments`, level, screen),
    entry(`${prefix}.Completed`, DataType.date, 'Completed', `${where} / Completed`, level, screen),
  ];
}

// What a list was marked complete without (its entries' names), recorded beside its completed marker
function notInspected(prefix: string, where: string, screen: Screen, level: DataLevelId = equipment) {
  return entry(
    `${prefix}.NotInspected`,
    DataType.string,
    'Not Inspected',
    `${where} / Not Inspected`,
    level,
    screen,
  );
}

function conditionAndChangeout(
  prefix: string,
  where: string,
  screen: Screen,
  level: DataLevelId = equipment,
) {
  return [
    entry(`${prefix}.Condition`, DataType.string, 'Condition', `${where} / Condition`, level, screen),
    entry(`${prefix}.Changeout`, DataType.string, 'Changeout', `${where} / Changeout`, level, screen),
  ];
}

function groundEngagingToolEntries(): CatalogueEntry[] {
  const base = 'Bucket.GroundEngagingTools';
  const list = [
    ...photosCommentsCompleted(base, 'Ground Engaging Tools', 'get-summary'),
    notInspected(base, 'Ground Engaging Tools', 'get-summary'),
  ];
  for (const type of GET_PART_TYPES) {
    const prefix = `${base}.${type.key}`;
    const where = `Ground Engaging Tools / ${type.label}`;
    list.push(
      entry(
        `${prefix}.Observation`,
        DataType.string,
        'Observation',
        `${where} / Observation`,
        equipment,
        'get-part-type',
      ),
      ...conditionAndChangeout(prefix, where, 'get-part-type'),
      entry(`${prefix}.Quantity`, DataType.number, 'Qty', `${where} / Qty`, equipment, 'get-part-type'),
      entry(`${prefix}.Photos`, DataType.image, 'Photos', `${where} / Photos`, equipment, 'get-part-type', {
        isCollection: true,
      }),
      entry(
        `${prefix}.Completed`,
        DataType.date,
        'Completed',
        `${where} / Completed`,
        equipment,
        'get-part-type',
      ),
      notInspected(prefix, where, 'get-part-type'),
      entry(
        `${prefix}.Part.WornLength`,
        DataType.number,
        'Worn Length (mm)',
        `${where} / Part`,
        equipmentPart,
        'get-part',
        {
          unit: 'mm',
        },
      ),
      ...conditionAndChangeout(`${prefix}.Part`, `${where} / Part`, 'get-part', equipmentPart),
      entry(
        `${prefix}.Part.Photos`,
        DataType.image,
        'Photos',
        `${where} / Part / Photos`,
        equipmentPart,
        'get-part',
        {
          isCollection: true,
        },
      ),
      entry(
        `${prefix}.Part.Comments`,
        DataType.string,
        'Comments',
        `${where} / Part / Comments`,
        equipmentPart,
        'get-part',
      ),
    );
  }
  return list;
}

function wearKitEntries(): CatalogueEntry[] {
  const list = [
    ...photosCommentsCompleted('Bucket.WearKit', 'Wear Kit', 'wear-kit'),
    notInspected('Bucket.WearKit', 'Wear Kit', 'wear-kit'),
    ...photosCommentsCompleted('Bucket.WearKit.WearPlates', 'Wear Kit / Wear Plates', 'wear-plates'),
    notInspected('Bucket.WearKit.WearPlates', 'Wear Kit / Wear Plates', 'wear-plates'),
  ];
  for (const primary of WEAR_PLATE_PRIMARY_LOCATIONS) {
    const prefix = `Bucket.WearKit.WearPlates.${primary.key}`;
    const where = `Wear Kit / Wear Plates / ${primary.label}`;
    list.push(
      entry(
        `${prefix}.Observation`,
        DataType.string,
        'Observation',
        `${where} / Observation`,
        equipment,
        'wear-plate-location',
      ),
      ...conditionAndChangeout(prefix, where, 'wear-plate-location'),
      entry(
        `${prefix}.Photos`,
        DataType.image,
        'Photos',
        `${where} / Photos`,
        equipment,
        'wear-plate-location',
        {
          isCollection: true,
        },
      ),
      entry(
        `${prefix}.Completed`,
        DataType.date,
        'Completed',
        `${where} / Completed`,
        equipment,
        'wear-plate-location',
      ),
      notInspected(prefix, where, 'wear-plate-location'),
    );
    for (const secondary of WEAR_PLATE_SECONDARY_LOCATIONS) {
      const at = `${prefix}.${secondary.key}`;
      const inner = `${where} / ${secondary.label}`;
      const screen = 'wear-plate-secondary-location';
      list.push(
        entry(
          `${at}.Measurement`,
          DataType.number,
          'Measurement (mm)',
          `${inner} / Measurement`,
          equipment,
          screen,
          {
            unit: 'mm',
          },
        ),
        ...conditionAndChangeout(at, inner, screen),
        entry(`${at}.Photos`, DataType.image, 'Photos', `${inner} / Photos`, equipment, screen, {
          isCollection: true,
        }),
        entry(`${at}.Comments`, DataType.string, 'Comments', `${inner} / Comments`, equipment, screen),
      );
    }
  }
  const heel = 'Bucket.WearKit.HeelShrouds';
  list.push(
    ...conditionAndChangeout(heel, 'Wear Kit / Heel Shrouds', 'heel-shrouds'),
    entry(
      `${heel}.Quantity`,
      DataType.number,
      'Qty',
      'Wear Kit / Heel Shrouds / Qty',
      equipment,
      'heel-shrouds',
    ),
    ...photosCommentsCompleted(heel, 'Wear Kit / Heel Shrouds', 'heel-shrouds'),
  );
  return list;
}

function summaryAndRotationEntries(): CatalogueEntry[] {
  const screen = 'bucket-rotation';
  return [
    ...photosCommentsCompleted('Bucket.Summary', 'Bucket / Summary', 'bucket-summary'),
    notInspected('Bucket.Summary', 'Bucket / Summary', 'bucket-summary'),
    // RECORDING.md bucket summary: the overall condition (Good / Monitor / Changeout)
    entry(
      'Bucket.Summary.Condition',
      DataType.string,
      'Overall Condition',
      'Bucket / Summary / Condition',
      equipment,
      'bucket-summary',
    ),
    entry(BUCKET_CHANGEOUT.checked, DataType.boolean, 'Changeout', 'Bucket / Changeout', equipment, screen),
    entry(
      BUCKET_CHANGEOUT.date,
      DataType.date,
      'Changeout Date',
      'Bucket / Changeout / Date',
      equipment,
      screen,
    ),
    entry(
      BUCKET_CHANGEOUT.hours,
      DataType.number,
      'Changeout Hours',
      'Bucket / Changeout / Hours',
      equipment,
      screen,
      {
        unit: 'h',
      },
    ),
    entry(
      'Bucket.Rotation.ChangeToExternalId',
      DataType.string,
      'Changed To',
      'Bucket / Rotation',
      equipment,
      screen,
    ),
    entry(
      'Bucket.Rotation.OldBucketMineLocation',
      DataType.string,
      'Old Bucket Mine Location',
      'Bucket / Rotation',
      DataLevel.mineLocation,
      screen,
    ),
    entry('Bucket.Rotation.Completed', DataType.date, 'Completed', 'Bucket / Rotation', equipment, screen),
  ];
}

// recording spec §2 Bucket routes and shell spec §3: every field of every bucket screen and the new-bucket observations
export function bucketCatalogue(): CatalogueEntry[] {
  return [
    ...newBucketCatalogue(),
    ...summaryAndRotationEntries(),
    ...groundEngagingToolEntries(),
    ...wearKitEntries(),
  ];
}
