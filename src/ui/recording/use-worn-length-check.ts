import { useIntl } from 'react-intl';
import { checkWordsOf } from '../../i18n/check-words.ts';
import { validateWornLength, VALIDATION_TOAST_DURATION_MS, type WearDefinition } from '../../rules/index.ts';
import type { SaysWords } from '../../i18n/says-words.ts';
import { useToast } from '../shell/toast.tsx';

/**
 * recording spec §5: a worn length against its part's dimension, for a NumericField's validate: the message when
 * it is refused, and a warning toast when it is kept but out of the usual range (not while `typing`: a number half
 * typed is often out of range).
 */
export function useWornLengthCheck(): (
  value: number,
  dimension: WearDefinition | undefined,
  typing?: boolean,
) => string | undefined {
  const toast = useToast();
  const words = checkWordsOf(useIntl());
  return (value, dimension, typing = false) => {
    const result = validateWornLength(String(value), dimension, words);
    if (!result.ok) return result.message;
    if (!typing && !result.ignored && result.warning)
      toast('warning', result.warning, VALIDATION_TOAST_DURATION_MS);
    return undefined;
  };
}

/** The warning of a worn length that is kept but out of the usual range (recording spec §9), or undefined. */
export function wornLengthWarning(
  value: number,
  dimension: WearDefinition | undefined,
  t: Pick<SaysWords, 'locale' | 'formatMessage'>,
): string | undefined {
  const result = validateWornLength(String(value), dimension, checkWordsOf(t));
  return result.ok && !result.ignored ? result.warning : undefined;
}
