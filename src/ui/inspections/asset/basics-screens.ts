import { useMemo } from 'react';
import type { Read } from '../../../worker/contract.ts';
import type { Engine } from '../../engine/engine-client.ts';
import { useScreensAhead } from '../../recording/use-screen-model.ts';

// The inspection's own screens (recording spec §2): each one's model read, shared by the screen and by the contents,
// which loads the screens' code and models ahead while the inspector looks at the list, so a tap opens at once.

type ModelRead<T> = readonly [key: readonly unknown[], query: (engine: Engine) => Promise<Read<T>>];

export const basicsModels = {
  lockOn: (id: string) => [['lock-on', id], (e: Engine) => e.lockOnModel(id)] as const,
  lockOff: (id: string) => [['lock-off', id], (e: Engine) => e.lockOffModel(id)] as const,
  machinePhoto: (id: string) => [['machine-photo', id], (e: Engine) => e.machinePhotoModel(id)] as const,
  operation: (id: string) => [['operating-hours', id], (e: Engine) => e.operationModel(id)] as const,
  executiveSummary: (id: string) =>
    [['executive-summary', id], (e: Engine) => e.executiveSummaryModel(id)] as const,
} satisfies Record<string, (id: string) => ModelRead<unknown>>;

/** What to load ahead for an inspection: the screens it can open (machine photo and operation need an asset). */
export function basicsAhead(
  id: string,
  hasAsset: boolean,
): { models: ModelRead<unknown>[]; code: (() => Promise<unknown>)[] } {
  const models: ModelRead<unknown>[] = [
    basicsModels.lockOn(id),
    basicsModels.lockOff(id),
    basicsModels.executiveSummary(id),
  ];
  const code: (() => Promise<unknown>)[] = [
    () => import('./LockOnScreen.tsx'),
    () => import('./LockOffScreen.tsx'),
    () => import('./ExecutiveSummaryScreen.tsx'),
  ];
  if (hasAsset) {
    models.push(basicsModels.machinePhoto(id), basicsModels.operation(id));
    code.push(
      () => import('./MachinePhotoScreen.tsx'),
      () => import('./OperationScreen.tsx'),
    );
  }
  return { models, code };
}

/** The contents' part: once it knows whether the inspection has an asset, loads its screens ahead. */
export function useBasicsAhead(id: string, hasAsset: boolean | undefined): void {
  useScreensAhead(
    useMemo(() => (hasAsset === undefined ? undefined : basicsAhead(id, hasAsset)), [id, hasAsset]),
  );
}
