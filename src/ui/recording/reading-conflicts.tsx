import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { pathIsRoute } from '../../rules/index.ts';
import type { OpenConflict } from '../../worker/contract.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { ReadingClaims } from './reading-claims.ts';

// Two devices, one inspection (decision 0052): a reading another device changed too is settled at the reading
// itself, its choice directly under the field. The screen holds its open conflicts; each field that shows a
// reading claims that reading's conflicts and shows them; what no field of the screen claims (a reading the screen
// shows without a field of its own) stays listed at the top of the screen, so no conflict is ever out of sight.

interface ScreenConflicts {
  readonly inspectionExternalId: string;
  readonly conflicts: readonly OpenConflict[];
  /** A field shows this reading's conflicts: the top of the screen no longer lists them. */
  readonly claim: (observationExternalId: string) => () => void;
}

const Conflicts = createContext<ScreenConflicts | undefined>(undefined);

/** The open conflicts of an inspection, as every device of the inspector has them. */
export function useOpenConflicts(inspectionExternalId: string): readonly OpenConflict[] {
  const { data } = useEngineQuery({
    queryKey: ['inspection-conflicts', inspectionExternalId],
    query: (engine) => engine.inspectionConflicts(inspectionExternalId),
  });
  return data ?? [];
}

/** A recording screen's conflicts (`screenPath`: after /inspections/<id>/), for its fields and its top. */
export function ReadingConflictsProvider({
  inspectionExternalId,
  screenPath,
  children,
}: {
  inspectionExternalId: string;
  screenPath: string;
  children: (unclaimed: readonly OpenConflict[]) => ReactNode;
}) {
  const all = useOpenConflicts(inspectionExternalId);
  const conflicts = useMemo(
    () => all.filter((c) => c.route !== null && pathIsRoute(screenPath, c.route)),
    [all, screenPath],
  );
  const [claims] = useState(() => new ReadingClaims());
  const [unclaimed, setUnclaimed] = useState<readonly OpenConflict[]>([]);
  // Heard and told in layout effects (after the fields' claims, before the screen is painted): a conflict no field
  // shows is at the top from the first frame it could be, and nothing moves after.
  useLayoutEffect(() => claims.subscribe(() => setUnclaimed(claims.unclaimed())), [claims]);
  useLayoutEffect(() => claims.showing(conflicts), [claims, conflicts]);
  const claim = useCallback((observation: string) => claims.claim(observation), [claims]);
  const value = useMemo<ScreenConflicts>(
    () => ({ inspectionExternalId, conflicts, claim }),
    [inspectionExternalId, conflicts, claim],
  );
  return <Conflicts.Provider value={value}>{children(unclaimed)}</Conflicts.Provider>;
}

/**
 * The open conflicts of the reading a field shows (none outside a recording screen, or for a field with no stored
 * observation yet). Claimed before the screen is painted, so the top of the screen never flashes them.
 */
export function useReadingConflicts(observationExternalId: string | null | undefined): {
  inspectionExternalId: string;
  conflicts: readonly OpenConflict[];
} {
  const screen = useContext(Conflicts);
  const claim = screen?.claim;
  useLayoutEffect(() => {
    if (claim === undefined || !observationExternalId) return;
    return claim(observationExternalId);
  }, [claim, observationExternalId]);
  if (screen === undefined || !observationExternalId) return { inspectionExternalId: '', conflicts: [] };
  return {
    inspectionExternalId: screen.inspectionExternalId,
    conflicts: screen.conflicts.filter((c) => c.observationExternalId === observationExternalId),
  };
}
