// Operation hours: total machine hours and undercarriage changeout hours (recording spec §5).
import type { InputKind } from './numeric-input.ts';
import type { Side } from './enums.ts';
import { ENGLISH_CHECK_WORDS, type CheckWords } from './check-words.ts';

export const TOTAL_MACHINE_HOURS_NOT_SET = ENGLISH_CHECK_WORDS.totalNotSet();

// recording spec §5: tonnage, BCM and hours are integers
export const OPERATION_INPUT_KINDS: Readonly<
  Record<'totalMachineHours' | 'tonnage' | 'bcm' | 'changeoutHours', InputKind>
> = { totalMachineHours: 'integer', tonnage: 'integer', bcm: 'integer', changeoutHours: 'integer' };

export type HoursCheck = { ok: true; ignored?: boolean } | { ok: false; message: string };

// shell spec §9: missing ids and hours default to -1, so only a finite value of 0 or more counts as set
export function isHoursSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export interface TotalMachineHoursBounds {
  /** Total machine hours of the previous inspection of the same asset. */
  previous?: number | null;
  /** Total machine hours of the next inspection of the same asset. */
  next?: number | null;
}

// recording spec §5: "Total Machine Hours cannot be less than {n}" / "Total Machine Hours cannot be greater than {n}"
export function validateTotalMachineHours(
  value: number | null | undefined,
  bounds: TotalMachineHoursBounds,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): HoursCheck {
  if (!isHoursSet(value)) return { ok: true, ignored: true };
  if (isHoursSet(bounds.previous) && value < bounds.previous) {
    return { ok: false, message: words.hoursLess({ of: 'total' }, bounds.previous) };
  }
  if (isHoursSet(bounds.next) && value > bounds.next) {
    return { ok: false, message: words.hoursGreater({ of: 'total' }, bounds.next) };
  }
  return { ok: true };
}

export interface ChangeoutHoursBounds {
  totalMachineHours?: number | null;
  /** The same side's changeout hours recorded before this inspection. */
  lastChangeout?: number | null;
  /** The same side's changeout hours recorded after this inspection. */
  nextChangeout?: number | null;
}

// recording spec §5: undercarriage changeout hours: ignored below 1, need Total Machine Hours, within last/next changeout and total
export function validateUndercarriageChangeoutHours(
  side: Side,
  value: number | null | undefined,
  bounds: ChangeoutHoursBounds,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): HoursCheck {
  if (typeof value !== 'number' || !(value >= 1)) return { ok: true, ignored: true };
  const total = bounds.totalMachineHours;
  if (!isHoursSet(total)) return { ok: false, message: words.totalNotSet() };
  if (isHoursSet(bounds.lastChangeout) && value < bounds.lastChangeout) {
    return { ok: false, message: words.hoursLess({ of: 'sideChangeout', side }, bounds.lastChangeout) };
  }
  if (isHoursSet(bounds.nextChangeout) && value > bounds.nextChangeout) {
    return { ok: false, message: words.hoursGreater({ of: 'sideChangeout', side }, bounds.nextChangeout) };
  }
  if (value > total) return { ok: false, message: words.hoursGreater({ of: 'changeout' }, total) };
  return { ok: true };
}
