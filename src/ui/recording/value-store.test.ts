import { describe, expect, it } from 'vitest';
import { ValueStore } from './value-store.ts';

describe('a value store', () => {
  it('tells its listeners of a new value, made from the last or given', () => {
    const store = new ValueStore({ taken: 0 });
    const heard: number[] = [];
    const stop = store.subscribe(() => heard.push(store.get().taken));
    store.update((last) => ({ taken: last.taken + 1 }));
    store.set({ taken: 5 });
    stop();
    store.set({ taken: 6 });
    expect(heard).toEqual([1, 5]);
    expect(store.get()).toEqual({ taken: 6 });
  });

  it('tells no one when the value stays the same', () => {
    const store = new ValueStore({ taken: 0 });
    let told = 0;
    store.subscribe(() => (told += 1));
    store.update((last) => last);
    expect(told).toBe(0);
  });
});
