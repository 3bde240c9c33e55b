// A seeded, repeatable stream of what an inspector does in a shift with a bad signal.

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
