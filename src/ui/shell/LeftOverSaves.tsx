import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { englishTranslator } from '../../i18n/catalogues.ts';
import { entryByIdentifier } from '../../rules/index.ts';
import type { Refusal, UnsentWrites } from '../engine/unsent-writes.ts';
import { LEFT_OVER_REFUSAL_TOAST_MS } from './timings.ts';
import type { Say } from './sync-words.ts';
import { useToast } from './toast.tsx';

const words = defineMessages({
  aReading: { id: 'leftOver.aReading', defaultMessage: 'A reading' },
  refused: defineMessage<{ label: string; reason: string }>({
    id: 'leftOver.refused',
    defaultMessage: '{label}, recorded just before the page closed, was not saved: {reason}',
  }),
});

/** What the inspector reads when a reading sent again after the page closed was refused. */
export function refusalMessage(refusal: Refusal, t: Say = englishTranslator()): string {
  const entry = entryByIdentifier(refusal.write.input.identifier);
  // The description says where the field sits ("Left Side / Shoes / … / Broken"), not always its own name.
  const label = !entry
    ? t.formatMessage(words.aReading)
    : entry.description.endsWith(entry.label)
      ? entry.description
      : `${entry.description} / ${entry.label}`;
  return t.formatMessage(words.refused, { label, reason: refusal.message });
}

/**
 * Says which of the saves an earlier page of this tab sent and never heard back about were refused when sent again
 * (src/ui/engine/unsent-writes.ts; main.tsx sends them once the database is open).
 */
export function LeftOverSaves({ unsent }: { unsent: UnsentWrites }) {
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => {
    let shown = true;
    void unsent.whenLeftOverSent().then(() => {
      if (!shown) return;
      for (const refusal of unsent.takeRefusals())
        toast('alert', refusalMessage(refusal, intl), LEFT_OVER_REFUSAL_TOAST_MS);
    });
    return () => {
      shown = false;
    };
  }, [unsent, toast, intl]);
  return null;
}
