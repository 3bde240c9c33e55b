// A seeded, repeatable stream of what an inspector does in a shift with a bad signal.
import { Random } from '../../src/server/seed/random.ts';

/** The seed data's generator (mulberry32), as a function: the same seed gives the same shift. */
export function mulberry32(seed: number): () => number {
  const random = new Random(seed);
  return () => random.next();
}

export type Operation =
  | { readonly kind: 'create-inspection' }
  | { readonly kind: 'record'; readonly identifier: string; readonly value: string }
  | { readonly kind: 'clear'; readonly identifier: string }
  | { readonly kind: 'photo'; readonly seed: number }
  | { readonly kind: 'offline' }
  | { readonly kind: 'online' }
  | { readonly kind: 'reload' }
  | { readonly kind: 'sync' };

/** Numeric fields of the Operation screen: each inspection holds one value per field, changed again and again. */
export const NUMERIC_FIELDS = [
  'Operation.TotalMachineHours',
  'Operation.Tonnage',
  'Operation.Bcm',
  'Operation.LeftUndercarriageChangeout.Hours',
  'Operation.RightUndercarriageChangeout.Hours',
] as const;

export function generateOperations(seed: number, count: number): Operation[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const operations: Operation[] = [{ kind: 'create-inspection' }];
  let offline = false;
  while (operations.length < count) {
    const roll = random();
    if (roll < 0.08) operations.push({ kind: 'create-inspection' });
    else if (roll < 0.6)
      operations.push({
        kind: 'record',
        identifier: pick(NUMERIC_FIELDS),
        value: String(Math.floor(random() * 90_000)),
      });
    else if (roll < 0.68) operations.push({ kind: 'clear', identifier: pick(NUMERIC_FIELDS) });
    else if (roll < 0.78) operations.push({ kind: 'photo', seed: Math.floor(random() * 1e9) });
    else if (roll < 0.86) {
      operations.push({ kind: offline ? 'online' : 'offline' });
      offline = !offline;
    } else if (roll < 0.9) operations.push({ kind: 'reload' });
    else operations.push({ kind: 'sync' });
  }
  if (offline) operations.push({ kind: 'online' });
  return operations;
}
