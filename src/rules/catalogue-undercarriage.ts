// Catalogue entries of the undercarriage screens, per side and part category (recording spec §2 Undercarriage, §5).
import { entry, type CatalogueEntry, type EntryOptions } from './catalogue-types.ts';
import { PITCH_GAUGE_UNIT_ID } from './constants.ts';
import { DataLevel, DataType, SIDES, SIDE_EQUIPMENT_NAMES, type Side } from './enums.ts';
import { UNDERCARRIAGE_ITEMS, type UndercarriageItem } from './undercarriage-menu.ts';

export interface IndicatorGroup {
  /** The group heading as the screen shows it; empty for an ungrouped list. */
  group: string;
  key: string;
  items: readonly string[];
}

// recording spec §2 pitch-extension: wear indicator groups PINS, BUSINGS, PIN LUGS, HARDWARE
export const PITCH_EXTENSION_INDICATORS: readonly IndicatorGroup[] = [
  { group: 'PINS', key: 'Pins', items: ['Broken', 'Check Tension', 'Visible Gap'] },
  { group: 'BUSINGS', key: 'Bushings', items: ['Cracking', 'Walking', 'Loss'] },
  { group: 'PIN LUGS', key: 'PinLugs', items: ['Cracking', 'Walking', 'Broken'] },
  { group: 'HARDWARE', key: 'Hardware', items: ['Loose', 'Damaged', 'Missing'] },
];

// recording spec §2 roller-path, shoes variant
export const SHOES_ROLLER_PATH_INDICATORS: readonly string[] = [
  'Toenailing',
  'Spalling / Delamination / Minor Cracking',
  'Severe Cracking / Broken',
];

// recording spec §2 roller-path tumbler variant (Plastic Deformation in place of Toenailing) and drive-lug
export const TUMBLER_ROLLER_PATH_INDICATORS: readonly string[] = [
  'Plastic Deformation',
  'Spalling / Delamination / Minor Cracking',
  'Severe Cracking / Broken',
];
export const DRIVE_LUG_INDICATORS: readonly string[] = TUMBLER_ROLLER_PATH_INDICATORS;
/** The spec does not name the indicators of a roller or slider position; the tread indicators are used. */
export const POSITION_INDICATORS: readonly string[] = TUMBLER_ROLLER_PATH_INDICATORS;

// recording spec §2: an identifier segment from a label: "Spalling / Delamination / Minor Cracking" -> SpallingDelaminationMinorCracking
export function identifierSegment(label: string): string {
  return label
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}

// recording spec §2: the identifier prefix of one item of one side, e.g. Undercarriage.Left.Shoes.PitchExtension
export function undercarriagePrefix(side: Side, item: Pick<UndercarriageItem, 'key'>): string {
  return `Undercarriage.${side}.${item.key}`;
}

// recording spec §4: the completed marker of one item of one side
export function undercarriageCompletedMarker(side: Side, item: Pick<UndercarriageItem, 'key'>): string {
  return `${undercarriagePrefix(side, item)}.Completed`;
}

