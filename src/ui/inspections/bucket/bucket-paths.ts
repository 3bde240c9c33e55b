import {
  BUCKET_SPECIFICATIONS,
  BUCKET_SUMMARY_COMPLETED,
  completionStatusFromPercent,
  completionStatusName,
  GET_PART_TYPES,
  groupCompletionPercent,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
  type CompletionStatusName,
  type ObservationValues,
} from '../../../rules/index.ts';
import type { BucketModel, StoredValues } from '../../../worker/contract.ts';

// The observation paths of each bucket screen (catalogue-bucket in src/rules) and each screen's completion, so the
// summaries and menus say what is done (recording spec §4 "Completion percentage of a group").

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

/** The plain values of a model (its photos count as values: a photo taken is progress). */
export function plain(model: Pick<BucketModel, 'values' | 'photos'>): ObservationValues {
  const values: Record<string, string | null> = {};
  for (const [id, stored] of Object.entries(model.values)) values[id] = stored.value;
  for (const [id, list] of Object.entries(model.photos)) values[id] = list.length > 0 ? 'photo' : null;
  return values;
}

const partValues = (values: StoredValues): ObservationValues =>
  Object.fromEntries(Object.entries(values).map(([id, stored]) => [id, stored.value]));

/** Completed when its Completed marker is set, else by the share of its paths recorded. */
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

/** The positions of a ground-engaging-tool part type, and each one's status (measured = completed). */
export function positionsOf(model: BucketModel, key: string) {
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

export function partTypeStatus(model: BucketModel, key: string): CompletionStatusName {
  const p = partTypePaths(key);
  const values = plain(model);
  const own = statusOf([p.observation, p.condition, p.changeout, p.quantity, p.photos], values, p.completed);
  if (own === 'completed') return own;
  const positions = positionsOf(model, key);
  if (own === 'notStarted' && positions.every((x) => x.progress === 'notStarted')) return 'notStarted';
  return 'inProgress';
}

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

export function groupStatus(statuses: readonly CompletionStatusName[]): CompletionStatusName {
  if (statuses.length > 0 && statuses.every((s) => s === 'completed')) return 'completed';
  return statuses.some((s) => s !== 'notStarted') ? 'inProgress' : 'notStarted';
}

/** The GET part types this bucket has positions of, in the catalogue's order. */
export const partTypesOf = (model: BucketModel) =>
  GET_PART_TYPES.filter((t) => model.positions.some((p) => p.getType === t.key));

/** The wear plate primary locations this bucket has plates at, with their secondary locations. */
export const plateLocationsOf = (model: BucketModel) =>
  WEAR_PLATE_PRIMARY_LOCATIONS.filter((l) => model.positions.some((p) => p.wearPlate?.primary === l.key)).map(
    (l) => ({
      ...l,
      secondaries: WEAR_PLATE_SECONDARY_LOCATIONS.filter((s) =>
        model.positions.some((p) => p.wearPlate?.primary === l.key && p.wearPlate.secondary === s.key),
      ),
    }),
  );
