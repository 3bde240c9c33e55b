import { useMemo, useState } from 'react';
import { holdLists, showHeld, type HeldLists, type HomeLists, type ShownLists } from './held-lists.ts';

/**
 * Home's lists held from the first read that shows a card, once the device has synced before (its first sync fills
 * an empty Home, with its progress on screen). `showWaiting` shows what came in since, newest first again.
 */
export function useHeldLists(
  latest: HomeLists | undefined,
  synced: boolean,
): { shown: ShownLists | undefined; showWaiting: () => void } {
  const [held, setHeld] = useState<HeldLists | null>(null);
  const holdable = synced && latest !== undefined && latest.inProgress.length + latest.completed.length > 0;
  // Held in the render that first shows the cards (React renders again at once, before anything is drawn).
  if (held === null && holdable) setHeld(holdLists(latest));
  const shown = useMemo(
    () => latest && (held ? showHeld(held, latest) : { ...latest, waiting: 0 }),
    [held, latest],
  );
  return { shown, showWaiting: () => latest && setHeld(holdLists(latest)) };
}
