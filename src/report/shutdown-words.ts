// The shutdown Word page's own words (decision 0065), in the language of the planner that made it. Its rows come
// already written in that language (planner-views); only the page's title, sentences and headings are here. Pure:
// the translator is passed in, as the inspection report's is.
import { defineMessage, defineMessages } from '@formatjs/intl';
import { englishTranslator, type Translator } from '../i18n/catalogues.ts';

const plain = defineMessages({
  component: { id: 'report.component', defaultMessage: 'Component' },
  wear: { id: 'report.wear', defaultMessage: 'Wear' },
  action: { id: 'report.action', defaultMessage: 'Action' },
  past100: { id: 'shutdown.past100', defaultMessage: 'Past 100 %' },
  past120: { id: 'shutdown.past120', defaultMessage: 'Past 120 %' },
  byThen: { id: 'shutdown.byThen', defaultMessage: 'By then' },
  at100: { id: 'shutdown.at100', defaultMessage: 'At 100 %' },
  toOrder: { id: 'shutdown.toOrder', defaultMessage: 'Components to order' },
  empty: { id: 'shutdown.empty', defaultMessage: 'Nothing reaches 100 % worn by this date' },
});

const title = defineMessage<{ date: string }>({
  id: 'shutdown.title',
  defaultMessage: 'Shutdown plan — {date}',
});
const introFleet = defineMessage<{ date: string; made: string }>({
  id: 'shutdown.intro.fleet',
  defaultMessage:
    'What passes 100 % worn by {date}, across the fleet. Made on {made} from the forecasts on this device.',
});
const introScoped = defineMessage<{ date: string; scope: string; made: string }>({
  id: 'shutdown.intro.scoped',
  defaultMessage:
    'What passes 100 % worn by {date} ({scope}). Made on {made} from the forecasts on this device.',
});
const description = defineMessage<{ date: string }>({
  id: 'shutdown.description',
  defaultMessage: 'Components passing 100 % worn by {date}',
});

/** The shutdown page's words in one language. */
export function shutdownWordsOf(t: Translator = englishTranslator()) {
  const words = Object.fromEntries(
    Object.entries(plain).map(([key, m]) => [key, t.formatMessage(m)]),
  ) as Record<keyof typeof plain, string>;
  return {
    ...words,
    title: (date: string) => t.formatMessage(title, { date }),
    // no filter in force: the whole fleet
    intro: (date: string, scope: string, made: string) =>
      scope === ''
        ? t.formatMessage(introFleet, { date, made })
        : t.formatMessage(introScoped, { date, scope, made }),
    description: (date: string) => t.formatMessage(description, { date }),
  };
}

export type ShutdownWords = ReturnType<typeof shutdownWordsOf>;
