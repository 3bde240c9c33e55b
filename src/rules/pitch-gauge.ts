// Pitch-gauge readings (recording spec §5 and §9).
import { PITCH_GAUGE_UNIT_ID } from './constants.ts';
import { parseDecimal } from './numbers.ts';
import {
  averageMeasurements,
  checkWearRange,
  wearPercent,
  type RangeLimits,
  type WearDefinition,
} from './wear.ts';

export const NO_MEASUREMENTS = 'No measurements';
/** The spec says only "an invalid value message"; this is the text chosen for it. */
export const INVALID_VALUE = 'Invalid value';

export type PitchGaugeAverage =
  | { ok: true; value: number; count: number }
  | { ok: false; code: 'NoMeasurements'; message: typeof NO_MEASUREMENTS };

// recording spec §5: the pitch-gauge value is the average of the readings, 2 decimals; "No measurements" when none
export function pitchGaugeAverage(readings: readonly number[]): PitchGaugeAverage {
  const value = averageMeasurements(readings, 2);
  if (value === undefined) return { ok: false, code: 'NoMeasurements', message: NO_MEASUREMENTS };
  return { ok: true, value, count: readings.length };
}

export type PitchGaugeReadingResult =
  | { ok: false; code: 'InvalidInput'; message: typeof INVALID_VALUE }
  | { ok: true; accepted: false; readings: readonly number[] }
  | { ok: true; accepted: true; readings: number[]; average: number; wearPercent: number; unitId: number };

// recording spec §5: a reading must be non-blank numeric; it is silently rejected when the new average fails the range check
export function addPitchGaugeReading(
  readings: readonly number[],
  raw: string | number | null | undefined,
  definition: WearDefinition,
  limits?: RangeLimits,
): PitchGaugeReadingResult {
  const value = parseDecimal(raw);
  if (value === undefined) return { ok: false, code: 'InvalidInput', message: INVALID_VALUE };
  const next = [...readings, value];
  const average = averageMeasurements(next, 2) as number;
  const wear = wearPercent(average, definition);
  if (!wear.ok || !checkWearRange(wear.value, limits).valid) return { ok: true, accepted: false, readings };
  return {
    ok: true,
    accepted: true,
    readings: next,
    average,
    wearPercent: wear.value,
    unitId: PITCH_GAUGE_UNIT_ID,
  };
}
