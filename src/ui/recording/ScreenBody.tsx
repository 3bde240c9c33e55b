import './recording.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMatch, useParams } from '@tanstack/react-router';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ConflictChoices } from './ConflictChoices.tsx';
import { ReadingConflictsProvider } from './reading-conflicts.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';
import { errorMessage } from './error-message.ts';

/** Every recording screen: a loading indicator until its model is ready, an error panel on failure (spec §2, §8). */
export function ScreenBody<T>({
  query,
  fallback,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spec's words when the failure has none of its own, e.g. "Error fetching inspection". */
  fallback: string;
  children: (model: T) => ReactNode;
}) {
  const externalId = useParams({ strict: false, select: (params) => params.externalId });
  // The screen's path after /inspections/<id>/: its own route's, or the catch-all's splat. Its own match's, not the
  // location's: the location changes as soon as a navigation starts, and this screen (the whole of it, below) was
  // rendered once more on its way out at each of a measuring run's screen changes (decision 0085).
  // Deferred like the screen it wraps when that screen follows an address change in a render of its own (decision
  // 0106): the route's render then keeps what this body rendered, and the screen's render brings both.
  const pathname = useDeferredValue(useMatch({ strict: false, select: (match) => match.pathname }));
  return useMemo(() => {
    if (query.isPending) return <LoadingSpinner />;
    if (query.isError) return <ErrorPanel message={errorMessage(query.error, fallback)} />;
    const prefix = `/inspections/${externalId ?? ''}/`;
    const screenPath = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
    if (externalId === undefined || screenPath === undefined) return children(query.data);
    // A reading of this screen another device changed too: the choice sits under its field; one without a field
    // of its own on this screen is listed at the top (decision 0052).
    return (
      <ReadingConflictsProvider inspectionExternalId={externalId} screenPath={screenPath}>
        {(unclaimed) => (
          <>
            <ConflictChoices inspectionExternalId={externalId} conflicts={unclaimed} />
            {children(query.data)}
          </>
        )}
      </ReadingConflictsProvider>
    );
  }, [query, fallback, children, externalId, pathname]);
}
