import { useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CompletableScreen } from '../../../worker/contract.ts';
import { useEngineHandle } from '../../engine/EngineProvider.tsx';
import { useGoBack } from '../../shell/use-go-back.ts';

const ON_INSPECTION = { kind: 'inspection' } as const;

/** What every screen of an inspection needs: its id, the engine's save calls bound to it, and the way back. */
export function useRecordingScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { engine } = useEngineHandle();
  const save = useCallback(
    (identifier: string) => (value: string | null) =>
      engine.recordValue({ inspectionExternalId: externalId, target: ON_INSPECTION, identifier, value }),
    [engine, externalId],
  );
  const saveCheckbox = useCallback(
    (identifier: string) => (checked: boolean) =>
      engine.recordCheckbox({ inspectionExternalId: externalId, target: ON_INSPECTION, identifier, checked }),
    [engine, externalId],
  );
  const complete = useCallback(
    (screen: CompletableScreen) => () => engine.markComplete(externalId, screen),
    [engine, externalId],
  );
  // recording spec §4: MARK AS COMPLETE (and DONE) goes back, to the screen above this one.
  const back = useGoBack();
  return { externalId, engine, save, saveCheckbox, complete, back };
}
