// The measuring run's walk (decision 0054): every reading of one undercarriage side that a gauge gives, in the order an
// inspector walks the track frame, so that Enter after one reading can bring up the next empty one, on this screen
// or the next. Built from the same catalogue items and model flags the side menu shows; nothing here is recorded.
import type { Side } from './enums.ts';
import { undercarriagePrefix } from './catalogue-undercarriage.ts';
import type { UndercarriageItem } from './undercarriage-menu.ts';
import { sideRouteName } from './undercarriage-routes.ts';

/** One reading of the walk. */
export interface WalkReading {
  /** The observation path the reading is recorded under, e.g. Undercarriage.Left.Shoes.RollerPath.WornLength. */
  readonly identifier: string;
  /** The item it belongs to (its judged target is uc:{side}:{itemKey}). */
  readonly itemKey: string;
  /** The screen it is on, below the inspection's base, e.g. undercarriage/left/shoes/roller-path. */
  readonly route: string;
  /** Where the inspector is, in the menu's words: "Shoes Roller Path", "Pitch Extension — pitch gauge". */
  readonly place: string;
  /** A collection (pitch gauge readings): each reading adds one, it is empty until the first. */
  readonly collection: boolean;
}

// The readings of each measuring item, in the order the screen shows them. The pitch gauge comes before the tape
// measure: it is the gauge in the inspector's hand, and the tape's result also needs the number of shoes chosen.
const READINGS: Readonly<Record<string, readonly { suffix: string; place: string; collection: boolean }[]>> =
  {
    'Shoes.PitchExtension': [
      { suffix: 'PitchGauge.Readings', place: 'Pitch Extension — pitch gauge', collection: true },
      { suffix: 'TapeMeasure.Measurement', place: 'Pitch Extension — tape measure', collection: false },
    ],
    'Shoes.RollerPath': [{ suffix: 'WornLength', place: 'Shoes Roller Path', collection: false }],
    'Shoes.DriveLug': [{ suffix: 'WornLength', place: 'Shoes Drive Lug', collection: false }],
    'DriveTumbler.RollerPath': [
      { suffix: 'WornLength', place: 'Drive Tumbler Roller Path', collection: false },
    ],
    'DriveTumbler.DriveLug': [{ suffix: 'WornLength', place: 'Drive Tumbler Drive Lug', collection: false }],
  };

// Along the track frame from the front: over the shoes (pitch, then the roller path the rollers run on), then the
// drive at the back (its roller path and lugs), then the shoes' lugs that engage it.
const WALK: readonly string[] = [
  'Shoes.PitchExtension',
  'Shoes.RollerPath',
  'DriveTumbler.RollerPath',
  'DriveTumbler.DriveLug',
  'Shoes.DriveLug',
];

// The readings of one side in walking order, for the items the asset's model shows (`visibleUndercarriageItems`).
// Roller, return roller, slider and idler screens record no measurement in the specification (visual condition and
// indicators only), so they have no reading here. (decision 0054)
export function undercarriageWalk(side: Side, items: readonly UndercarriageItem[]): WalkReading[] {
  const shown = new Map(items.map((item) => [item.key, item]));
  return WALK.flatMap((key) => {
    const item = shown.get(key);
    if (item === undefined) return [];
    const prefix = undercarriagePrefix(side, item);
    return (READINGS[key] ?? []).map((r) => ({
      identifier: `${prefix}.${r.suffix}`,
      itemKey: key,
      route: `undercarriage/${sideRouteName(side)}/${item.route}`,
      place: r.place,
      collection: r.collection,
    }));
  });
}

// The walk's next empty reading after `from` (from the start when it is not in the walk), or undefined at the
// end (decision 0054)
export function nextEmptyReading<T extends { identifier: string; empty: boolean }>(
  walk: readonly T[],
  from: string | undefined,
): T | undefined {
  const at = walk.findIndex((r) => r.identifier === from);
  return walk.slice(at + 1).find((r) => r.empty);
}

// decision 0054: the reading before `from` in the walk, empty or not (PREVIOUS), or undefined at the start
export function previousReading<T extends { identifier: string }>(
  walk: readonly T[],
  from: string,
): T | undefined {
  const at = walk.findIndex((r) => r.identifier === from);
  return at > 0 ? walk[at - 1] : undefined;
}

// decision 0054: "3 of 5: Shoes Roller Path": where the run is, for its bar.
export function walkPosition(
  walk: readonly { identifier: string; place: string }[],
  identifier: string,
): string {
  const at = walk.findIndex((r) => r.identifier === identifier);
  if (at < 0) return '';
  // The count first: on a phone the bar's line is cut at its end
  return `${at + 1} of ${walk.length}: ${walk[at]?.place ?? ''}`;
}
