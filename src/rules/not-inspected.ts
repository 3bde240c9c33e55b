// What was not inspected: the entries of a list not done when MARK AS COMPLETE is pressed, the question
// the screen asks before completing anyway, the words recorded with that choice, and the list the Word report and the
// completed page show. One rule for every list: a list may be completed with entries not done, but only after the
// inspector has read their names, and what was left out is never silently dropped from the report.
import { partTypeLabel, primaryLabel, type BucketStatuses, type BucketStatusInput } from './bucket-paths.ts';
import { bucketListEntries } from './bucket-lists.ts';
import {
  executiveSummaryStatus,
  hasValue,
  lockOffStatus,
  lockOnStatus,
  machinePhotoStatus,
  operationStatus,
  valueOf,
  type ObservationValues,
} from './completion.ts';
import { CompletionStatus, SIDE_EQUIPMENT_NAMES, SIDES, type Side } from './enums.ts';
import { undercarriageEntry, type InspectionContext } from './inspection-menu.ts';
import { undercarriageCompletedMarker } from './catalogue-undercarriage.ts';
import { visibleUndercarriageItems, type UndercarriageModelFlags } from './undercarriage-menu.ts';
import { sideStillNeeds } from './undercarriage-status.ts';

/** One entry of a list, by the name the list shows. */
export interface ListEntry {
  readonly name: string;
  readonly done: boolean;
}

export const positionName = (position: number): string => `Position ${position}`;

// decision 0043: the names of the entries not done, in the list's order
export function entriesNotDone(entries: readonly ListEntry[]): string[] {
  return entries.filter((e) => !e.done).map((e) => e.name);
}

// decision 0043: names in words: "A", "A and B", "A, B and C"
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export interface CompleteAnywayQuestion {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
}

export const COMPLETE_ANYWAY_TITLE = 'Not everything is done';
export const COMPLETE_ANYWAY_LABEL = 'Complete anyway';

// decision 0043: the question MARK AS COMPLETE asks when entries are not done; none when everything is
export function completeAnywayQuestion(
  listName: string,
  entries: readonly ListEntry[],
): CompleteAnywayQuestion | undefined {
  const open = entriesNotDone(entries);
  if (open.length === 0) return undefined;
  return {
    title: COMPLETE_ANYWAY_TITLE,
    message:
      `Not done yet (${open.length} of ${entries.length}): ${namesInWords(open)}. ` +
      `Mark ${listName} as complete anyway? The report will list them as not inspected.`,
    confirmLabel: COMPLETE_ANYWAY_LABEL,
  };
}

// What a list screen says above its MARK AS COMPLETE while it is not complete (a parent that stays In progress says
// what it still waits on): the entries not done, or, when all are, that it waits on its own completion (decision 0043)
export function stillMissingText(
  listName: string,
  entries: readonly ListEntry[],
  completed: boolean,
): string {
  if (completed) return '';
  const open = entriesNotDone(entries);
  if (open.length > 0) return `Not done yet: ${namesInWords(open)}.`;
  if (entries.length === 0) return '';
  return `All done. Press MARK AS COMPLETE to complete ${listName}.`;
}

// decision 0043: the value recorded beside a list's completion: the names left out, or null when nothing was
export function notInspectedValue(entries: readonly ListEntry[]): string | null {
  const open = entriesNotDone(entries);
  return open.length === 0 ? null : open.join(', ');
}

/** One line of the report's "Not inspected" list: where, and what there was not done. */
export interface NotInspectedGroup {
  readonly where: string;
  readonly what: readonly string[];
}

/** A roller-assembly position of one side and whether anything is recorded on it (recording spec §4: 100 or -1). */
export interface PositionFact {
  readonly side: Side;
  /** The item's key: LoadRollers, ReturnRollers, Sliders. */
  readonly itemKey: string;
  readonly position: number;
  readonly done: boolean;
}

export interface NotInspectedInput {
  /** The inspection's values by identifier (photos count as a value). */
  readonly values: ObservationValues;
  readonly context: InspectionContext;
  readonly model: UndercarriageModelFlags;
  readonly assetType?: string | null;
  readonly positions: readonly PositionFact[];
  /** The bucket's statuses (src/rules bucket-paths), when the inspection has a bucket. */
  readonly bucket: BucketStatuses | null;
  /** The bucket as its screens read it (its positions), for the entries a list of it was completed without. */
  readonly bucketModel?: BucketStatusInput | null;
  readonly hasHeelShrouds: boolean;
}

