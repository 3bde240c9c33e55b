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
    return { ok: false, code: 'InvalidInput', message: 'InvalidInput' };
  }
  if (limit === 0) return { ok: false, code: 'InvalidLimit', message: 'InvalidInput' };
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

// recording spec §5: below min alert "Value equal or below {min}"; above 250% of max alert; above 150% of max warning
export function checkWearRange(percent: number, limits: RangeLimits = {}): RangeCheck {
  const min = limits.min ?? DEFAULT_RANGE_MIN;
  const max = limits.max ?? DEFAULT_RANGE_MAX;
  if (Number.isNaN(percent) || percent < min) {
    return { level: 'alert', valid: false, message: `Value equal or below ${min}` };
  }
  if (percent > (max * ALERT_PERCENT_OF_MAX) / 100) {
    return { level: 'alert', valid: false, message: `Value above 250% of max ${max}` };
  }
  if (percent > (max * WARNING_PERCENT_OF_MAX) / 100) {
    return { level: 'warning', valid: true, message: `Value above 150% of max ${max}` };
  }
  return { level: 'ok', valid: true };
}

// recording spec §5: the valid action-status percentage range is 0 to 250 (inclusive)
export function isValidActionStatusPercent(percent: number): boolean {
  return percent >= MIN_ACTION_STATUS_PERCENT && percent <= MAX_ACTION_STATUS_PERCENT;
}
