// Plausibility of a new wear reading against the previous one (RECORDING.md measure-and-judge panel).
import type { WearReading } from './forecast.ts';
import { roundTo } from '../numbers.ts';

export interface PlausibilityOptions {
  /** Highest believable rise, in wear percentage points per 100 machine hours; default 10. */
  maxRisePer100Hours?: number;
  /** A fall in wear up to this many percentage points is measurement noise; default 0. */
  decreaseTolerance?: number;
}

export const DEFAULT_MAX_RISE_PER_100_HOURS = 10;

export type PlausibilityCode = 'WearDecreased' | 'RiseTooFast' | 'HoursDecreased';

export interface PlausibilityWarning {
  code: PlausibilityCode;
  message: string;
}

export interface PlausibilityResult {
  plausible: boolean;
  warnings: PlausibilityWarning[];
}

const fmt = (n: number) => String(roundTo(n, 1));
/** Floating-point slack so a rise exactly at the limit is not flagged. */
const EPSILON = 1e-9;

// RECORDING.md measure-and-judge panel: warn when wear falls with no changeout, or rises faster than a rate per 100 h
export function checkPlausibility(
  previous: WearReading | undefined,
  next: WearReading,
  options: PlausibilityOptions = {},
): PlausibilityResult {
  const warnings: PlausibilityWarning[] = [];
  if (previous === undefined || next.changedOut === true) return { plausible: true, warnings };
  const maxRate = options.maxRisePer100Hours ?? DEFAULT_MAX_RISE_PER_100_HOURS;
  const tolerance = options.decreaseTolerance ?? 0;
  const hours = next.machineHours - previous.machineHours;
  const rise = next.wearPercent - previous.wearPercent;
  if (hours < 0) {
    warnings.push({
      code: 'HoursDecreased',
      message: `Machine hours went down from ${fmt(previous.machineHours)} to ${fmt(next.machineHours)}`,
    });
  }
  if (rise < -tolerance) {
    warnings.push({
      code: 'WearDecreased',
      message: `Wear went down from ${fmt(previous.wearPercent)}% to ${fmt(next.wearPercent)}% with no changeout in between`,
    });
  } else if (rise > EPSILON && (hours <= 0 || rise * 100 - maxRate * hours > EPSILON)) {
    warnings.push({
      code: 'RiseTooFast',
      message: `Wear rose ${fmt(rise)}% in ${fmt(Math.max(0, hours))} hours, faster than ${fmt(maxRate)}% per 100 hours`,
    });
  }
  return { plausible: warnings.length === 0, warnings };
}
