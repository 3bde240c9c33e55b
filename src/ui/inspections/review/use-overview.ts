import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { GeneratedReport, InspectionOverview } from '../../../worker/contract.ts';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';

/** The one model of review, submit and complete, refreshed when a table it read changes (sync progress too). */
export function useOverview(externalId: string) {
  return useScreenModel<InspectionOverview>(['inspection-overview', externalId], (engine) =>
    engine.inspectionOverview(externalId),
  );
}

const reportKey = (externalId: string) => ['report', externalId] as const;

/**
 * The Word report made in the worker from local data (works offline). Kept for the session: Submit makes it, Complete
 * shares it; a reopen or a cancelled reopen forgets it so the next one is made from the new data.
 */
export function useReport(externalId: string, enabled: boolean) {
  const { engine } = useEngine();
  return useQuery<GeneratedReport>({
    queryKey: reportKey(externalId),
    queryFn: () => engine.generateReport(externalId),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useReportCache(externalId: string) {
  const client = useQueryClient();
  const { engine } = useEngine();
  const make = useCallback(
    () =>
      client.fetchQuery({
        queryKey: reportKey(externalId),
        queryFn: () => engine.generateReport(externalId),
      }),
    [client, engine, externalId],
  );
  const forget = useCallback(
    () => client.removeQueries({ queryKey: reportKey(externalId) }),
    [client, externalId],
  );
  return { make, forget };
}

/**
 * Readies the report machinery in the worker, and the inspection's charts, while the inspector reads (review,
 * completed inspection).
 */
export function usePrepareReport(externalId: string): void {
  const { engine, state } = useEngine();
  useEffect(() => {
    if (state.kind === 'ready') void engine.prepareReport(externalId);
  }, [engine, state.kind, externalId]);
}
