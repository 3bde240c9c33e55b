import type { OpenConflict } from '../../worker/contract.ts';

/**
 * Which readings a recording screen's fields show, and so which of the screen's open conflicts are left for its top
 * (decision 0052). Kept outside React's state: every field with a stored reading claims it as the screen opens, and a
 * claim in state rendered the whole screen a second time at each open. Listeners hear only when the list left for
 * the top changes, which with no conflict open is never.
 */
export class ReadingClaims {
  readonly #counts = new Map<string, number>();
  readonly #listeners = new Set<() => void>();
  #conflicts: readonly OpenConflict[] = [];
  #unclaimed: readonly OpenConflict[] = [];

  /** The screen's conflicts no field shows: the same array until that changes. */
  readonly unclaimed = (): readonly OpenConflict[] => this.#unclaimed;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The screen's open conflicts, as its read answers them. */
  showing(conflicts: readonly OpenConflict[]): void {
    this.#conflicts = conflicts;
    this.#update();
  }

  /** A field shows `observation`'s reading (its conflicts are shown under it); answers the release. */
  claim(observation: string): () => void {
    this.#counts.set(observation, (this.#counts.get(observation) ?? 0) + 1);
    this.#update();
    return () => {
      const count = (this.#counts.get(observation) ?? 1) - 1;
      if (count <= 0) this.#counts.delete(observation);
      else this.#counts.set(observation, count);
      this.#update();
    };
  }

  #update(): void {
    const next = this.#conflicts.filter((c) => !this.#counts.has(c.observationExternalId));
    const same = next.length === this.#unclaimed.length && next.every((c, i) => c === this.#unclaimed[i]);
    if (same) return;
    this.#unclaimed = next;
    for (const listener of this.#listeners) listener();
  }
}
