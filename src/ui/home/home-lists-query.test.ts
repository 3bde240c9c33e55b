import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../worker/contract.ts';
import type { Engine } from '../engine/engine-client.ts';
import { EngineEvents } from '../engine/engine-events.ts';
import { engineQueryKey } from '../engine/use-engine-query.ts';
import { homeListsQuery, prefetchHomeLists } from './home-lists-query.ts';

const READY = { kind: 'ready', schemaVersion: 1 } as const;

/** An engine whose database opens when the test says, and that answers Home's read once it is open (or refuses it). */
function fakeEngine() {
  let tell: (event: EngineEvent) => void = () => undefined;
  let asked = 0;
  const lists = { value: { inProgress: [], completed: [] }, tables: ['inspections'] };
  const waiting: { open: () => void; refuse: () => void }[] = [];
  const engine = {
    subscribe: async (listener: (event: EngineEvent) => void) => {
      tell = listener;
    },
    homeListsOnceOpen: () => {
      asked++;
      return new Promise((resolve, reject) =>
        waiting.push({ open: () => resolve(lists), refuse: () => reject(new Error('not open in this tab')) }),
      );
    },
  } as unknown as Engine;
  return {
    engine,
    tell: (event: EngineEvent) => tell(event),
    asked: () => asked,
    lists,
    open: () => waiting.splice(0).forEach((read) => read.open()),
    refuse: () => waiting.splice(0).forEach((read) => read.refuse()),
  };
}

const homeKey = engineQueryKey(homeListsQuery.queryKey);

describe('Home lists on a cold start', () => {
  it('are asked for at start, once, answered when the database opens, and are in the cache Home reads', async () => {
    const { engine, asked, lists, open } = fakeEngine();
    const queryClient = new QueryClient();
    const prefetched = prefetchHomeLists(queryClient, engine);
    await Promise.resolve();
    expect(asked()).toBe(1);
    expect(queryClient.getQueryData(homeKey)).toBeUndefined();

    open();
    await prefetched;
    expect(asked()).toBe(1);
    expect(queryClient.getQueryData(homeKey)).toEqual(lists);
  });

  it('refused (the database could not be opened), are not asked again until Home is shown', async () => {
    const { engine, asked, refuse } = fakeEngine();
    const queryClient = new QueryClient();
    const prefetched = prefetchHomeLists(queryClient, engine);
    await Promise.resolve();
    refuse();
    await prefetched;
    expect(asked()).toBe(1);
    expect(queryClient.getQueryState(homeKey)?.status).toBe('error');
  });

  it('run at once when the database was already open', () => {
    const { engine, tell } = fakeEngine();
    const events = new EngineEvents(engine, new QueryClient());
    tell({ type: 'state', state: READY });
    let ran = 0;
    events.whenFirstReady(() => ran++);
    expect(ran).toBe(1);
  });
});
