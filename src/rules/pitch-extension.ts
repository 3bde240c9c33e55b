// Tape-measure pitch extension (recording spec §5 and §9).
import { DEFAULT_SHOES_PER_SIDE } from './constants.ts';
import { isBlank, parseDecimal, roundTo } from './numbers.ts';
import { checkWearRange, wearPercent, type WearDefinition } from './wear.ts';
import { storedTextInMm } from './lengths.ts';
import { ENGLISH_CHECK_WORDS, type CheckWords } from './check-words.ts';

export const NO_MEASUREMENT = 'No measurement';
export const INVALID_INPUT = 'Invalid input';

// recording spec §3 Asset model: shoesPerSide (default 5) when missing or not a positive integer
export function effectiveShoesPerSide(shoesPerSide: number | null | undefined): number {
  return typeof shoesPerSide === 'number' && Number.isInteger(shoesPerSide) && shoesPerSide > 0
    ? shoesPerSide
    : DEFAULT_SHOES_PER_SIDE;
}

// recording spec §5: number-of-shoes choices are 1 to shoes per side
export function shoeChoices(shoesPerSide?: number | null): number[] {
  return Array.from({ length: effectiveShoesPerSide(shoesPerSide) }, (_, i) => i + 1);
}

export type NumberOfShoesResult =
  { ok: true; value: number } | { ok: false; code: 'InvalidInput'; message: string; clear: true };

// recording spec §5: number of shoes is an integer above 0 and at most shoes per side, else InvalidInput and cleared
export function validateNumberOfShoes(
  raw: string | number | null | undefined,
  shoesPerSide?: number | null,
): NumberOfShoesResult {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  const most = effectiveShoesPerSide(shoesPerSide);
  if (!(value >= 1 && value <= most)) {
    return { ok: false, code: 'InvalidInput', message: `Choose 1 to ${most} shoes`, clear: true };
  }
  return { ok: true, value };
}

export type PitchExtensionResult =
  | { ok: true; value: number }
  | { ok: false; code: 'NoMeasurement'; message: typeof NO_MEASUREMENT; clearStored: false }
  | { ok: false; code: 'InvalidInput'; message: typeof INVALID_INPUT; clearStored: true };

// recording spec §5: pitch extension = measurement / number of shoes, 2 decimals (mm); "No measurement" / "Invalid input"
export function tapeMeasurePitchExtension(
  measurement: string | number | null | undefined,
  numberOfShoes: string | number | null | undefined,
  shoesPerSide?: number | null,
): PitchExtensionResult {
  if (typeof measurement !== 'number' && isBlank(measurement)) {
    return { ok: false, code: 'NoMeasurement', message: NO_MEASUREMENT, clearStored: false };
  }
  const length = parseDecimal(measurement);
  const shoes = validateNumberOfShoes(numberOfShoes, shoesPerSide);
  if (length === undefined || !shoes.ok) {
    return { ok: false, code: 'InvalidInput', message: INVALID_INPUT, clearStored: true };
  }
  return { ok: true, value: roundTo(length / shoes.value, 2) };
}

// The tape measure's worn length as its save records it (measurement in mm ÷ number of shoes, as the worker works
// it out), or undefined when that save records none: a run judges the reading on the page (decision 0097)
// recording spec §5: pitch extension by tape measure, recorded with the measurement
export function tapeMeasureWornLengthText(
  measurement: string,
  unitId: number | null,
  numberOfShoes: string | null | undefined,
  shoesPerSide?: number | null,
): string | undefined {
  const result = tapeMeasurePitchExtension(storedTextInMm(measurement, unitId), numberOfShoes, shoesPerSide);
  return result.ok ? String(result.value) : undefined;
}

/** A tape measure's pitch against its part's dimension: refused with `alert`, or kept with a `warning`. */
export interface TapeMeasureRange {
  readonly alert?: string;
  readonly warning?: string;
}

// The one range check of a tape-measure pitch, for the screen (before saving) and the worker (refusing the save) alike.
// recording spec §5 and §9: a pitch outside 0 to 250 % wear is refused, above 150 % kept with a warning; none without a dimension
export function tapeMeasureRange(
  perShoe: number,
  dimension: WearDefinition | undefined,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): TapeMeasureRange {
  if (dimension === undefined) return {};
  const wear = wearPercent(perShoe, dimension);
  if (!wear.ok) return {};
  const range = checkWearRange(wear.value, {}, words);
  if (range.level === 'alert') return { alert: range.message };
  if (range.level === 'warning') return { warning: range.message };
  return {};
}
