// The forecast's words (decision 0065) in one place for the measuring screens and the Word report: src/rules writes
// the numbers and dates, these messages the words around them, so the rules stay pure and both say the same.
import { defineMessage, defineMessages } from '@formatjs/intl';
import type { SaysWords } from './says-words.ts';

const plain = defineMessages({
  notRising: { id: 'forecast.notRising', defaultMessage: 'Wear is not rising' },
  notEnoughData: { id: 'forecast.notEnoughData', defaultMessage: 'Not enough data' },
});
const pastBy = defineMessage<{ day: string }>({ id: 'forecast.pastBy', defaultMessage: 'past by {day}' });
const pastSince = defineMessage<{ when: string }>({
  id: 'forecast.pastSince',
  defaultMessage: 'past since {when}',
});
const levelPastSince = defineMessage<{ level: string; when: string }>({
  id: 'forecast.levelPastSince',
  defaultMessage: 'Past {level} % since {when}',
});
const levelPastBy = defineMessage<{ level: string; day: string }>({
  id: 'forecast.levelPastBy',
  defaultMessage: 'Past {level} % by {day}',
});
const levelAt = defineMessage<{ level: string; when: string }>({
  id: 'forecast.levelAt',
  defaultMessage: '{level} % at {when}',
});
const levelIs = defineMessage<{ level: string; text: string }>({
  id: 'forecast.levelIs',
  defaultMessage: '{level} %: {text}',
});

/**
 * The forecast's words in the translator's language: src/rules' `ForecastWords` (src/i18n imports nothing of src, so
 * the shape is matched, not named; a caller passing it to `forecastLine` is checked by the compiler).
 */
export function forecastWordsOf(t: Pick<SaysWords, 'locale' | 'formatMessage'>) {
  // Numbers are written by the rules; the level's "100" is a plain integer everywhere.
  const level = (n: number) => String(n);
  return {
    locale: t.locale,
    pastBy: (day: string) => t.formatMessage(pastBy, { day }),
    pastSince: (when: string) => t.formatMessage(pastSince, { when }),
    notRising: t.formatMessage(plain.notRising),
    notEnoughData: t.formatMessage(plain.notEnoughData),
    levelPastSince: (n: number, when: string) => t.formatMessage(levelPastSince, { level: level(n), when }),
    levelPastBy: (n: number, day: string) => t.formatMessage(levelPastBy, { level: level(n), day }),
    levelAt: (n: number, when: string) => t.formatMessage(levelAt, { level: level(n), when }),
    levelIs: (n: number, text: string) => t.formatMessage(levelIs, { level: level(n), text }),
  };
}
