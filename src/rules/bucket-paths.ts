import {
  BUCKET_SUMMARY_COMPLETED,
  GET_PART_TYPES,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
} from './catalogue-bucket.ts';
import { BUCKET_SPECIFICATIONS } from './catalogue-new-bucket.ts';
import { completionStatusFromPercent, groupCompletionPercent, type ObservationValues } from './completion.ts';
import { completionStatusName, type CompletionStatusName } from './enums.ts';

// The observation paths of each bucket screen (catalogue-bucket) and each screen's completion, so the menus, the
// summaries and the inspection contents say the same of what is done (recording spec §4 "Completion percentage of a
// group"). The worker computes them; the screens only show them.

/** What the statuses are read from: the bucket's own values and photos, and each position's values. */
export interface BucketStatusInput {
  readonly values: Readonly<Record<string, { readonly value: string | null }>>;
  readonly photos: Readonly<Record<string, readonly unknown[]>>;
  readonly positions: readonly {
    readonly externalId: string;
    /** Its number in the fitment (Position 1..n), when it has one. */
    readonly position?: number | null;
    readonly getType: string | null;
    readonly wearPlate: { readonly primary: string; readonly secondary: string } | null;
    readonly heelShroud?: boolean;
    readonly values: Readonly<Record<string, { readonly value: string | null }>>;
  }[];
}
type BucketModel = BucketStatusInput;
type StoredValues = BucketStatusInput['values'];

const GET = 'Bucket.GroundEngagingTools';
const PLATES = 'Bucket.WearKit.WearPlates';
export const HEEL = 'Bucket.WearKit.HeelShrouds';

export const specificationPaths = (): string[] => Object.values(BUCKET_SPECIFICATIONS);
export const summaryPaths = {
  condition: 'Bucket.Summary.Condition',
  photos: 'Bucket.Summary.Photos',
  comments: 'Bucket.Summary.Comments',
  completed: BUCKET_SUMMARY_COMPLETED,
};
export const getPaths = {
  photos: `${GET}.Photos`,
  comments: `${GET}.Comments`,
  completed: `${GET}.Completed`,
};
export const wearKitPaths = {
  photos: 'Bucket.WearKit.Photos',
  comments: 'Bucket.WearKit.Comments',
  completed: 'Bucket.WearKit.Completed',
};
export const wearPlatesPaths = {
  photos: `${PLATES}.Photos`,
  comments: `${PLATES}.Comments`,
  completed: `${PLATES}.Completed`,
};

// RECORDING.md bucket screens: the paths of a part-type screen and its positions
export function partTypePaths(key: string) {
  const at = `${GET}.${key}`;
  return {
    observation: `${at}.Observation`,
    condition: `${at}.Condition`,
    changeout: `${at}.Changeout`,
    quantity: `${at}.Quantity`,
    photos: `${at}.Photos`,
    completed: `${at}.Completed`,
    part: {
      wornLength: `${at}.Part.WornLength`,
      condition: `${at}.Part.Condition`,
      changeout: `${at}.Part.Changeout`,
      comments: `${at}.Part.Comments`,
      photos: `${at}.Part.Photos`,
    },
  };
}

// RECORDING.md bucket screens: the paths of a wear-plate primary location
export function plateLocationPaths(primary: string) {
  const at = `${PLATES}.${primary}`;
  return {
    observation: `${at}.Observation`,
    condition: `${at}.Condition`,
    changeout: `${at}.Changeout`,
    photos: `${at}.Photos`,
    completed: `${at}.Completed`,
  };
}

// RECORDING.md bucket screens: the paths of a wear-plate secondary location
export function plateSecondaryPaths(primary: string, secondary: string) {
  const at = `${PLATES}.${primary}.${secondary}`;
  return {
    measurement: `${at}.Measurement`,
    condition: `${at}.Condition`,
    changeout: `${at}.Changeout`,
    photos: `${at}.Photos`,
    comments: `${at}.Comments`,
  };
}

export const heelShroudPaths = {
  condition: `${HEEL}.Condition`,
  changeout: `${HEEL}.Changeout`,
  quantity: `${HEEL}.Quantity`,
  photos: `${HEEL}.Photos`,
  comments: `${HEEL}.Comments`,
  completed: `${HEEL}.Completed`,
};

