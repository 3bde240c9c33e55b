import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { useGoBack } from '../../shell/use-go-back.ts';

/**
 * What every undercarriage screen needs: the inspection and side of its address, the engine, the way to another
 * undercarriage address (relative to the inspection, e.g. undercarriage/left), and the way back up (DONE).
 */
export function useUndercarriageScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const { engine } = useEngine();
  const navigate = useNavigate();
  const back = useGoBack();
  const go = useCallback(
    (path: string) =>
      void navigate({ to: '/inspections/$externalId/$', params: { externalId, _splat: path } }),
    [navigate, externalId],
  );
  return { externalId, engine, go, back, params, sideName: params.sideName ?? '' };
}