const isDone = (status: number | string) => status === CompletionStatus.completed || status === 'completed';

function basicsNotDone(input: NotInspectedInput): string[] {
  const { values, context } = input;
  const sections: [string, number, boolean][] = [
    ['Lock On', lockOnStatus(values), true],
    ['Machine Photo', machinePhotoStatus(values), context.hasAsset],
    ['Operation', operationStatus(values), context.hasAsset],
    ['Lock Off', lockOffStatus(values), true],
    ['Inspection Summary', executiveSummaryStatus(values), true],
  ];
  return sections.filter(([, status, shown]) => shown && !isDone(status)).map(([name]) => name);
}

function sideNotDone(input: NotInspectedInput, side: Side): NotInspectedGroup[] {
  const name = SIDE_EQUIPMENT_NAMES[side];
  const groups: NotInspectedGroup[] = [];
  const items = sideStillNeeds(side, input.values, input.model, input.assetType).items;
  if (items.length > 0) groups.push({ where: name, what: items });
  for (const item of visibleUndercarriageItems(input.model, input.assetType).filter((i) => i.positions)) {
    const positions = input.positions
      .filter((p) => p.side === side && p.itemKey === item.key)
      .sort((a, b) => a.position - b.position);
    const open = positions.filter((p) => !p.done).map((p) => positionName(p.position));
    const marked = hasValue(valueOf(input.values, undercarriageCompletedMarker(side, item)));
    // A list never begun and never completed is named with the side's items already; its positions add nothing.
    if (open.length === 0 || (!marked && open.length === positions.length)) continue;
    groups.push({ where: `${name} — ${item.label}`, what: open });
  }
  return groups;
}

function bucketNotDone(statuses: BucketStatuses, hasHeelShrouds: boolean): string[] {
  const open = (status: string) => status !== 'completed';
  return [
    ...(open(statuses.specifications) ? ['Specifications'] : []),
    ...Object.entries(statuses.partTypes)
      .filter(([, status]) => open(status))
      .map(([key]) => `Ground Engaging Tools — ${partTypeLabel(key) ?? key}`),
    ...Object.entries(statuses.plateLocations)
      .filter(([, status]) => open(status))
      .map(([key]) => `Wear Plates — ${primaryLabel(key) ?? key}`),
    ...(hasHeelShrouds && open(statuses.heelShrouds) ? ['Heel Shrouds'] : []),
    ...(open(statuses.summary) ? ['Bucket Summary'] : []),
  ];
}

// decision 0043: a part type (teeth, shrouds) completed with positions not done names them, as a side's position
// lists do (a list still open is named whole above): teeth completed anyway are never read as all seen. Wear-plate
// locations are not named this way yet: their secondaries' done rule has not been checked against the report's facts.
function bucketListsNotDone(model: BucketStatusInput, statuses: BucketStatuses): NotInspectedGroup[] {
  const withStatuses = { ...model, statuses };
  const groups: NotInspectedGroup[] = [];
  for (const [key, status] of Object.entries(statuses.partTypes)) {
    if (status !== 'completed') continue;
    const open = entriesNotDone(bucketListEntries(withStatuses, { kind: 'partType', key }));
    if (open.length > 0) groups.push({ where: `Bucket — ${partTypeLabel(key) ?? key}`, what: open });
  }
  return groups;
}

// What the report and the completed page list as not inspected: the contents' sections, each side's items and the
// positions of its lists, and the bucket's parts, by the completion rules the screens show (decision 0043)
export function notInspected(input: NotInspectedInput): NotInspectedGroup[] {
  const groups: NotInspectedGroup[] = [];
  const basics = basicsNotDone(input);
  if (basics.length > 0) groups.push({ where: 'Inspection', what: basics });
  if (undercarriageEntry(input.context).enabled)
    for (const side of SIDES) groups.push(...sideNotDone(input, side));
  if (input.context.hasBucket && input.bucket !== null) {
    const bucket = bucketNotDone(input.bucket, input.hasHeelShrouds);
    if (bucket.length > 0) groups.push({ where: 'Bucket', what: bucket });
    if (input.bucketModel) groups.push(...bucketListsNotDone(input.bucketModel, input.bucket));
  }
  return groups;
}

export const NOT_INSPECTED_HEADING = 'Not inspected';
export const NOT_INSPECTED_INTRO =
  'These were not done when the inspection was submitted, so this report has no findings for them.';
