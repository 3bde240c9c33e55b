// The lists of the bucket screens with MARK AS COMPLETE (decision 0043): their entries by the names the screens show,
// each done when its status (bucket-paths, the one completion rule) is Completed, the list a completed marker closes
// and where the names it was completed without are recorded.
import {
  bucketStatuses,
  getPaths,
  partTypePaths,
  partTypeLabel,
  partTypesOf,
  plateLocationPaths,
  plateLocationsOf,
  positionsOf,
  primaryLabel,
  summaryPaths,
  wearKitPaths,
  wearPlatesPaths,
  type BucketStatuses,
  type BucketStatusInput,
} from './bucket-paths.ts';
import type { CompletionStatusName } from './enums.ts';
import type { ListEntry } from './not-inspected.ts';

/** A bucket screen with a list and MARK AS COMPLETE (RECORDING.md bucket screens). */
export type BucketList =
  | { readonly kind: 'get' | 'wearKit' | 'wearPlates' | 'summary' }
  | { readonly kind: 'partType' | 'plateLocation'; readonly key: string };

const LIST_MARKERS: readonly [string, BucketList][] = [
  [getPaths.completed, { kind: 'get' }],
  [wearKitPaths.completed, { kind: 'wearKit' }],
  [wearPlatesPaths.completed, { kind: 'wearPlates' }],
  [summaryPaths.completed, { kind: 'summary' }],
];

// decision 0043: the list a completed marker closes, if it closes one: the summaries, a part type, a location
export function bucketListOfMarker(identifier: string): BucketList | undefined {
  const fixed = LIST_MARKERS.find(([path]) => path === identifier);
  if (fixed) return fixed[1];
  const type = /^Bucket\.GroundEngagingTools\.(\w+)\.Completed$/.exec(identifier)?.[1];
  if (type !== undefined && partTypeLabel(type)) return { kind: 'partType', key: type };
  const plate = /^Bucket\.WearKit\.WearPlates\.(\w+)\.Completed$/.exec(identifier)?.[1];
  if (plate !== undefined && primaryLabel(plate)) return { kind: 'plateLocation', key: plate };
  return undefined;
}

// decision 0043: where the names a list was completed without are recorded: beside its completed marker
export function bucketListNotInspectedPath(list: BucketList): string {
  const marker = {
    get: getPaths.completed,
    wearKit: wearKitPaths.completed,
    wearPlates: wearPlatesPaths.completed,
    summary: summaryPaths.completed,
    partType: 'key' in list ? partTypePaths(list.key).completed : '',
    plateLocation: 'key' in list ? plateLocationPaths(list.key).completed : '',
  }[list.kind];
  return marker.replace(/\.Completed$/, '.NotInspected');
}

// decision 0043: the entries of a bucket list by the names its screen shows, done when their status is Completed
export function bucketListEntries(
  model: BucketStatusInput & { statuses?: BucketStatuses },
  list: BucketList,
): ListEntry[] {
  const statuses = model.statuses ?? bucketStatuses(model);
  const done = (status: CompletionStatusName | undefined) => status === 'completed';
  const types = partTypesOf(model);
  const locations = plateLocationsOf(model);
  const hasHeel = model.positions.some((p) => p.heelShroud === true);
  switch (list.kind) {
    case 'get':
      return types.map((t) => ({ name: t.label, done: done(statuses.partTypes[t.key]) }));
    case 'wearPlates':
      return locations.map((l) => ({ name: l.label, done: done(statuses.plateLocations[l.key]) }));
    case 'wearKit':
      return [
        ...(locations.length > 0 ? [{ name: 'Wear Plates', done: done(statuses.wearPlates) }] : []),
        ...(hasHeel ? [{ name: 'Heel Shrouds', done: done(statuses.heelShrouds) }] : []),
      ];
    case 'summary':
      return [
        { name: 'Specifications', done: done(statuses.specifications) },
        ...(types.length > 0 ? [{ name: 'Ground Engaging Tools', done: done(statuses.get) }] : []),
        ...(locations.length > 0 || hasHeel ? [{ name: 'Wear Kit', done: done(statuses.wearKit) }] : []),
      ];
    case 'partType':
      return positionsOf(model, list.key).map((p, i) => ({
        name: `Position ${p.position ?? i + 1}`,
        done: p.progress === 'completed',
      }));
    case 'plateLocation':
      return (locations.find((l) => l.key === list.key)?.secondaries ?? []).map((s) => ({
        name: s.label,
        done: done(statuses.plateSecondaries[`${list.key}.${s.key}`]),
      }));
  }
}
