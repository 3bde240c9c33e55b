import { useEffect } from 'react';
import { entryByIdentifier } from '../../rules/index.ts';
import type { Refusal, UnsentWrites } from '../engine/unsent-writes.ts';
import { LEFT_OVER_REFUSAL_TOAST_MS } from './timings.ts';
import { useToast } from './toast.tsx';

/** What the inspector reads when a reading sent again after the page closed was refused. */
export function refusalMessage(refusal: Refusal): string {
  const entry = entryByIdentifier(refusal.write.input.identifier);
  // The description says where the field sits ("Left Side / Shoes / … / Broken"), not always its own name.
  const label = !entry
    ? 'A reading'
    : entry.description.endsWith(entry.label)
      ? entry.description
      : `${entry.description} / ${entry.label}`;
  return `${label}, recorded just before the page closed, was not saved: ${refusal.message}`;
}

/**
 * Says which of the saves an earlier page of this tab sent and never heard back about were refused when sent again
 * (src/ui/engine/unsent-writes.ts; main.tsx sends them once the database is open).
 */
export function LeftOverSaves({ unsent }: { unsent: UnsentWrites }) {
  const toast = useToast();
  useEffect(() => {
    let shown = true;
    void unsent.whenLeftOverSent().then(() => {
      if (!shown) return;
      for (const refusal of unsent.takeRefusals())
        toast('alert', refusalMessage(refusal), LEFT_OVER_REFUSAL_TOAST_MS);
    });
    return () => {
      shown = false;
    };
  }, [unsent, toast]);
  return null;
}
