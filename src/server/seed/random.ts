import { createHash } from 'node:crypto';

// Deterministic randomness for the seed: the same scale always makes the same fleet, ids and values.

/** A small fast PRNG (mulberry32) from a 32-bit seed; next() is in [0, 1). */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A value around mean, spread ± spread (uniform). */
  around(mean: number, spread: number): number {
    return mean + (this.next() * 2 - 1) * spread;
  }
}

/** A stable UUID (version-5 shape) for a kind of row and its number, e.g. uuidFor('asset', 12). */
export function uuidFor(kind: string, n: number | string): string {
  const hex = createHash('sha1').update(`inspect-seed:${kind}:${n}`).digest('hex');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
