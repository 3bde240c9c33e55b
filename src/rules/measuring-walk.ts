// The measuring run's walk (decision 0054): every reading of one undercarriage side (or of a bucket) that a gauge
// gives, in the order an inspector walks the track frame (or round the bucket), so that Enter after one reading can
// bring up the next empty one, on this screen or the next. Built from the same catalogue items and model flags the
// side menu shows (the bucket's positions its screens list); nothing here is recorded.
import {
  GET_PART_TYPES,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
} from './catalogue-bucket.ts';
import type { Side } from './enums.ts';
import { undercarriagePrefix } from './catalogue-undercarriage.ts';
import type { UndercarriageItem } from './undercarriage-menu.ts';
import { sideRouteName } from './undercarriage-routes.ts';

/** One reading of the walk. */
export interface WalkReading {
  /**
   * The observation path the reading is recorded under, e.g. Undercarriage.Left.Shoes.RollerPath.WornLength; a
   * reading at one of several positions under one path (a bucket's tooth) adds "#" and the position's part.
   */
  readonly identifier: string;
  /** The judged target it counts towards (src/rules inspection-targets: uc:Left:Shoes.RollerPath, bucket:Teeth:…). */
  readonly target: string;
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
      target: `uc:${side}:${key}`,
      route: `undercarriage/${sideRouteName(side)}/${item.route}`,
      place: r.place,
      collection: r.collection,
    }));
  });
}

/** A bucket's measured position, as its screens list it. */
export interface BucketWalkPosition {
  readonly externalId: string;
  readonly position: number | null;
  /** Where on the bucket when its position number does not say it (a wing shroud: Left or Right). */
  readonly location: string | null;
  /** The ground-engaging-tool part type key (Teeth…) when it is one. */
  readonly getType: string | null;
  /** The wear plate's location keys when it is one. */
  readonly wearPlate: { readonly primary: string; readonly secondary: string } | null;
}

// One of a tool type's parts, as an inspector names it.
const ONE_OF: Readonly<Record<string, string>> = {
  Teeth: 'Tooth',
  Adapters: 'Adapter',
  LipShrouds: 'Lip shroud',
  WingShrouds: 'Wing shroud',
  SideProtectors: 'Side protector',
};

// As "Load roller 4 of 7 — point B" (issue 53), short enough for the run bar's two lines on a phone: "Tooth 2 of 5";
// a part placed by its side rather than a number, "Left wing shroud"; a position number other than its turn, added.
function toolPlace(type: string, p: BucketWalkPosition, at: number, count: number): string {
  const one = ONE_OF[type] ?? type;
  if (p.location !== null) return `${p.location} ${one.toLowerCase()}`;
  const turn = `${one} ${at + 1} of ${count}`;
  return p.position === null || p.position === at + 1 ? turn : `${turn} — position ${p.position}`;
}

const byPosition = (a: BucketWalkPosition, b: BucketWalkPosition) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);

// A bucket's wear parts in the order an inspector goes round it: along the lip, each ground-engaging-tool part type as
// its screen lists them (teeth, then adapters, shrouds, side protectors) from position 1 up, then the wear plates,
// lip to cheeks, inner then outer: the order of the bucket's menus. Heel shrouds record no measurement (condition,
// changeout and photos only), so they have no reading here. (decisions 0054 and 0060)
export function bucketWalk(
  bucketExternalId: string,
  positions: readonly BucketWalkPosition[],
): WalkReading[] {
  const base = `bucket/${bucketExternalId}`;
  const tools = GET_PART_TYPES.flatMap((type) => {
    const own = positions.filter((p) => p.getType === type.key).sort(byPosition);
    return own.map((p, at) => ({
      identifier: `Bucket.GroundEngagingTools.${type.key}.Part.WornLength#${p.externalId}`,
      target: `bucket:${type.key}:${p.externalId}`,
      route: `${base}/ground-engaging-tools/part-types/${type.key}/${p.externalId}`,
      place: toolPlace(type.key, p, at, own.length),
      collection: false,
    }));
  });
  const plates = WEAR_PLATE_PRIMARY_LOCATIONS.flatMap((primary) =>
    WEAR_PLATE_SECONDARY_LOCATIONS.flatMap((secondary) =>
      positions.some((p) => p.wearPlate?.primary === primary.key && p.wearPlate.secondary === secondary.key)
        ? [
            {
              identifier: `Bucket.WearKit.WearPlates.${primary.key}.${secondary.key}.Measurement`,
              target: `bucket:plates:${primary.key}.${secondary.key}`,
              route: `${base}/wear-kit/wear-plates/locations/${primary.key}/locations/${secondary.key}`,
              place: `${primary.label} ${secondary.label.toLowerCase()} plate`,
              collection: false,
            },
          ]
        : [],
    ),
  );
  return [...tools, ...plates];
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
  // a translation passes its own words (decision 0065): the rules import no catalogue
  words: (n: number, total: number, place: string) => string = (n, total, place) =>
    `${n} of ${total}: ${place}`,
): string {
  const at = walk.findIndex((r) => r.identifier === identifier);
  if (at < 0) return '';
  // The count first: on a phone the bar's line is cut at its end
  return words(at + 1, walk.length, walk[at]?.place ?? '');
}
