// A list entry's finding ("Left Shoes — Roller Path: 30.00 mm · 116.7 % by pitch gauge") in the inspector's language
// (decision 0079): src/rules writes the result, these words its names and joins, as the condition table's are.
import { defineMessage } from '@formatjs/intl';
import { actionWordIn } from './action-words.ts';
import { partNameIn, signIn, type Words } from './part-names.ts';

const by = defineMessage<{ instrument: string }>({
  id: 'finding.byInstrument',
  defaultMessage: 'by {instrument}',
});
const onSide = defineMessage<{ side: string; title: string }>({
  id: 'finding.onSide',
  defaultMessage: '{side, select, Left {Left {title}} Right {Right {title}} other {{title}}}',
});
const andMore = defineMessage<{ count: number }>({
  id: 'finding.andMore',
  defaultMessage: '(and {count} more)',
});

/** src/rules' `FindingWords` in the translator's language (matched by shape: src/i18n imports no rules). */
export function findingWordsOf(t: Words) {
  const part = (text: string) => partNameIn(t, text);
  return {
    locale: t.locale,
    part,
    action: (action: { readonly name: string; readonly label: string }) => actionWordIn(t, action),
    sign: (label: string, count: number | null) => signIn(t, label, count),
    instrument: part,
    by: (instrument: string) => t.formatMessage(by, { instrument: instrument.toLocaleLowerCase(t.locale) }),
    onSide: (side: string, title: string) => t.formatMessage(onSide, { side, title }),
    andMore: (count: number) => t.formatMessage(andMore, { count }),
  };
}
