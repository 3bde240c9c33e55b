import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CompletableScreen } from '../../../worker/contract.ts';
import { useEngineHandle } from '../../engine/EngineProvider.tsx';

/** What every screen of an inspection needs: its id, the engine's save calls bound to it, and the way back. */
export function useRecordingScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { engine } = useEngineHandle();
  const navigate = useNavigate();
  const save = useCallback(
    (identifier: string) => (value: string | null) =>
      engine.saveField({ inspectionExternalId: externalId, identifier, value }),
    [engine, externalId],
  );
  const saveCheckbox = useCallback(
    (identifier: string) => (checked: boolean) =>
      engine.saveCheckbox({ inspectionExternalId: externalId, identifier, checked }),
    [engine, externalId],
  );
  const complete = useCallback(
    (screen: CompletableScreen) => () => engine.markComplete(externalId, screen),
    [engine, externalId],
  );
  // recording spec §4: MARK AS COMPLETE goes back to the inspection contents
  const back = useCallback(
    () => void navigate({ to: '/inspections/$externalId', params: { externalId } }),
    [navigate, externalId],
  );
  return { externalId, engine, save, saveCheckbox, complete, back };
}
