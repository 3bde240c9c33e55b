// The bucket changeout (recording spec §4 and §5, RECORDING.md "rotation"): validated like the undercarriage one.
import { validateChangeoutDate, type DateCheck } from './dates.ts';
import { isHoursSet, type HoursCheck } from './machine-hours.ts';
import { ENGLISH_CHECK_WORDS, type CheckWords } from './check-words.ts';

export interface BucketChangeoutBounds {
  /** Total machine hours of this inspection. */
  readonly totalMachineHours: number | null;
  /** The hours of the asset's last bucket changeout before this inspection. */
  readonly lastChangeoutHours: number | null;
}

// The undercarriage changeout rules, applied to the bucket (RECORDING.md: "validated like the undercarriage").
// recording spec §5 changeout hours: ignored below 1, Total Machine Hours set, not below the last, not above the total
export function validateBucketChangeoutHours(
  value: number | null | undefined,
  bounds: BucketChangeoutBounds,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): HoursCheck {
  if (typeof value !== 'number' || !(value >= 1)) return { ok: true, ignored: true };
  const total = bounds.totalMachineHours;
  if (!isHoursSet(total)) return { ok: false, message: words.totalNotSet() };
  if (isHoursSet(bounds.lastChangeoutHours) && value < bounds.lastChangeoutHours) {
    return { ok: false, message: words.hoursLess({ of: 'bucketChangeout' }, bounds.lastChangeoutHours) };
  }
  if (value > total) return { ok: false, message: words.hoursGreater({ of: 'bucketChangeout' }, total) };
  return { ok: true };
}

// recording spec §5: the changeout date is not after the inspection date nor before the last changeout
export function validateBucketChangeoutDate(
  date: string,
  inspectionDate: string,
  lastChangeoutDate: string | null,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): DateCheck {
  return validateChangeoutDate(date, inspectionDate, lastChangeoutDate, words);
}
