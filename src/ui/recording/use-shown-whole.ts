import { useState } from 'react';

/**
 * Whether a screen whose parts are read one after the other (its model, then a measured part's) can be shown: not
 * before all are `ready` the first time, so that it appears whole rather than growing as each part arrives and moving
 * the fields under a finger (0.08 of layout shift on a cold open; decision 0069). Once shown it stays shown: the
 * measuring run goes from one part to the next on the same screen, and each keeps its own loading line.
 */
export function useShownWhole(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  // Set during render: the screen's first whole frame is this one, not the next.
  if (ready && !shown) setShown(true);
  return shown || ready;
}
