import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EngineEvent, Read } from '../../worker/contract.ts';
import type { Engine } from './engine-client.ts';
import { EngineEvents } from './engine-events.ts';
import { engineQueryKey } from './use-engine-query.ts';

/** An engine whose events the test sends. */
function fakeEngine() {
  let tell: (event: EngineEvent) => void = () => undefined;
  const engine = {
    subscribe: async (listener: (event: EngineEvent) => void) => {
      tell = listener;
    },
  } as unknown as Engine;
  return { engine, tell: (event: EngineEvent) => tell(event) };
}

/** A query cache whose reads the engine's events (sent by the test) make stale, once the events are subscribed. */
async function listening() {
  const { engine, tell } = fakeEngine();
  const queryClient = new QueryClient();
  new EngineEvents(engine, queryClient);
  await Promise.resolve();
  return { queryClient, tell };
}

/** A worker read the test answers when it chooses, counting how often it was asked and how many answers were shown. */
function slowRead(tables: readonly string[]) {
  const answers: ((read: Read<number>) => void)[] = [];
  let asked = 0;
  return {
    queryFn: () =>
      new Promise<Read<number>>((resolve) => {
        asked++;
        answers.push(resolve);
      }),
    asked: () => asked,
    answer: (value: number) => answers.shift()?.({ value, tables: [...tables] }),
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Two turns of the event loop: a read answers in one, and a write's reads are made again in a task of their own. */
const settled = async () => {
  await turn();
  await turn();
};

describe('a write committed while a screen reads', () => {
  it('lets the read under way answer, then reads once again: the screen shows the first answer, then the new one', async () => {
    const { queryClient, tell } = await listening();
    const read = slowRead(['observations']);
    const observer = new QueryObserver(queryClient, {
      queryKey: engineQueryKey(['run']),
      queryFn: read.queryFn,
    });
    const shown: number[] = [];
    const stop = observer.subscribe((result) => {
      if (result.data !== undefined && shown.at(-1) !== result.data.value) shown.push(result.data.value);
    });
    read.answer(1);
    await settled();
    tell({ type: 'tables-changed', tables: ['observations'] });
    await settled();
    expect(read.asked()).toBe(2);

    // The save, its push and the pull's echo, one after the other while that read is under way.
    tell({ type: 'tables-changed', tables: ['observations', 'outbox'] });
    tell({ type: 'tables-changed', tables: ['observations'] });
    await settled();
    expect(read.asked()).toBe(2);
    read.answer(2);
    await settled();
    expect(read.asked()).toBe(3);
    read.answer(3);
    await settled();
    expect(shown).toEqual([1, 2, 3]);
    expect(read.asked()).toBe(3);
    stop();
  });

  it('reads again only what read a changed table', async () => {
    const { queryClient, tell } = await listening();
    const photos = slowRead(['photos']);
    const observer = new QueryObserver(queryClient, {
      queryKey: engineQueryKey(['photos']),
      queryFn: photos.queryFn,
    });
    const stop = observer.subscribe(() => undefined);
    photos.answer(1);
    await settled();
    tell({ type: 'tables-changed', tables: ['observations'] });
    await settled();
    expect(photos.asked()).toBe(1);
    tell({ type: 'tables-changed', tables: ['photos'] });
    await settled();
    expect(photos.asked()).toBe(2);
    stop();
  });

  it('reads again every idle read of a changed table once, among many cached reads', async () => {
    const { queryClient, tell } = await listening();
    const reads = [0, 1, 2, 3, 4, 5].map((n) => ({
      n,
      read: slowRead(n % 2 === 0 ? ['observations'] : ['photos']),
    }));
    const stops = reads.map(({ n, read }) =>
      new QueryObserver(queryClient, {
        queryKey: engineQueryKey(['screen', n]),
        queryFn: read.queryFn,
      }).subscribe(() => undefined),
    );
    for (const { read } of reads) read.answer(1);
    await settled();
    tell({ type: 'tables-changed', tables: ['observations'] });
    await settled();
    expect(reads.map(({ read }) => read.asked())).toEqual([2, 1, 2, 1, 2, 1]);
    for (const stop of stops) stop();
  });

  it('marks the reads stale at once and reads them again in a task of their own, once for events in a row', async () => {
    const { queryClient, tell } = await listening();
    const read = slowRead(['observations']);
    const key = engineQueryKey(['model']);
    const stop = new QueryObserver(queryClient, { queryKey: key, queryFn: read.queryFn }).subscribe(
      () => undefined,
    );
    read.answer(1);
    await settled();
    // The save's event, its push's and the pull's echo, in one turn.
    tell({ type: 'tables-changed', tables: ['observations'] });
    tell({ type: 'tables-changed', tables: ['observations', 'outbox'] });
    tell({ type: 'tables-changed', tables: ['observations'] });
    // Stale for a navigation the save's answer makes, but not read yet: that answer comes first.
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(read.asked()).toBe(1);
    await turn();
    expect(read.asked()).toBe(2);
    read.answer(2);
    await settled();
    expect(read.asked()).toBe(2);
    expect(queryClient.getQueryData(key)).toEqual({ value: 2, tables: ['observations'] });
    stop();
  });
});
