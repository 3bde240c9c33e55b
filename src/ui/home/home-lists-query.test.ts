import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../worker/contract.ts';
import type { Engine } from '../engine/engine-client.ts';
import { EngineEvents } from '../engine/engine-events.ts';
import { engineQueryKey } from '../engine/use-engine-query.ts';
import { homeListsQuery, prefetchHomeLists } from './home-lists-query.ts';

const READY = { kind: 'ready', schemaVersion: 1 } as const;

/** An engine that answers Home's read and lets the test say what the worker tells the page. */
function fakeEngine() {
  let tell: (event: EngineEvent) => void = () => undefined;
  let asked = 0;
  const lists = { value: { inProgress: [], completed: [] }, tables: ['inspections'] };
  const engine = {
    subscribe: async (listener: (event: EngineEvent) => void) => {
      tell = listener;
    },
    homeLists: async () => {
      asked++;
      return lists;
    },
  } as unknown as Engine;
  return { engine, tell: (event: EngineEvent) => tell(event), asked: () => asked, lists };
}

describe('Home lists on a cold start', () => {
  it('are asked for as soon as the database is open, once, and are in the cache Home reads', async () => {
    const { engine, tell, asked, lists } = fakeEngine();
    const queryClient = new QueryClient();
    const events = new EngineEvents(engine, queryClient);
    await Promise.resolve();
    events.whenFirstReady(() => prefetchHomeLists(queryClient, engine));
    expect(asked()).toBe(0);

    tell({ type: 'state', state: READY });
    await queryClient.getQueryCache().find({ queryKey: engineQueryKey(homeListsQuery.queryKey) })?.promise;
    expect(asked()).toBe(1);
    expect(queryClient.getQueryData(engineQueryKey(homeListsQuery.queryKey))).toEqual(lists);

    // Opened again later (another tab handed it back): the screens on show ask for themselves.
    tell({ type: 'state', state: { kind: 'starting' } });
    tell({ type: 'state', state: READY });
    expect(asked()).toBe(1);
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
