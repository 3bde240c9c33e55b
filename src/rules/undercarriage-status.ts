// Undercarriage side, overall, item and roller-position statuses (recording spec §4).
import { EXECUTIVE_SUMMARY, LOCK_OFF, LOCK_ON, MACHINE_PHOTO, OPERATION } from './catalogue-basics.ts';
import { undercarriageCompletedMarker, undercarriagePrefix } from './catalogue-undercarriage.ts';
import { hasValue, valueOf, type ObservationValues } from './completion.ts';
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

// recording spec §4: the completed markers a side needs: the basics, then every item the model shows
export function requiredCompletedMarkers(
  side: Side,
  model: UndercarriageModelFlags,
  assetType?: string | null,
): string[] {
  return [
    LOCK_ON.completed,
    MACHINE_PHOTO.completed,
    OPERATION.completed,
    LOCK_OFF.completed,
    EXECUTIVE_SUMMARY.completed,
    ...visibleUndercarriageItems(model, assetType).map((item) => undercarriageCompletedMarker(side, item)),
  ];
}

// recording spec §4: side completed only when all completed markers exist; in progress if any observation (photos too); else not started
export function undercarriageSideStatus(
  side: Side,
  values: ObservationValues,
  model: UndercarriageModelFlags,
  assetType?: string | null,
): CompletionStatusValue {
  if (requiredCompletedMarkers(side, model, assetType).every((id) => hasValue(valueOf(values, id)))) {
    return CompletionStatus.completed;
  }
  return anyUnder(`Undercarriage.${side}.`, values)
    ? CompletionStatus.inProgress
    : CompletionStatus.notStarted;
}

const BASIC_MARKERS: readonly (readonly [string, string])[] = [
  [LOCK_ON.completed, 'Lock On'],
  [MACHINE_PHOTO.completed, 'Machine Photo'],
  [OPERATION.completed, 'Operation'],
  [LOCK_OFF.completed, 'Lock Off'],
  [EXECUTIVE_SUMMARY.completed, 'Inspection Summary'],
];

// recording spec §2: an item's name as the menus say it: "Shoes Pitch Extension", but "Side Frame", not twice.
export function undercarriageItemName(item: UndercarriageItem): string {
  return item.section === item.label || item.section === 'Photos'
    ? item.label
    : `${item.section} ${item.label}`;
}

// An item shows Completed as soon as anything is recorded on it, so a side of Completed items can still be In progress:
// the inspector is told why instead of guessing.
/** What a side still waits on: the basics (not on the side's menu) and its items not marked complete, in menu order. */
export interface SideNeeds {
  readonly basics: readonly string[];
  readonly items: readonly string[];
  /** The side's items in all, as its menu lists them. */
  readonly itemCount: number;
}

// recording spec §4: what a side still waits on before it is Completed (every completed marker, the basics included).
export function sideStillNeeds(
  side: Side,
  values: ObservationValues,
  model: UndercarriageModelFlags,
  assetType?: string | null,
): SideNeeds {
  const basics = BASIC_MARKERS.filter(([id]) => !hasValue(valueOf(values, id))).map(([, name]) => name);
  const shown = visibleUndercarriageItems(model, assetType);
  const items = shown
    .filter((item) => !hasValue(valueOf(values, undercarriageCompletedMarker(side, item))))
    .map(undercarriageItemName);
  return { basics, items, itemCount: shown.length };
}

/** Items named one by one up to this many; more are counted (a phone's screen is not a wall of names). */
const NAMED_ITEMS = 3;

// The side still waits on these, saying where each is: the items on this menu, the basics on the inspection contents
// (a side of items all done read "In progress" with only "Lock Off and the summary" to explain it; decision 0043).
// recording spec §4, in the side menu's words (the spec has none): empty when the side waits on nothing
export function sideStillNeedsText(needs: SideNeeds): string {
  const { basics, items, itemCount } = needs;
  if (basics.length === 0 && items.length === 0) return '';
  const list = (names: readonly string[]) =>
    names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  const itemWords =
    items.length === 0
      ? ''
      : items.length <= NAMED_ITEMS
        ? `${list(items)} on this list`
        : items.length === itemCount
          ? `all ${itemCount} items on this list`
          : `${items.length} of the ${itemCount} items on this list`;
  const basicWords = basics.length === 0 ? '' : `${list(basics)} on the inspection contents`;
  const where = [itemWords, basicWords].filter((w) => w !== '').join('; ');
  return `This side stays In progress until these are marked complete: ${where}.`;
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
