// Worn length (mm) fields of the undercarriage and bucket measurement screens (recording spec §5).
import { NOT_A_NUMBER } from './numeric-input.ts';
import { isBlank, parseDecimal } from './numbers.ts';
import { checkWearRange, wearPercent, type WearDefinition } from './wear.ts';
import { ENGLISH_CHECK_WORDS, type CheckWords } from './check-words.ts';

/** InvalidInput for a part the catalogue gives no dimension to judge a worn length against. */
export const NO_DIMENSION = 'This part has no worn length dimension, so a worn length cannot be judged';

export type WornLengthResult =
  | { ok: true; ignored: true }
  | { ok: true; ignored: false; value: number; wearPercent: number; warning?: string }
  | { ok: false; code: 'InvalidInput'; message: string }
  | { ok: false; code: 'BelowOrEqualZero'; message: string };

// recording spec §5: worn length: empty ignored; non-numeric or no observable-item definition InvalidInput; outside 0-250 % BelowOrEqualZero
export function validateWornLength(
  raw: string | null | undefined,
  definition: WearDefinition | undefined,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): WornLengthResult {
  if (isBlank(raw)) return { ok: true, ignored: true };
  const value = parseDecimal(raw);
  if (value === undefined) return { ok: false, code: 'InvalidInput', message: NOT_A_NUMBER };
  if (definition === undefined) return { ok: false, code: 'InvalidInput', message: NO_DIMENSION };
  const wear = wearPercent(value, definition);
  if (!wear.ok) return { ok: false, code: 'InvalidInput', message: wear.message };
  // With the default limits (min 0, max 100) the alerts fire exactly outside the valid 0-250 % range.
  const range = checkWearRange(wear.value, {}, words);
  if (!range.valid) return { ok: false, code: 'BelowOrEqualZero', message: range.message };
  return {
    ok: true,
    ignored: false,
    value,
    wearPercent: wear.value,
    ...(range.level === 'warning' ? { warning: range.message } : {}),
  };
}
