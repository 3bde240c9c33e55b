// The words of the rules' refusals and warnings of a typed value (hours, dates, a wear out of range), passed in as the
// forecast's and the plausibility's are (decision 0079): src/rules imports no catalogue, and English is the spec's
// words byte for byte, the default of every check, so the worker, the server and the stored data keep them.
import type { Side } from './enums.ts';

/** Which hours a bound refuses: each names itself in the refusal. */
export type HoursField =
  | { readonly of: 'total' }
  | { readonly of: 'sideChangeout'; readonly side: Side }
  | { readonly of: 'changeout' }
  | { readonly of: 'bucketChangeout' };

export interface CheckWords {
  /** "Total Machine Hours cannot be less than 1200" */
  hoursLess(field: HoursField, bound: number): string;
  /** "Bucket Changeout cannot be greater than 1500" */
  hoursGreater(field: HoursField, bound: number): string;
  /** "Total Machine Hours is not set" */
  totalNotSet(): string;
  enterDate(): string;
  dateFuture(): string;
  datePast(): string;
  /** "Below 0 % wear: check the measurement" */
  wearBelow(min: number): string;
  /** "Above 250 % wear: check the measurement" */
  wearAbove(alertAbove: number): string;
  /** "Above 150 % wear: well past the wear limit" */
  wearPast(warnAbove: number): string;
}

const HOURS_NAMES: Readonly<Record<Exclude<HoursField['of'], 'sideChangeout'>, string>> = {
  total: 'Total Machine Hours',
  changeout: 'Undercarriage Changeout',
  bucketChangeout: 'Bucket Changeout',
};

const hoursName = (field: HoursField): string =>
  field.of === 'sideChangeout' ? `${field.side} Undercarriage Changeout` : HOURS_NAMES[field.of];

/** The spec's English (recording spec §5 and §9), the default of every check. */
export const ENGLISH_CHECK_WORDS: CheckWords = {
  hoursLess: (field, bound) => `${hoursName(field)} cannot be less than ${bound}`,
  hoursGreater: (field, bound) => `${hoursName(field)} cannot be greater than ${bound}`,
  totalNotSet: () => 'Total Machine Hours is not set',
  enterDate: () => 'Enter a date',
  dateFuture: () => 'Date cannot be in the future',
  datePast: () => 'Date cannot be in the past',
  wearBelow: (min) => `Below ${min} % wear: check the measurement`,
  wearAbove: (alertAbove) => `Above ${alertAbove} % wear: check the measurement`,
  wearPast: (warnAbove) => `Above ${warnAbove} % wear: well past the wear limit`,
};
