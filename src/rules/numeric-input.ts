// Numeric input fields: what they accept and what a failure does (recording spec §5, shell spec §5).
import { ValidationCode, type ValidationCodeName } from './enums.ts';
import { normalizeDecimalText, type DecimalMark } from './locale-numbers.ts';

export const INPUT_KINDS = ['integer', 'float', 'text'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

const INTEGER = /^\d+$/;
const FLOAT = /^(\d+\.?\d*|\.\d+)$/;

export type NumericInputResult =
  | { ok: true; empty: true }
  | { ok: true; empty: false; value: string }
  | { ok: false; code: typeof ValidationCode.InvalidInput; message: string };

/** What a person reads for InvalidInput (the code itself is never shown): a value the field's kind cannot hold. */
export const NOT_A_WHOLE_NUMBER = 'Enter a whole number: digits only, no decimal point or sign';
export const NOT_A_NUMBER = 'Enter a number: digits with at most one decimal point, no sign';

// recording spec §5: integer accepts only digits; float digits with one optional decimal point; text anything; blank is
// empty. A float may be typed with the locale's decimal mark, answered with a point (decision 0053).
export function validateInput(
  raw: string | null | undefined,
  kind: InputKind,
  mark: DecimalMark = '.',
): NumericInputResult {
  const typed = (raw ?? '').trim();
  if (typed === '') return { ok: true, empty: true };
  if (kind === 'text') return { ok: true, empty: false, value: raw as string };
  const normal = kind === 'float' ? normalizeDecimalText(typed, mark) : { ok: true as const, text: typed };
  if (!normal.ok) return { ok: false, code: 'InvalidInput', message: normal.message };
  const text = normal.text;
  const pattern = kind === 'integer' ? INTEGER : FLOAT;
  if (!pattern.test(text))
    return {
      ok: false,
      code: 'InvalidInput',
      message: kind === 'integer' ? NOT_A_WHOLE_NUMBER : NOT_A_NUMBER,
    };
  return { ok: true, empty: false, value: text };
}

// recording spec §5: whether a keystroke-level value may stay in the field (a partial float like "12." is allowed)
export function acceptsKeystrokes(raw: string, kind: InputKind): boolean {
  if (kind === 'text' || raw === '') return true;
  return kind === 'integer' ? INTEGER.test(raw) : /^\d*[.,]?\d*$/.test(raw);
}

export type FieldKind = 'input' | 'select';

export interface FailureEffect {
  clearField: boolean;
  deleteObservation: boolean;
}

// recording spec §5: BelowOrEqualZero or InvalidInput clears an input and deletes its observation; a select clears on InvalidInput
export function failureEffect(code: ValidationCodeName, field: FieldKind): FailureEffect {
  if (field === 'input') return { clearField: true, deleteObservation: true };
  const clears = code === ValidationCode.InvalidInput;
  return { clearField: clears, deleteObservation: clears };
}
