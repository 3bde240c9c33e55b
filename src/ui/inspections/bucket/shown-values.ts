import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';

// A bucket summary shows what was recorded: the spec's stored values (Good / Monitor / Changeout, YES / NO) stay
// English in the data and are written in the inspector's language here, with the words their fields use.
const conditions = defineMessages({
  Good: { id: 'rec.condition.Good', defaultMessage: 'Good' },
  Monitor: { id: 'rec.condition.Monitor', defaultMessage: 'Monitor' },
  Changeout: { id: 'rec.condition.Changeout', defaultMessage: 'Changeout' },
});
const answers = defineMessages({
  YES: { id: 'rec.field.yes', defaultMessage: 'YES' },
  NO: { id: 'rec.field.no', defaultMessage: 'NO' },
});

const shownWith =
  (
    say: (descriptor: { id: string; defaultMessage: string }) => string,
    words: Record<string, { id: string; defaultMessage: string }>,
  ) =>
  (value: string | null | undefined): string | null | undefined => {
    if (value === null || value === undefined) return value;
    const own = Object.hasOwn(words, value) ? words[value] : undefined;
    return own ? say(own) : value;
  };

/** A stored visual condition in the language; a value the spec does not name shows as stored. */
export function useConditionWord() {
  const intl = useIntl();
  return useCallback(
    (value: string | null | undefined) => shownWith(intl.formatMessage, conditions)(value),
    [intl],
  );
}

/** A stored YES / NO in the language. */
export function useYesNoWord() {
  const intl = useIntl();
  return useCallback(
    (value: string) => shownWith(intl.formatMessage, answers)(value.trim().toUpperCase()) ?? value,
    [intl],
  );
}
