import type { LengthUnit } from '../rules/index.ts';

// The unit the inspector reads lengths in (decision 0053). The choice is the device's, kept by the UI (it outlives
// the database, which a logout wipes) and told to the worker at start and at every change; the texts the worker
// writes (a list's finding, which reading counts, the Word report made here or asked of the server) follow it. The
// UI refetches its reads when it changes.
let shown: LengthUnit = 'mm';

export const lengthUnitShown = (): LengthUnit => shown;

export function showLengthsIn(unit: LengthUnit): void {
  shown = unit;
}
