import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the lower parts of a screen showing `key` are rendered yet: not in the render that shows it (a measuring
 * run's next screen, mounted in one task with everything on it, was a long task at CPU 4×), but in a transition just
 * after it, which React renders in slices the page's input can come between (decision 0102). Below everything else on
 * the screen, they appear without moving anything above them.
 */
export function useRenderedAfter(key: string): boolean {
  const [renderedFor, setRenderedFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    startTransition(() => setRenderedFor(key));
  }, [key]);
  return renderedFor === key;
}
