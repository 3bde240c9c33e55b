// The words of the rules' refusals and warnings of a typed value (decision 0079), for the screens that check before
// saving and the worker's refusals alike: src/rules writes the facts, these messages the sentence around them.
import { defineMessage, defineMessages } from '@formatjs/intl';
import { SOURCE_LANGUAGE } from './languages.ts';
import type { SaysWords } from './says-words.ts';

const hours = {
  less: defineMessage<{ field: string; side: string; bound: string }>({
    id: 'check.hoursLess',
    defaultMessage:
      '{field, select, total {Total Machine Hours} sideChangeout {{side, select, Left {Left} other {Right}} Undercarriage Changeout} changeout {Undercarriage Changeout} other {Bucket Changeout}} cannot be less than {bound}',
  }),
  greater: defineMessage<{ field: string; side: string; bound: string }>({
    id: 'check.hoursGreater',
    defaultMessage:
      '{field, select, total {Total Machine Hours} sideChangeout {{side, select, Left {Left} other {Right}} Undercarriage Changeout} changeout {Undercarriage Changeout} other {Bucket Changeout}} cannot be greater than {bound}',
  }),
};
const words = defineMessages({
  totalNotSet: { id: 'check.totalNotSet', defaultMessage: 'Total Machine Hours is not set' },
  enterDate: { id: 'check.enterDate', defaultMessage: 'Enter a date' },
  dateFuture: { id: 'check.dateFuture', defaultMessage: 'Date cannot be in the future' },
  datePast: { id: 'check.datePast', defaultMessage: 'Date cannot be in the past' },
});
const wear = {
  below: defineMessage<{ percent: string }>({
    id: 'check.wearBelow',
    defaultMessage: 'Below {percent} % wear: check the measurement',
  }),
  above: defineMessage<{ percent: string }>({
    id: 'check.wearAbove',
    defaultMessage: 'Above {percent} % wear: check the measurement',
  }),
  past: defineMessage<{ percent: string }>({
    id: 'check.wearPast',
    defaultMessage: 'Above {percent} % wear: well past the wear limit',
  }),
};

/** The hours a bound refuses, as src/rules' `HoursField` names them (matched by shape: src/i18n imports no rules). */
interface Field {
  readonly of: string;
  readonly side?: string;
}

/**
 * src/rules' `CheckWords` in the translator's language. English writes a number as the spec does ("1200"), another
 * language with its own grouping ("12.340").
 */
export function checkWordsOf(t: Pick<SaysWords, 'locale' | 'formatMessage'>) {
  const number = (n: number) =>
    t.locale === SOURCE_LANGUAGE
      ? String(n)
      : new Intl.NumberFormat(t.locale, { maximumFractionDigits: 2 }).format(n);
  // The side crosses as its stored name (Left, Right): each language's message chooses its own word by it.
  const side = (field: Field) => field.side ?? '';
  return {
    hoursLess: (field: Field, bound: number) =>
      t.formatMessage(hours.less, { field: field.of, side: side(field), bound: number(bound) }),
    hoursGreater: (field: Field, bound: number) =>
      t.formatMessage(hours.greater, { field: field.of, side: side(field), bound: number(bound) }),
    totalNotSet: () => t.formatMessage(words.totalNotSet),
    enterDate: () => t.formatMessage(words.enterDate),
    dateFuture: () => t.formatMessage(words.dateFuture),
    datePast: () => t.formatMessage(words.datePast),
    wearBelow: (min: number) => t.formatMessage(wear.below, { percent: number(min) }),
    wearAbove: (alertAbove: number) => t.formatMessage(wear.above, { percent: number(alertAbove) }),
    wearPast: (warnAbove: number) => t.formatMessage(wear.past, { percent: number(warnAbove) }),
  };
}