export const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
  list.find((l) => l.key === key)?.label;
export const partTypeLabel = (key: string) => labelOf(GET_PART_TYPES, key);
export const primaryLabel = (key: string) => labelOf(WEAR_PLATE_PRIMARY_LOCATIONS, key);
export const secondaryLabel = (key: string) => labelOf(WEAR_PLATE_SECONDARY_LOCATIONS, key);

// recording spec §4: the bucket's values, a photo taken counting as a value
export function plain(model: Pick<BucketModel, 'values' | 'photos'>): ObservationValues {
  const values: Record<string, string | null> = {};
  for (const [id, stored] of Object.entries(model.values)) values[id] = stored.value;
  for (const [id, list] of Object.entries(model.photos)) values[id] = list.length > 0 ? 'photo' : null;
  return values;
}

const partValues = (values: StoredValues): ObservationValues =>
  Object.fromEntries(Object.entries(values).map(([id, stored]) => [id, stored.value]));

// recording spec §4: completed by its marker, else by the share of its paths recorded
export function statusOf(
  paths: readonly string[],
  values: ObservationValues,
  completed?: string,
): CompletionStatusName {
  if (completed && values[completed]) return 'completed';
  const recorded = paths.filter((p) => p !== completed);
  const percent = groupCompletionPercent(recorded, values);
  return percent > 0 && percent < 100
    ? 'inProgress'
    : completionStatusName(completionStatusFromPercent(percent));
}

// RECORDING.md bucket screens: a part type's positions, each with its status (measured = completed)
export function positionsOf<P extends BucketModel['positions'][number]>(
  model: { readonly positions: readonly P[] },
  key: string,
): (P & { progress: CompletionStatusName })[] {
  return model.positions
    .filter((p) => p.getType === key)
    .map((p) => ({
      ...p,
      progress: statusOf(
        Object.values(partTypePaths(key).part),
        partValues(p.values),
        partTypePaths(key).part.wornLength,
      ),
    }));
}

// recording spec §4: a part type is complete when marked, in progress once it or a position is recorded
export function partTypeStatus(model: BucketModel, key: string): CompletionStatusName {
  const p = partTypePaths(key);
  const values = plain(model);
  const own = statusOf([p.observation, p.condition, p.changeout, p.quantity, p.photos], values, p.completed);
  if (own === 'completed') return own;
  const positions = positionsOf(model, key);
  if (own === 'notStarted' && positions.every((x) => x.progress === 'notStarted')) return 'notStarted';
  return 'inProgress';
}

// recording spec §4: a wear-plate location is complete when marked, in progress once anything is recorded
export function plateLocationStatus(model: BucketModel, primary: string): CompletionStatusName {
  const p = plateLocationPaths(primary);
  const values = plain(model);
  const secondaries = WEAR_PLATE_SECONDARY_LOCATIONS.flatMap((s) =>
    Object.values(plateSecondaryPaths(primary, s.key)),
  );
  if (values[p.completed]) return 'completed';
  return statusOf([p.observation, p.condition, p.changeout, p.photos, ...secondaries], values) ===
    'notStarted'
    ? 'notStarted'
    : 'inProgress';
}

export const heelShroudStatus = (model: BucketModel): CompletionStatusName =>
  statusOf(Object.values(heelShroudPaths), plain(model), heelShroudPaths.completed);

// recording spec §4: a group is complete when all its members are, in progress when any is started
export function groupStatus(statuses: readonly CompletionStatusName[]): CompletionStatusName {
  if (statuses.length > 0 && statuses.every((s) => s === 'completed')) return 'completed';
  return statuses.some((s) => s !== 'notStarted') ? 'inProgress' : 'notStarted';
}

/** The GET part types this bucket has positions of, in the catalogue's order. */
export const partTypesOf = (model: Pick<BucketModel, 'positions'>) =>
  GET_PART_TYPES.filter((t) => model.positions.some((p) => p.getType === t.key));

