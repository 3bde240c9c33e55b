import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { partNameIn } from '../../i18n/part-names.ts';

// The names the code itself declares for an inspection's parts (src/rules: sides, undercarriage sections and items,
// bucket parts and plates), as the spec writes them: they are identifiers and stored paths too, so they stay English
// in the data and are written in the inspector's language only at display (decision 0065), from the one list the
// Word report writes them with (src/i18n/part-names.ts). A name not listed there (catalogue data from the server, a
// machine's own name) shows as it comes, never as a key.

/** Writes a code-declared part name in the inspector's language; any other name as it comes. */
export function useDomainWords(): (name: string) => string {
  const intl = useIntl();
  return useCallback((name: string) => partNameIn(intl, name), [intl]);
}
