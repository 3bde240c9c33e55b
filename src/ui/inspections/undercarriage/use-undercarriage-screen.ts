import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useEngine } from '../../engine/EngineProvider.tsx';

/**
 * What every undercarriage screen needs: the inspection and side of its address, the engine, and the way to another
 * undercarriage address (relative to the inspection, e.g. undercarriage/left).
 */
export function useUndercarriageScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const { engine } = useEngine();
  const navigate = useNavigate();
  const go = useCallback(
    (path: string) =>
      void navigate({ to: '/inspections/$externalId/$', params: { externalId, _splat: path } }),
    [navigate, externalId],
  );
  return { externalId, engine, go, params, sideName: params.sideName ?? '' };
}
