// The plausibility warnings' words (decision 0065) for the measuring screens and the Word report alike: src/rules
// writes the numbers, these messages the words around them (RECORDING.md measure-and-judge panel's English).
import { defineMessage } from '@formatjs/intl';
import type { SaysWords } from './says-words.ts';

const hoursDecreased = defineMessage<{ from: string; to: string }>({
  id: 'plausibility.hoursDecreased',
  defaultMessage: 'Machine hours went down from {from} to {to}',
});
const wearDecreased = defineMessage<{ from: string; to: string }>({
  id: 'plausibility.wearDecreased',
  defaultMessage: 'Wear went down from {from}% to {to}% with no changeout in between',
});
const riseTooFast = defineMessage<{ rise: string; hours: string; limit: string }>({
  id: 'plausibility.riseTooFast',
  defaultMessage: 'Wear rose {rise}% in {hours} hours, faster than {limit}% per 100 hours',
});

/**
 * The warnings' words in the translator's language: src/rules' `PlausibilityWords` (src/i18n imports nothing of src,
 * so the shape is matched, not named; a caller passing it to `plausibilityLines` is checked by the compiler).
 */
export function plausibilityWordsOf(t: Pick<SaysWords, 'locale' | 'formatMessage'>) {
  return {
    locale: t.locale,
    hoursDecreased: (from: string, to: string) => t.formatMessage(hoursDecreased, { from, to }),
    wearDecreased: (from: string, to: string) => t.formatMessage(wearDecreased, { from, to }),
    riseTooFast: (rise: string, hours: string, limit: string) =>
      t.formatMessage(riseTooFast, { rise, hours, limit }),
  };
}
