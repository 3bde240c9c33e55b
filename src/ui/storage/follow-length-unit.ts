import type { QueryClient } from '@tanstack/react-query';
import type { Engine } from '../engine/engine-client.ts';
import { getPreferences, subscribePreferences } from './preferences.ts';

/**
 * Tells the worker the inspector's choice of unit, at start and at every change (decisions 0053, 0071): the texts it
 * writes (a list's finding, which reading counts, the report) follow it, or each inspection's site. A change refetches every read, so each screen
 * shows the new unit at once, without a reload.
 */
export function followLengthUnit(engine: Pick<Engine, 'setLengthUnit'>, queryClient: QueryClient): void {
  let told = getPreferences().units;
  const tell = (units: typeof told) =>
    engine.setLengthUnit(units).catch((error: unknown) => console.warn('The unit was not told', error));
  void tell(told);
  subscribePreferences(() => {
    const units = getPreferences().units;
    if (units === told) return;
    told = units;
    void tell(units).then(() => queryClient.invalidateQueries());
  });
}
