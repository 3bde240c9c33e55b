import { describe, expect, it } from 'vitest';
import { SharedSyncHeads, type SyncHead } from './sync-heads.ts';

// The rounds of SharedSyncHeads with a reader the test answers by hand: which pulls share a head, and that none gets
// a head begun before it asked.

function handReader() {
  const pending: { resolve: (head: SyncHead) => void; reject: (error: Error) => void }[] = [];
  let begun = 0;
  const read = () => {
    begun++;
    return new Promise<SyncHead>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const head = (n: number): SyncHead => ({
    serverTimeUtc: `2026-11-26T00:00:0${n}.000Z`,
    changes: { changed: [], deleted: null, reset: '0' },
  });
  /** Answers the oldest round still open with head n. */
  const answer = async (n: number) => {
    pending.shift()?.resolve(head(n));
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (message: string) => {
    pending.shift()?.reject(new Error(message));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { read, answer, fail, head, begun: () => begun };
}

describe('SharedSyncHeads', () => {
  it('reads at once when no head is being read', async () => {
    const reader = handReader();
    const heads = new SharedSyncHeads(reader.read);
    const first = heads.read();
    expect(reader.begun()).toBe(1);
    await reader.answer(1);
    await expect(first).resolves.toEqual(reader.head(1));
    const second = heads.read();
    expect(reader.begun()).toBe(2);
    await reader.answer(2);
    await expect(second).resolves.toEqual(reader.head(2));
  });

  it('gives the pulls that arrive during a read the next head, one for all of them, begun after that read', async () => {
    const reader = handReader();
    const heads = new SharedSyncHeads(reader.read);
    const first = heads.read();
    const during = [heads.read(), heads.read(), heads.read()];
    // The round in flight began before they asked: they wait for the next, not yet begun.
    expect(reader.begun()).toBe(1);
    await reader.answer(1);
    expect(reader.begun()).toBe(2);
    const late = heads.read(); // arrives while the second round is read: it gets the third
    await reader.answer(2);
    expect(reader.begun()).toBe(3);
    await reader.answer(3);
    await expect(first).resolves.toEqual(reader.head(1));
    for (const pull of during) await expect(pull).resolves.toEqual(reader.head(2));
    await expect(late).resolves.toEqual(reader.head(3));
    expect(heads.rounds).toBe(3);
  });

  it('fails the pulls of a failed round only, and begins the next one all the same', async () => {
    const reader = handReader();
    const heads = new SharedSyncHeads(reader.read);
    const first = heads.read();
    const next = heads.read();
    await reader.fail('connection lost');
    await expect(first).rejects.toThrow('connection lost');
    expect(reader.begun()).toBe(2);
    await reader.answer(2);
    await expect(next).resolves.toEqual(reader.head(2));
    const after = heads.read();
    expect(reader.begun()).toBe(3);
    await reader.answer(3);
    await expect(after).resolves.toEqual(reader.head(3));
  });
});
