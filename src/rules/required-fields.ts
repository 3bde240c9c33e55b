// Generic required-field rules and their fallback messages (shell spec §5).
import { MISSING_ID } from './constants.ts';

export type FieldValue = string | number | boolean | null | undefined;
export type FormValues = Readonly<Record<string, FieldValue>>;

export type RequiredRule =
  | { kind: 'required'; field: string; label: string; message?: string }
  | { kind: 'atLeastOne'; fields: readonly string[]; labels: readonly string[]; message?: string };

export type FieldErrors = Record<string, string>;

// shell spec §5: generic fallback '{field} is required'
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

// shell spec §5: generic fallback 'At least one of [..] is required' (labels joined with ", ")
export function atLeastOneMessage(labels: readonly string[]): string {
  return `At least one of [${labels.join(', ')}] is required`;
}

// shell spec §5 and §9: whitespace-only counts as empty; a missing id (-1) or NaN is empty too
export function isEmptyValue(value: FieldValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value) || value === MISSING_ID;
  return false;
}

// shell spec §5: check required rules in order; an at-least-one error is set on every field of its group
export function validateRequired(values: FormValues, rules: readonly RequiredRule[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of rules) {
    if (rule.kind === 'required') {
      if (isEmptyValue(values[rule.field]) && errors[rule.field] === undefined) {
        errors[rule.field] = rule.message ?? requiredMessage(rule.label);
      }
    } else if (rule.fields.every((field) => isEmptyValue(values[field]))) {
      const message = rule.message ?? atLeastOneMessage(rule.labels);
      for (const field of rule.fields) errors[field] ??= message;
    }
  }
  return errors;
}

// shell spec §5: errors clear when the field changes (with the other fields of its at-least-one group)
export function clearFieldError(
  errors: FieldErrors,
  field: string,
  rules: readonly RequiredRule[] = [],
): FieldErrors {
  const group = rules.find((r) => r.kind === 'atLeastOne' && r.fields.includes(field));
  const cleared = new Set(group?.kind === 'atLeastOne' ? [...group.fields, field] : [field]);
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !cleared.has(key)));
}
