import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineListener, EngineState } from '../engine-status.ts';
import type { Engine } from '../engine.ts';
import { contentsStatuses } from './basics-models.ts';
import { inspectionFacts } from './judged-targets.ts';
import { inspectionOfAddress, READ_AHEAD_STEPS, startInspectionReadAhead } from './start-read-ahead.ts';

describe('inspectionOfAddress', () => {
  it('names the inspection of its contents and of every screen below them', () => {
    expect(inspectionOfAddress('/inspections/3f6e1b2a')).toBe('3f6e1b2a');
    expect(inspectionOfAddress('/inspections/3f6e1b2a/undercarriage/left/track-shoes')).toBe('3f6e1b2a');
    expect(inspectionOfAddress('/inspections/a%20b/operation')).toBe('a b');
  });

  it('names none at other addresses, or at one that is not a well-formed address', () => {
    expect(inspectionOfAddress('/')).toBeUndefined();
    expect(inspectionOfAddress('/inspections')).toBeUndefined();
    expect(inspectionOfAddress('/inspections/')).toBeUndefined();
    expect(inspectionOfAddress('/planner')).toBeUndefined();
    expect(inspectionOfAddress('/inspections/%E0%A4%A')).toBeUndefined();
  });
});

/** A host whose state the test sets; its engine is a marker object, as the judgement only passes its database on. */
function fakeHost() {
  const listeners = new Set<EngineListener>();
  const db = { the: 'database' } as unknown as Engine['db'];
  let state: EngineState = { kind: 'starting' };
  return {
    db,
    host: {
      subscribe(listener: EngineListener) {
        listeners.add(listener);
        listener({ type: 'state', state });
        return () => listeners.delete(listener);
      },
      get engine(): Engine {
        if (state.kind !== 'ready') throw new Error('not open');
        return { db } as Engine;
      },
    },
    set(next: EngineState) {
      state = next;
      for (const listener of listeners) listener({ type: 'state', state });
    },
  };
}

const READY: EngineState = { kind: 'ready', schemaVersion: 1 };

describe('startInspectionReadAhead', () => {
  afterEach(() => vi.useRealTimers());

  it('judges the inspection at the start address once the database opens, in a task of its own', async () => {
    vi.useFakeTimers();
    const { host, db, set } = fakeHost();
    const judge = vi.fn((_db: Engine['db'], _inspection: string) => Promise.resolve());
    const tell = startInspectionReadAhead(host, [judge]);
    tell('/inspections/insp-1/operation');
    await vi.runAllTimersAsync();
    expect(judge).not.toHaveBeenCalled();
    set(READY);
    expect(judge).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(judge.mock.calls).toEqual([[db, 'insp-1']]);
  });

  it('judges it when the address comes after the open too, and only once for that start', async () => {
    vi.useFakeTimers();
    const { host, set } = fakeHost();
    const judge = vi.fn((_db: Engine['db'], _inspection: string) => Promise.resolve());
    const tell = startInspectionReadAhead(host, [judge]);
    set(READY);
    tell('/inspections/insp-2');
    tell('/inspections/insp-3');
    await vi.runAllTimersAsync();
    // Handed to another tab and back: the second open is no cold start.
    set({ kind: 'taken-over' });
    set(READY);
    await vi.runAllTimersAsync();
    expect(judge.mock.calls.map((call) => call[1])).toEqual(['insp-2']);
  });

  it('judges nothing at an address of no inspection, or when the database never opens', async () => {
    vi.useFakeTimers();
    const home = fakeHost();
    const judge = vi.fn((_db: Engine['db'], _inspection: string) => Promise.resolve());
    startInspectionReadAhead(home.host, [judge])('/');
    home.set(READY);
    const otherTab = fakeHost();
    startInspectionReadAhead(otherTab.host, [judge])('/inspections/insp-4');
    otherTab.set({ kind: 'other-tab', takeoverRequested: false });
    await vi.runAllTimersAsync();
    expect(judge).not.toHaveBeenCalled();
  });

  it('reads the facts, then judges them in a task of its own: a read asked meanwhile is answered between', async () => {
    // Real timers: the fake clock runs a timer set in a microtask before one set in the timer's own task.
    const { host, set } = fakeHost();
    const done: string[] = [];
    const facts = vi.fn(() => {
      done.push('facts');
      // The contents' own read, its message arriving while the facts are read.
      setTimeout(() => done.push("the contents' read"), 0);
      return Promise.resolve();
    });
    const judged = new Promise<void>((resolve) => {
      const judgement = () => {
        done.push('judgement');
        resolve();
        return Promise.resolve();
      };
      startInspectionReadAhead(host, [facts, judgement])('/inspections/insp-5');
    });
    set(READY);
    await judged;
    expect(done).toEqual(['facts', "the contents' read", 'judgement']);
    expect(READ_AHEAD_STEPS).toEqual([inspectionFacts, contentsStatuses]);
  });

  it('stops at a step that fails: no judgement of facts that could not be read', async () => {
    vi.useFakeTimers();
    const { host, set } = fakeHost();
    const judgement = vi.fn(() => Promise.resolve());
    startInspectionReadAhead(host, [
      () => Promise.reject(new Error('No inspection with that id.')),
      judgement,
    ])('/inspections/missing');
    set(READY);
    await vi.runAllTimersAsync();
    expect(judgement).not.toHaveBeenCalled();
  });

  it('marks the judgement in the worker’s start marks, and a judgement that fails ends quietly', async () => {
    const { host, set } = fakeHost();
    const done = new Promise<void>((resolve) => {
      const judge = () => {
        setTimeout(resolve, 0);
        return Promise.reject(new Error('No inspection with that id.'));
      };
      startInspectionReadAhead(host, [judge])('/inspections/missing');
    });
    performance.clearMarks('engine:read-ahead-done');
    set(READY);
    await done;
    await vi.waitFor(() => expect(performance.getEntriesByName('engine:read-ahead-done')).toHaveLength(1));
    expect(performance.getEntriesByName('engine:read-ahead').length).toBeGreaterThan(0);
  });
});
