// The note of a part measured two ways, which reading counts and why (decision 0042), in the inspector's language
// (decision 0079): src/rules writes the results, these messages the sentence; instruments and actions are named as the
// screens name them.
import { defineMessage } from '@formatjs/intl';
import { actionWordIn } from './action-words.ts';
import { partNameIn, type Words } from './part-names.ts';

interface Facts {
  readonly instrument: string | null;
  readonly result: string;
  readonly action: string;
  readonly otherInstrument: string | null;
  readonly otherResult: string;
  readonly otherAction: string;
}
type Values = {
  name: string;
  lowerName: string;
  result: string;
  action: string;
  other: string;
  otherResult: string;
  otherAction: string;
};

const moreUrgent = defineMessage<Values>({
  id: 'governing.moreUrgent',
  defaultMessage:
    '{name} counts: {result} ({action}) is more urgent than the {other}’s {otherResult} ({otherAction}).',
});
const tie = defineMessage<Values>({
  id: 'governing.tie',
  defaultMessage:
    '{name} counts: {result} and the {other}’s {otherResult} call for the same action ({action}); on a tie the {lowerName} counts.',
});
const reading = defineMessage({ id: 'governing.reading', defaultMessage: 'Reading' });

/** src/rules' `GoverningWords` in the translator's language (matched by shape: src/i18n imports no rules). */
export function governingWordsOf(t: Words) {
  const name = (instrument: string | null) =>
    instrument === null ? t.formatMessage(reading) : partNameIn(t, instrument);
  const lower = (instrument: string | null) => name(instrument).toLocaleLowerCase(t.locale);
  const values = (f: Facts): Values => ({
    name: name(f.instrument),
    lowerName: lower(f.instrument),
    result: f.result,
    action: f.action,
    other: lower(f.otherInstrument),
    otherResult: f.otherResult,
    otherAction: f.otherAction,
  });
  return {
    locale: t.locale,
    action: (action: { readonly name: string; readonly label: string }) => actionWordIn(t, action),
    // Each language takes the names it needs from the same values (the English note leaves some out).
    moreUrgent: (f: Facts) => t.formatMessage(moreUrgent, values(f)),
    tie: (f: Facts) => t.formatMessage(tie, values(f)),
  };
}
