import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  completeAnywayQuestion,
  entriesNotDone,
  stillMissingText,
  type CompleteAnywayQuestion,
  type ListEntry,
} from '../../rules/index.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { useDomainWords } from './domain-words.ts';

// What a list screen says it still waits on, and the question MARK AS COMPLETE asks first (decision 0043), in the
// inspector's language (decision 0065). English is src/rules' own text, byte for byte; another language writes the
// same facts with its words, the entries' names written by useDomainWords and joined as the language joins a list.
const words = defineMessages({
  title: { id: 'rec.list.anyway.title', defaultMessage: 'Not everything is done' },
  confirm: { id: 'rec.list.anyway.confirm', defaultMessage: 'Complete anyway' },
});
const notDone = defineMessage<{ names: string }>({
  id: 'rec.list.notDone',
  defaultMessage: 'Not done yet: {names}.',
});
const allDone = defineMessage<{ list: string }>({
  id: 'rec.list.allDone',
  defaultMessage: 'All done. Press MARK AS COMPLETE to complete {list}.',
});
const anyway = defineMessage<{ open: number; total: number; names: string; list: string }>({
  id: 'rec.list.anyway.message',
  defaultMessage:
    'Not done yet ({open} of {total}): {names}. Mark {list} as complete anyway? The report will list them as not inspected.',
});

export interface ListWords {
  stillMissing(listName: string, entries: readonly ListEntry[], completed: boolean): string;
  completeAnyway(listName: string, entries: readonly ListEntry[]): CompleteAnywayQuestion | undefined;
}

/** A list's "still missing" line and its complete-anyway question in the inspector's language. */
export function useListWords(): ListWords {
  const intl = useIntl();
  const named = useDomainWords();
  return useMemo(() => {
    if (intl.locale === SOURCE_LANGUAGE)
      return { stillMissing: stillMissingText, completeAnyway: completeAnywayQuestion };
    const names = (entries: readonly ListEntry[]) =>
      intl.formatList(entriesNotDone(entries).map(named), { type: 'conjunction' });
    return {
      stillMissing(listName, entries, completed) {
        // the rules decide what is said; only its words are this language's
        const english = stillMissingText(listName, entries, completed);
        if (english === '') return '';
        return entriesNotDone(entries).length > 0
          ? intl.formatMessage(notDone, { names: names(entries) })
          : intl.formatMessage(allDone, { list: named(listName) });
      },
      completeAnyway(listName, entries) {
        if (completeAnywayQuestion(listName, entries) === undefined) return undefined;
        return {
          title: intl.formatMessage(words.title),
          message: intl.formatMessage(anyway, {
            open: entriesNotDone(entries).length,
            total: entries.length,
            names: names(entries),
            list: named(listName),
          }),
          confirmLabel: intl.formatMessage(words.confirm),
        };
      },
    };
  }, [intl, named]);
}
