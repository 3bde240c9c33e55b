// Plausibility of a new wear reading against the previous one (RECORDING.md measure-and-judge panel).
import type { WearReading } from './forecast.ts';
import { SOURCE_LOCALE, withDecimalMark } from '../locale-format.ts';
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

/**
 * The warnings' words (decision 0065): the caller's language, English (RECORDING.md's words) by default. The numbers
 * come written (one decimal, the locale's decimal mark); the words around them are the caller's.
 */
export interface PlausibilityWords {
  readonly locale: string;
  /** "Machine hours went down from 1200 to 1100" */
  readonly hoursDecreased: (from: string, to: string) => string;
  /** "Wear went down from 40% to 35% with no changeout in between" */
  readonly wearDecreased: (from: string, to: string) => string;
  /** "Wear rose 15% in 100 hours, faster than 10% per 100 hours" */
  readonly riseTooFast: (rise: string, hours: string, limit: string) => string;
}

export const ENGLISH_PLAUSIBILITY_WORDS: PlausibilityWords = {
  locale: SOURCE_LOCALE,
  hoursDecreased: (from, to) => `Machine hours went down from ${from} to ${to}`,
  wearDecreased: (from, to) => `Wear went down from ${from}% to ${to}% with no changeout in between`,
  riseTooFast: (rise, hours, limit) =>
    `Wear rose ${rise}% in ${hours} hours, faster than ${limit}% per 100 hours`,
};

/** Floating-point slack so a rise exactly at the limit is not flagged. */
const EPSILON = 1e-9;

// RECORDING.md measure-and-judge panel: warn when wear falls with no changeout, or rises faster than a rate per 100 h
export function checkPlausibility(
  previous: WearReading | undefined,
  next: WearReading,
  options: PlausibilityOptions = {},
  words: PlausibilityWords = ENGLISH_PLAUSIBILITY_WORDS,
): PlausibilityResult {
  const fmt = (n: number) => withDecimalMark(String(roundTo(n, 1)), words.locale);
  const warnings: PlausibilityWarning[] = [];
  if (previous === undefined || next.changedOut === true) return { plausible: true, warnings };
  const maxRate = options.maxRisePer100Hours ?? DEFAULT_MAX_RISE_PER_100_HOURS;
  const tolerance = options.decreaseTolerance ?? 0;
  const hours = next.machineHours - previous.machineHours;
  const rise = next.wearPercent - previous.wearPercent;
  if (hours < 0) {
    warnings.push({
      code: 'HoursDecreased',
      message: words.hoursDecreased(fmt(previous.machineHours), fmt(next.machineHours)),
    });
  }
  if (rise < -tolerance) {
    warnings.push({
      code: 'WearDecreased',
      message: words.wearDecreased(fmt(previous.wearPercent), fmt(next.wearPercent)),
    });
  } else if (rise > EPSILON && (hours <= 0 || rise * 100 - maxRate * hours > EPSILON)) {
    warnings.push({
      code: 'RiseTooFast',
      message: words.riseTooFast(fmt(rise), fmt(Math.max(0, hours)), fmt(maxRate)),
    });
  }
  return { plausible: warnings.length === 0, warnings };
}
