import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { parentPath } from '../inspections/parent-path.ts';
import { previousPath, samePath } from './history-trail.ts';

const INSPECTION = /^\/inspections\/([^/]+)\/?(.*)$/;

/** The address of the screen above `pathname` within its inspection, or null when it has none. */
export function parentAddress(pathname: string): string | null {
  const match = INSPECTION.exec(pathname);
  if (!match) return null;
  const parent = parentPath(match[2] ?? '');
  if (parent === null) return null;
  return `/inspections/${match[1] ?? ''}${parent ? `/${parent}` : ''}`;
}

/** The inspection's Review, when `previous` is the Review of the inspection `pathname` belongs to. */
export function openedFromReview(pathname: string, previous: string | undefined): boolean {
  const id = INSPECTION.exec(pathname)?.[1];
  return id !== undefined && !samePath(pathname, `/inspections/${id}/review`)
    ? samePath(previous, `/inspections/${id}/review`)
    : false;
}

/**
 * BACK, DONE and MARK AS COMPLETE. Within an inspection: to the screen above, going back in the history when the
 * entry before is that screen (where the inspector came from), else in place of this entry, so the history never
 * gains a step BACK must walk through again and a screen n levels below the contents reaches it in n taps. A
 * section opened from Review goes back to Review: the inspector was working down its list of what is
 * missing, and the contents would lose their place in it.
 * Elsewhere (and for a screen with no single screen above): back in the history, or Home when opened directly.
 */
export function useGoBack(): () => void {
  const router = useRouter();
  return useCallback(() => {
    const { history } = router;
    const { pathname } = history.location;
    const parent = parentAddress(pathname);
    const previous = previousPath(history);
    if (parent === null) {
      if (history.canGoBack()) history.back();
      else void router.navigate({ to: '/' });
    } else if (samePath(previous, parent) || openedFromReview(pathname, previous)) history.back();
    else void router.navigate({ href: parent, replace: true });
  }, [router]);
}
