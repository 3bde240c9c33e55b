import { useParams } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { CompletableScreen } from '../../../worker/contract.ts';
import { useEngineHandle } from '../../engine/EngineProvider.tsx';
import { onInspection, useWriteTarget } from '../../recording/use-write-target.ts';
import { useGoBack } from '../../shell/use-go-back.ts';

/** What every screen of an inspection needs: its id, the engine's save calls bound to it, and the way back. */
export function useRecordingScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { engine } = useEngineHandle();
  const writesTo = useWriteTarget();
  const { save, check: saveCheckbox } = useMemo(() => writesTo(onInspection()), [writesTo]);
  const complete = useCallback(
    (screen: CompletableScreen) => () => engine.markComplete(externalId, screen),
    [engine, externalId],
  );
  // recording spec §4: MARK AS COMPLETE (and DONE) goes back, to the screen above this one.
  const back = useGoBack();
  return { externalId, engine, writesTo, save, saveCheckbox, complete, back };
}
