import { defineMessages } from 'react-intl';
import type { SaysWords } from '../../i18n/says-words.ts';
import { ambiguousNumber, NOT_A_NUMBER, NOT_A_WHOLE_NUMBER, type DecimalMark } from '../../rules/index.ts';

// The refusals of a typed number (recording spec §5, decision 0053) come from src/rules in the spec's English, which
// imports no catalogue: they are its own constants, so each is known exactly and written here in the inspector's
// language at display (decision 0065). A text the rules add later shows as it comes, never as a key.
const words = defineMessages({
  wholeNumber: {
    id: 'rec.input.wholeNumber',
    defaultMessage: 'Enter a whole number: digits only, no decimal point or sign',
  },
  number: {
    id: 'rec.input.number',
    defaultMessage: 'Enter a number: digits with at most one decimal point, no sign',
  },
  ambiguous: {
    id: 'rec.input.ambiguous',
    defaultMessage:
      'This number could be read two ways: type it with one decimal mark ({mark}) and no thousands separators, like 1234{mark}5',
  },
});

/** A refusal of src/rules' number checks in the inspector's language. */
export function inputMessage(
  message: string,
  mark: DecimalMark,
  t: Pick<SaysWords, 'formatMessage'>,
): string {
  if (message === NOT_A_WHOLE_NUMBER) return t.formatMessage(words.wholeNumber);
  if (message === NOT_A_NUMBER) return t.formatMessage(words.number);
  if (message === ambiguousNumber(mark)) return t.formatMessage(words.ambiguous, { mark });
  return message;
}
