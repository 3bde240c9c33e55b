import { useSyncExternalStore } from 'react';

/**
 * A value one component shows and others only set (the measuring run's bar, decision 0106). Held outside React's
 * state: a context's new value makes React look through everything under its provider (a whole screen, at every
 * reading's Enter) for the components that read it, where a store's change renders only those subscribed.
 */
export class ValueStore<T> {
  #value: T;
  readonly #listeners = new Set<() => void>();

  constructor(initial: T) {
    this.#value = initial;
  }

  readonly get = (): T => this.#value;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A new value; the same value tells no one. */
  set(value: T): void {
    if (Object.is(value, this.#value)) return;
    this.#value = value;
    for (const listener of [...this.#listeners]) listener();
  }

  /** A value made from the last. */
  update(next: (last: T) => T): void {
    this.set(next(this.#value));
  }
}

/** The store's value, rendering again when it changes. */
export function useStoredValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
