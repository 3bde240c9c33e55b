import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useEngineHandle } from '../../engine/EngineProvider.tsx';
import { useWriteTarget } from '../../recording/use-write-target.ts';
import { useGoBack } from '../../shell/use-go-back.ts';

/**
 * What every undercarriage screen needs: the inspection and side of its address, the engine, the way to another
 * undercarriage address (relative to the inspection, e.g. undercarriage/left), the way back up (DONE), and the saves
 * of a write target.
 */
export function useUndercarriageScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const { engine } = useEngineHandle();
  const navigate = useNavigate();
  const back = useGoBack();
  const writesTo = useWriteTarget();
  const go = useCallback(
    (path: string) =>
      void navigate({ to: '/inspections/$externalId/$', params: { externalId, _splat: path } }),
    [navigate, externalId],
  );
  return { externalId, engine, writesTo, go, back, params, sideName: params.sideName ?? '' };
}
