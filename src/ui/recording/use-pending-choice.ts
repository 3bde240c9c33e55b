import { useState } from 'react';

/**
 * A choice shown while its save runs: it stays until the stored value follows it, or, once the save is done, until
 * the stored value changes at all (someone else's change wins); a failed save drops it. A model refresh that lands
 * between the click and the save (an earlier save's, a sync's) no longer flicks the control back.
 */
export function usePendingChoice<S, V>(stored: S, follows: (stored: S, choice: V) => boolean) {
  const [pending, setPending] = useState<{ choice: V; saved: boolean } | undefined>();
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (pending && (pending.saved || follows(stored, pending.choice))) setPending(undefined);
  }
  return {
    pending: pending?.choice,
    choose: (choice: V) => setPending({ choice, saved: false }),
    settle: (saved: boolean) =>
      setPending((current) => (saved && current ? { ...current, saved: true } : undefined)),
  };
}
