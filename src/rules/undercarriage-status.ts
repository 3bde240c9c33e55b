// Undercarriage side, overall, item and roller-position statuses (recording spec §4).
import { undercarriageCompletedMarker, undercarriagePrefix } from './catalogue-undercarriage.ts';
import { valueOf, type ObservationValues } from './completion.ts';
import { CompletionStatus, type CompletionStatusValue, type Side } from './enums.ts';
import {
  visibleUndercarriageItems,
  type UndercarriageItem,
  type UndercarriageModelFlags,
} from './undercarriage-menu.ts';

/** recording spec §4: roller-assembly position percentages: 100 complete, -1 nothing recorded. */
export const POSITION_COMPLETE = 100;
export const POSITION_NOT_STARTED = -1;

function exists(value: string | null | undefined): boolean {
  return value !== undefined && value !== null;
}

function anyUnder(prefix: string, values: ObservationValues): boolean {
  return Object.keys(values).some((id) => id.startsWith(prefix) && exists(valueOf(values, id)));
}

// A side's status is what its own menu shows: the basics (lock on, machine photo, operation, lock off, summary) have
// their own entries and statuses, and a side that also waited on them read "In progress" beside a menu of Completed
// items.
// recording spec §4: side completed when every item the model shows is (itemStatus), in progress on any observation
export function undercarriageSideStatus(
  side: Side,
  values: ObservationValues,
  model: UndercarriageModelFlags,
  assetType?: string | null,
): CompletionStatusValue {
  if (openUndercarriageItems(side, values, model, assetType).length === 0) return CompletionStatus.completed;
  return anyUnder(`Undercarriage.${side}.`, values)
    ? CompletionStatus.inProgress
    : CompletionStatus.notStarted;
}

// recording spec §4: the items the model shows at a side that are not completed yet, in menu order
export function openUndercarriageItems(
  side: Side,
  values: ObservationValues,
  model: UndercarriageModelFlags,
  assetType?: string | null,
): UndercarriageItem[] {
  return visibleUndercarriageItems(model, assetType).filter(
    (item) => itemStatus(side, item, values) !== CompletionStatus.completed,
  );
}

// recording spec §4: undercarriage overall: completed if both sides are, in progress if either side has started, else not started
export function undercarriageOverallStatus(
  left: CompletionStatusValue,
  right: CompletionStatusValue,
): CompletionStatusValue {
  if (left === CompletionStatus.completed && right === CompletionStatus.completed)
    return CompletionStatus.completed;
  if (left !== CompletionStatus.notStarted || right !== CompletionStatus.notStarted)
    return CompletionStatus.inProgress;
  return CompletionStatus.notStarted;
}

// recording spec §4: an item is completed if any observation exists for its paths at that side
export function itemStatus(
  side: Side,
  item: Pick<UndercarriageItem, 'key'>,
  values: ObservationValues,
): CompletionStatusValue {
  return anyUnder(`${undercarriagePrefix(side, item)}.`, values)
    ? CompletionStatus.completed
    : CompletionStatus.notStarted;
}

// recording spec §4: a roller-assembly position is 100 if any relevant observation exists for it, else -1
export function rollerPositionPercent(
  side: Side,
  item: Pick<UndercarriageItem, 'key'>,
  positionValues: ObservationValues,
): number {
  return anyUnder(`${undercarriagePrefix(side, item)}.Position.`, positionValues)
    ? POSITION_COMPLETE
    : POSITION_NOT_STARTED;
}

// recording spec §4: a position group is 100 if all complete, -1 if none, else the share complete (rounded percent)
export function rollerGroupPercent(positionPercents: readonly number[]): number {
  const complete = positionPercents.filter((p) => p === POSITION_COMPLETE).length;
  if (complete === 0) return POSITION_NOT_STARTED;
  if (complete === positionPercents.length) return POSITION_COMPLETE;
  return Math.round((complete / positionPercents.length) * 100);
}

// recording spec §4: Slider (and roller list) MARK AS COMPLETE stores a completed timestamp
export function markPositionsComplete(
  side: Side,
  item: Pick<UndercarriageItem, 'key'>,
  nowIso: string,
): Record<string, string> {
  return { [undercarriageCompletedMarker(side, item)]: nowIso };
}