/** The wear plate primary locations this bucket has plates at, with their secondary locations. */
export const plateLocationsOf = (model: Pick<BucketModel, 'positions'>) =>
  WEAR_PLATE_PRIMARY_LOCATIONS.filter((l) => model.positions.some((p) => p.wearPlate?.primary === l.key)).map(
    (l) => ({
      ...l,
      secondaries: WEAR_PLATE_SECONDARY_LOCATIONS.filter((s) =>
        model.positions.some((p) => p.wearPlate?.primary === l.key && p.wearPlate.secondary === s.key),
      ),
    }),
  );

export interface BucketStatuses {
  /** The bucket as the inspection contents and review show it. */
  readonly overall: CompletionStatusName;
  readonly specifications: CompletionStatusName;
  readonly summary: CompletionStatusName;
  readonly get: CompletionStatusName;
  readonly wearKit: CompletionStatusName;
  readonly wearPlates: CompletionStatusName;
  readonly heelShrouds: CompletionStatusName;
  readonly partTypes: Readonly<Record<string, CompletionStatusName>>;
  readonly plateLocations: Readonly<Record<string, CompletionStatusName>>;
  /** By "Primary.Secondary", e.g. "Lip.Inner". */
  readonly plateSecondaries: Readonly<Record<string, CompletionStatusName>>;
  /** Whether the bucket has GET positions and wear kit parts: a part it has none of counts as complete. */
  readonly has: { readonly get: boolean; readonly wearKit: boolean };
}

// A bucket not read with its positions (none chosen yet, or only the inspection's values at hand) is judged by the
// same rule over what the inspection holds of it: one bucket completion rule (recording spec §4)
export function bucketStatusesOfValues(values: ObservationValues): BucketStatuses {
  const bucketValues = Object.fromEntries(
    Object.entries(values)
      .filter(([id]) => id.startsWith('Bucket.'))
      .map(([id, value]) => [id, { value: value ?? null }]),
  );
  return bucketStatuses({ values: bucketValues, photos: {}, positions: [] });
}

// The bucket is complete when its specifications, part types, wear kit and summary are: recording spec §4
export function bucketStatuses(model: BucketModel): BucketStatuses {
  const values = plain(model);
  const partTypes = Object.fromEntries(partTypesOf(model).map((t) => [t.key, partTypeStatus(model, t.key)]));
  const plateLocations = Object.fromEntries(
    plateLocationsOf(model).map((l) => [l.key, plateLocationStatus(model, l.key)]),
  );
  const plateSecondaries = Object.fromEntries(
    plateLocationsOf(model).flatMap((l) =>
      l.secondaries.map((x) => [
        `${l.key}.${x.key}`,
        statusOf(Object.values(plateSecondaryPaths(l.key, x.key)), values),
      ]),
    ),
  );
  const heelShrouds = heelShroudStatus(model);
  const hasHeelShrouds = model.positions.some((p) => p.heelShroud === true);
  // A list marked complete is complete, as a position list of the undercarriage is (one behaviour; what it
  // was completed without is recorded beside it and listed as not inspected).
  const marked = (path: string, status: CompletionStatusName) => (values[path] ? 'completed' : status);
  const wearPlates = marked(wearPlatesPaths.completed, groupStatus(Object.values(plateLocations)));
  const get = marked(getPaths.completed, groupStatus(Object.values(partTypes)));
  const kit = [...Object.values(plateLocations), ...(hasHeelShrouds ? [heelShrouds] : [])];
  const wearKit = marked(wearKitPaths.completed, groupStatus(kit));
  const specifications = statusOf(specificationPaths(), values);
  const summary = statusOf(Object.values(summaryPaths), values, summaryPaths.completed);
  const sections = [
    specifications,
    ...(Object.keys(partTypes).length > 0 ? [get] : []),
    ...(kit.length > 0 ? [wearKit] : []),
    summary,
  ];
  return {
    overall: groupStatus(sections),
    specifications,
    summary,
    get,
    wearKit,
    wearPlates,
    heelShrouds,
    partTypes,
    plateLocations,
    plateSecondaries,
    has: { get: Object.keys(partTypes).length > 0, wearKit: kit.length > 0 },
  };
}
