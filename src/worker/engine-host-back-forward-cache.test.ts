import { afterEach, describe, expect, it } from 'vitest';
import { clientMigrations } from '../db/client-migrations.ts';
import type { EngineState } from './engine-status.ts';
import { hostHarness, stateOf } from './testing/host-harness.ts';

// A page put into the back-forward cache gives up the database and its lock, and takes them back (or waits in line
// for them, decision 0002) when it is shown again. Two "tabs" in one process share one memdb database.

let run = 0;
const { makeHost, sharedOpener, cleanUp } = hostHarness();

afterEach(cleanUp);

describe('EngineHost in the back-forward cache', () => {
  it('lets another tab open the database while this page is cached, then offers to take it back', async () => {
    const name = `cached-owner-${run++}`;
    const { opener, opened } = await sharedOpener(name);
    const cached = makeHost(opener, name);
    await cached.start();
    await cached.engine.kv.set('recorded', 'before the page was cached');
    const other = makeHost(opener, name);
    await other.start();
    expect(other.state).toEqual({ kind: 'other-tab', takeoverRequested: false });

    const otherReady = stateOf(other, 'ready');
    await cached.suspend();
    await otherReady;
    expect(cached.state).toEqual({ kind: 'starting' });
    expect(opened.released).toBe(1);
    expect(() => cached.engine).toThrow('The local database is not open in this tab.');
    expect(await other.engine.kv.get('recorded')).toBe('before the page was cached');

    // Shown again: another tab has the data now, and "Use it here" still works.
    await cached.resume();
    expect(cached.state).toEqual({ kind: 'other-tab', takeoverRequested: false });
    const otherTakenOver = stateOf(other, 'taken-over');
    const cachedReady = stateOf(cached, 'ready');
    cached.requestTakeover();
    await Promise.all([otherTakenOver, cachedReady]);
    expect(await cached.engine.kv.get('recorded')).toBe('before the page was cached');
  });

  it('opens the database again on its own when no other tab took it', async () => {
    const name = `cached-alone-${run++}`;
    const { opener, opened } = await sharedOpener(name);
    const host = makeHost(opener, name);
    await host.start();
    await host.engine.kv.set('recorded', 'kept');
    const states: EngineState['kind'][] = [];
    host.subscribe((event) => {
      if (event.type === 'state') states.push(event.state.kind);
    });

    await host.suspend();
    await host.resume();

    expect(states).toEqual(['ready', 'starting', 'ready']);
    expect(host.state).toEqual({ kind: 'ready', schemaVersion: clientMigrations.length });
    expect(opened).toEqual({ count: 2, released: 1 });
    expect(await host.engine.kv.get('recorded')).toBe('kept');
  });

  it('leaves the line for the lock while cached, so the owner hands over to a tab that is shown', async () => {
    const name = `cached-waiting-${run++}`;
    const { opener, opened } = await sharedOpener(name);
    const owner = makeHost(opener, name);
    await owner.start();
    const cached = makeHost(opener, name);
    await cached.start();
    const cachedStates: EngineState['kind'][] = [];
    cached.subscribe((event) => {
      if (event.type === 'state') cachedStates.push(event.state.kind);
    });
    await cached.suspend();
    const third = makeHost(opener, name);
    await third.start();

    // The owner closes: the tab that is shown gets the database, not the cached page queued before it.
    const thirdReady = stateOf(third, 'ready');
    await owner.stop();
    await thirdReady;
    // A frozen page given the lock would hold it without ever running: the cached page is never given it at all.
    expect(cachedStates).toEqual(['other-tab', 'starting']);
    expect(opened.count).toBe(2);

    await cached.resume();
    expect(cached.state).toEqual({ kind: 'other-tab', takeoverRequested: false });
  });

  it('closes again at once, never saying it is ready, when cached while the database was opening', async () => {
    const name = `cached-opening-${run++}`;
    const { opener: shared, opened } = await sharedOpener(name);
    let opening: () => void = () => undefined;
    const openStarted = new Promise<void>((started) => (opening = started));
    let letOpen: () => void = () => undefined;
    const slowOpen = new Promise<void>((go) => (letOpen = go));
    const host = makeHost(
      {
        ...shared,
        async open() {
          opening();
          await slowOpen;
          return shared.open();
        },
      },
      name,
    );
    const states: EngineState['kind'][] = [];
    host.subscribe((event) => {
      if (event.type === 'state') states.push(event.state.kind);
    });
    const started = host.start();
    await openStarted;
    await host.suspend();
    letOpen();
    await started;

    const other = makeHost(shared, name);
    const otherReady = stateOf(other, 'ready');
    await other.start();
    await otherReady;
    expect(states).not.toContain('ready');
    expect(host.state).toEqual({ kind: 'starting' });
    expect(opened.released).toBe(1);
  });

  it('does nothing for a page whose storage failed: there is nothing to give up or take back', async () => {
    const name = `cached-failed-${run++}`;
    const host = makeHost(
      {
        unavailableReason: () => 'No OPFS in a private window.',
        open: () => Promise.reject(new Error('must not be called')),
        async release() {},
      },
      name,
    );
    await host.start();
    await host.suspend();
    await host.resume();
    expect(host.state).toEqual({
      kind: 'failed',
      reason: 'opfs-unavailable',
      message: 'No OPFS in a private window.',
    });
  });
});
