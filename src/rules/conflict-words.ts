// The words of a conflict between two devices (docs/decisions/0052-two-devices-one-inspection.md): what the
// other device recorded, with which device and when, and what this one did, so the inspector can choose.
import { deviceNameOrUnknown } from './device-name.ts';
import { formatLength, INCH_UNIT_ID, lengthUnitOfId, MM_UNIT_ID, toMm, type LengthUnit } from './lengths.ts';
import { parseDecimal } from './numbers.ts';

/** One side of a conflict: a value, its unit's symbol, the device that wrote it, when. */
export interface ConflictSide {
  readonly value: string | null;
  readonly unit: string | null;
  /** The unit's id: a length (millimetre or inch id) is said in the inspector's unit (decision 0053). */
  readonly unitId?: number | null | undefined;
  readonly deviceName: string | null;
  readonly at: string;
}

/** The heading on Home's card and the contents: "Changed on another device" and how many readings. */
export const CHANGED_ON_ANOTHER_DEVICE = 'Changed on another device';

/** What Submit says while a conflict is open (the server refuses it too). */
export const SETTLE_CONFLICTS_FIRST =
  'Changed on another device: choose which values to keep before submitting this inspection';

/** The count line: "Changed on another device: 2 readings". */
export const conflictCountLine = (count: number): string =>
  `${CHANGED_ON_ANOTHER_DEVICE}: ${count} ${count === 1 ? 'reading' : 'readings'}`;

const two = (n: number) => String(n).padStart(2, '0');

// A time of day on this device's clock, "08:34"; the text itself when it is not a date. (decision 0052)
export function timeOfDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${two(d.getHours())}:${two(d.getMinutes())}`;
}

// A value with its unit, "12.5 mm"; "nothing" for a value that was cleared. (decision 0052)
export function valueWithUnit(value: string | null, unit: string | null): string {
  if (value === null || value.trim() === '') return 'nothing';
  return unit === null || unit === '' ? value : `${value} ${unit}`;
}

/** How one side's value is said: a length through the length formatter in `lengths`, a photo as "photo". */
export interface SideWords {
  /** The unit lengths are shown in (Settings); without it a length keeps the unit it was measured in. */
  readonly lengths?: LengthUnit | undefined;
  /** The values are photos' file names: said "photo" (the thumbnails show which), "no photo" when cleared. */
  readonly photo?: boolean | undefined;
  /** The inspector's language, for a length's decimal mark (decision 0065). */
  readonly locale?: string | undefined;
}

// One side's value as the inspector reads it: "12.50 mm" (or "0.492 in"), "photo", "nothing". (decisions 0052, 0053)
export function sideValue(side: ConflictSide, words: SideWords = {}): string {
  if (words.photo === true) return side.value === null || side.value.trim() === '' ? 'no photo' : 'photo';
  const isLength = side.unitId === MM_UNIT_ID || side.unitId === INCH_UNIT_ID;
  const n = side.value === null ? undefined : parseDecimal(side.value);
  if (isLength && n !== undefined && words.lengths !== undefined)
    return formatLength(toMm(n, lengthUnitOfId(side.unitId)), words.lengths, words.locale);
  return valueWithUnit(side.value, side.unit);
}

/** The other device's name, "another device" when it has none. */
export const otherDeviceName = (side: ConflictSide): string => deviceNameOrUnknown(side.deviceName);

// "Changed on another device: 12.5 mm (tablet, 08:34) — yours 13.0 mm (08:40)". (decision 0052)
export function conflictLine(other: ConflictSide, yours: ConflictSide, words: SideWords = {}): string {
  return (
    `${CHANGED_ON_ANOTHER_DEVICE}: ${sideValue(other, words)} (${otherDeviceName(other)}, ${timeOfDay(other.at)})` +
    ` — yours ${sideValue(yours, words)} (${timeOfDay(yours.at)})`
  );
}

// Whether a screen's path (what follows /inspections/<id>/, e.g. "asset/operating-hours") is the screen of a
// catalogue route ("bucket/{bucketExternalId}/wear-kit/summary"): where a conflicted reading is shown. (decision 0052)
export function pathIsRoute(path: string, route: string): boolean {
  const pattern = route
    .replace(/^\/+/, '')
    .split('/')
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`(^|/)${pattern}$`).test(path.replace(/\/+$/, ''));
}
