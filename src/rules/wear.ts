// Wear percentage and its range check (recording spec §5 and §9).
import {
  ALERT_PERCENT_OF_MAX,
  DEFAULT_RANGE_MAX,
  DEFAULT_RANGE_MIN,
  MAX_ACTION_STATUS_PERCENT,
  MIN_ACTION_STATUS_PERCENT,
  WARNING_PERCENT_OF_MAX,
} from './constants.ts';
import { average, roundTo } from './numbers.ts';
import { ENGLISH_CHECK_WORDS, type CheckWords } from './check-words.ts';

/** What the wear of a part dimension is measured against (recording spec §3 Part dimension). */
export interface WearDefinition {
  baselineValue: number;
  limit: number;
}

/** Decimals kept in a wear percentage (enough for any threshold, and no floating-point noise). */
export const WEAR_DECIMALS = 6;

export type WearPercentResult =
  { ok: true; value: number } | { ok: false; code: 'InvalidLimit' | 'InvalidInput'; message: string };

// recording spec §9: wear % = (measured - baseline) / limit x 100
export function wearPercent(measured: number, definition: WearDefinition): WearPercentResult {
  const { baselineValue, limit } = definition;
  if (![measured, baselineValue, limit].every(Number.isFinite)) {
    return { ok: false, code: 'InvalidInput', message: 'The wear cannot be worked out from this value' };
  }
  if (limit === 0)
    return {
      ok: false,
      code: 'InvalidLimit',
      message: 'The wear cannot be worked out: the part has no wear limit',
    };
  // Rounded to 6 decimals so floating-point noise never moves a wear across a threshold: 55.6 mm gives 28, not 27.999...
  return { ok: true, value: roundTo(((measured - baselineValue) / limit) * 100, WEAR_DECIMALS) };
}

// recording spec §9: repeated measurements are averaged and rounded (to 2 decimals, like the pitch gauge)
export function averageMeasurements(values: readonly number[], decimals = 2): number | undefined {
  const mean = average(values);
  return mean === undefined ? undefined : roundTo(mean, decimals);
}

export interface RangeLimits {
  /** Lower bound; a value below it is an alert. Default 0. */
  min?: number;
  /** The max of the messages; default 100. */
  max?: number;
}

export type RangeCheck =
  | { level: 'ok'; valid: true }
  | { level: 'warning'; valid: true; message: string }
  | { level: 'alert'; valid: false; message: string };

// The spec's words ("Value above 250% of max 100") mean nothing to an inspector: these say the wear and what to do.
// recording spec §5: an alert below min; an alert above 250 % of max; a warning above 150 % of max
export function checkWearRange(
  percent: number,
  limits: RangeLimits = {},
  words: CheckWords = ENGLISH_CHECK_WORDS,
): RangeCheck {
  const min = limits.min ?? DEFAULT_RANGE_MIN;
  const max = limits.max ?? DEFAULT_RANGE_MAX;
  const alertAbove = (max * ALERT_PERCENT_OF_MAX) / 100;
  const warnAbove = (max * WARNING_PERCENT_OF_MAX) / 100;
  if (Number.isNaN(percent) || percent < min) {
    return { level: 'alert', valid: false, message: words.wearBelow(min) };
  }
  if (percent > alertAbove) {
    return { level: 'alert', valid: false, message: words.wearAbove(alertAbove) };
  }
  if (percent > warnAbove) {
    return { level: 'warning', valid: true, message: words.wearPast(warnAbove) };
  }
  return { level: 'ok', valid: true };
}

// recording spec §5: the valid action-status percentage range is 0 to 250 (inclusive)
export function isValidActionStatusPercent(percent: number): boolean {
  return percent >= MIN_ACTION_STATUS_PERCENT && percent <= MAX_ACTION_STATUS_PERCENT;
}