function itemEntries(side: Side, item: UndercarriageItem): CatalogueEntry[] {
  const prefix = undercarriagePrefix(side, item);
  const where = `${SIDE_EQUIPMENT_NAMES[side]} / ${item.section === item.label ? item.label : `${item.section} / ${item.label}`}`;
  const base = { partCategory: item.partCategory };
  const list: CatalogueEntry[] = [];
  const add = (
    suffix: string,
    dataType: (typeof DataType)[keyof typeof DataType],
    label: string,
    context: string,
    options: EntryOptions & { perPart?: boolean } = {},
  ): void => {
    const perPart = options.perPart === true;
    list.push(
      entry(
        `${prefix}.${suffix}`,
        dataType,
        label,
        context === '' ? `${where} / ${label}` : `${where} / ${context} / ${label}`,
        perPart ? DataLevel.equipmentPart : DataLevel.equipment,
        perPart ? 'roller-position' : item.screen,
        { ...base, ...options },
      ),
    );
  };
  const indicators = (
    groups: readonly IndicatorGroup[],
    withShoes: boolean,
    at = '',
    perPart = false,
  ): void => {
    for (const group of groups) {
      for (const name of group.items) {
        const id = [at, 'WearIndicators', group.key, identifierSegment(name)]
          .filter((s) => s !== '')
          .join('.');
        const context = [at === '' ? '' : 'Position', 'Wear Indicators', group.group]
          .filter((s) => s !== '')
          .join(' / ');
        add(id, DataType.boolean, name, context, { perPart });
        if (withShoes) add(`${id}.NumberOfShoes`, DataType.number, 'Number of Shoes', `${context} / ${name}`);
      }
    }
  };
  const flat = (items: readonly string[]): IndicatorGroup[] => [{ group: '', key: '', items }];
  const photosCommentsCompleted = (at = '', perPart = false): void => {
    const pre = at === '' ? '' : `${at}.`;
    const context = at === '' ? '' : 'Position';
    add(`${pre}Photos`, DataType.image, 'Photos', context, { isCollection: true, perPart });
    add(`${pre}Comments`, DataType.string, 'Comments', context, { perPart });
    add(`${pre}Completed`, DataType.date, 'Completed', context, { perPart });
  };
  const wornLength = (): void => add('WornLength', DataType.number, 'Worn Length (mm)', '', { unit: 'mm' });

  switch (item.key) {
    case 'Shoes.PitchExtension':
      add('TapeMeasure.Measurement', DataType.number, 'Measurement', 'Tape Measure', { unit: 'mm' });
      add('TapeMeasure.NumberOfShoes', DataType.number, 'Number of Shoes', 'Tape Measure');
      add('TapeMeasure.WornLength', DataType.number, 'Worn Length (mm)', 'Tape Measure', { unit: 'mm' });
      add('PitchGauge.Readings', DataType.number, 'Reading', 'Pitch Gauge', {
        unit: 'mm',
        unitId: PITCH_GAUGE_UNIT_ID,
        isCollection: true,
      });
      add('PitchGauge.WornLength', DataType.number, 'Worn Length (mm)', 'Pitch Gauge', {
        unit: 'mm',
        unitId: PITCH_GAUGE_UNIT_ID,
      });
      indicators(PITCH_EXTENSION_INDICATORS, true);
      break;
    case 'Shoes.RollerPath':
      wornLength();
      indicators(flat(SHOES_ROLLER_PATH_INDICATORS), true);
      break;
    case 'Shoes.DriveLug':
      wornLength();
      indicators(flat(DRIVE_LUG_INDICATORS), true);
      break;
    case 'DriveTumbler.RollerPath':
      wornLength();
      indicators(flat(TUMBLER_ROLLER_PATH_INDICATORS), false);
      break;
    case 'DriveTumbler.DriveLug':
      wornLength();
      indicators(flat(DRIVE_LUG_INDICATORS), false);
      break;
    case 'FrontIdler':
    case 'RearIdler':
      add('VisualCondition', DataType.string, 'Visual Condition', '');
      break;
  }
  if (item.positions) {
    add('Completed', DataType.date, 'Completed', '');
    // The positions left out when the list was marked complete anyway, recorded with the completion
    add('NotInspected', DataType.string, 'Not Inspected', '');
    add('Position.VisualCondition', DataType.string, 'Visual Condition', 'Position', { perPart: true });
    indicators(flat(POSITION_INDICATORS), false, 'Position', true);
    photosCommentsCompleted('Position', true);
  } else {
    photosCommentsCompleted();
  }
  return list;
}

// recording spec §2 Undercarriage: every field of every undercarriage screen of one side
export function undercarriageSideCatalogue(side: Side): CatalogueEntry[] {
  return UNDERCARRIAGE_ITEMS.flatMap((item) => itemEntries(side, item));
}

// recording spec §2 Undercarriage: every field of both sides
export function undercarriageCatalogue(): CatalogueEntry[] {
  return SIDES.flatMap((side) => undercarriageSideCatalogue(side));
}
