import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { preloadRouteChunks, warmRouteChunks, warmRoutesNamed } from './preload-route-chunks.ts';

/**
 * A router of the given routes (id → parent's id), recording the chunks asked for; `failing` ones fail to load, and
 * while `slow` is held its loads wait for `arrive()`.
 */
function fakeRouter(routes: Record<string, string | undefined>, failing: string[] = [], slow: string[] = []) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const byId: Record<string, { id: string; parentRoute?: { id: string } }> = {};
  for (const [id, parent] of Object.entries(routes))
    byId[id] = { id, parentRoute: parent === undefined ? undefined : { id: parent } };
  const loaded: string[] = [];
  const router = {
    routesById: byId,
    state: { location: { pathname: '/inspection/a' } },
    // The address's routes: '/inspection/a' and its parents.
    getMatchedRoutes: () => [[byId['/inspection'], byId['/inspection/a']].filter(Boolean)],
    loadRouteChunk(route: AnyRoute) {
      loaded.push(route.id);
      if (failing.includes(route.id)) return Promise.reject(new Error('offline'));
      return slow.includes(route.id) ? arrived.then(() => []) : Promise.resolve([]);
    },
  } as unknown as AnyRouter;
  return { router, loaded, arrive };
}

/** Idle moments handed out one at a time by the test. */
function idleMoments() {
  const queue: (() => void)[] = [];
  let cancelled = 0;
  return {
    idle: (work: () => void) => {
      queue.push(work);
      return () => {
        cancelled += 1;
      };
    },
    async nextMoment() {
      queue.shift()?.();
      // The chunk's load settles before the next moment is asked for.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    waiting: () => queue.length,
    cancelled: () => cancelled,
  };
}

const tree = {
  '/inspection': undefined,
  '/inspection/a': '/inspection',
  '/inspection/b': '/inspection',
  '/inspection/c': '/inspection',
  '/home': undefined,
};

describe('warmRouteChunks', () => {
  it("loads the parent's screens only, one in each idle moment, in turn", async () => {
    const { router, loaded } = fakeRouter(tree);
    const moments = idleMoments();
    const done: string[] = [];
    warmRouteChunks(router, '/inspection', () => done.push('done'), moments.idle);
    expect(loaded).toEqual([]);
    await moments.nextMoment();
    expect(loaded).toEqual(['/inspection/a']);
    await moments.nextMoment();
    await moments.nextMoment();
    expect(loaded).toEqual(['/inspection/a', '/inspection/b', '/inspection/c']);
    expect(done).toEqual(['done']);
    expect(moments.waiting()).toBe(0);
  });

  it('goes on past a chunk that fails to load, and warms each screen once per page', async () => {
    const { router, loaded } = fakeRouter({ '/x': undefined, '/x/one': '/x', '/x/two': '/x' }, ['/x/one']);
    const moments = idleMoments();
    warmRouteChunks(router, '/x', undefined, moments.idle);
    await moments.nextMoment();
    await moments.nextMoment();
    expect(loaded).toEqual(['/x/one', '/x/two']);
    warmRouteChunks(router, '/x', undefined, moments.idle);
    expect(moments.waiting()).toBe(0);
  });

  it('stops when told: the waiting moment is given back and nothing more loads', async () => {
    const { router, loaded } = fakeRouter({ '/y': undefined, '/y/one': '/y', '/y/two': '/y' });
    const moments = idleMoments();
    const stop = warmRouteChunks(router, '/y', undefined, moments.idle);
    await moments.nextMoment();
    stop();
    expect(moments.cancelled()).toBe(1);
    await moments.nextMoment();
    expect(loaded).toEqual(['/y/one']);
  });
});

describe('warmRoutesNamed', () => {
  it('loads the named routes in the order named, one in each idle moment, skipping a name the router lacks', async () => {
    const { router, loaded } = fakeRouter({
      '/s': undefined,
      '/s/i': '/s',
      '/s/i/': '/s/i',
      '/s/i/done': '/s/i',
    });
    const moments = idleMoments();
    const done: string[] = [];
    warmRoutesNamed(router, ['/s/i', '/s/gone', '/s/i/', '/s/i/done'], () => done.push('done'), moments.idle);
    expect(loaded).toEqual([]);
    await moments.nextMoment();
    expect(loaded).toEqual(['/s/i']);
    await moments.nextMoment();
    await moments.nextMoment();
    expect(loaded).toEqual(['/s/i', '/s/i/', '/s/i/done']);
    expect(done).toEqual(['done']);
    expect(moments.waiting()).toBe(0);
  });

  it('does not load again what the screens below a route already warmed in this page', async () => {
    const { router, loaded } = fakeRouter({ '/t': undefined, '/t/a': '/t', '/t/b': '/t' });
    const moments = idleMoments();
    warmRouteChunks(router, '/t', undefined, moments.idle);
    await moments.nextMoment();
    await moments.nextMoment();
    warmRoutesNamed(router, ['/t/b', '/t'], undefined, moments.idle);
    await moments.nextMoment();
    expect(loaded).toEqual(['/t/a', '/t/b', '/t']);
    expect(moments.waiting()).toBe(0);
  });
});

describe('preloadRouteChunks', () => {
  it("loads the address's screens at once, and at an address in a family the family's other screens with them", () => {
    const { router, loaded } = fakeRouter(tree);
    preloadRouteChunks(router, ['/inspection']);
    expect(loaded).toEqual(['/inspection', '/inspection/a', '/inspection/b', '/inspection/c']);
  });

  it("loads only the address's screens elsewhere; the warming below the address then skips them", async () => {
    const { router, loaded } = fakeRouter(tree);
    preloadRouteChunks(router, ['/home']);
    expect(loaded).toEqual(['/inspection', '/inspection/a']);
    const moments = idleMoments();
    let done = false;
    warmRouteChunks(router, '/inspection', () => (done = true), moments.idle);
    await moments.nextMoment();
    await moments.nextMoment();
    expect(loaded).toEqual(['/inspection', '/inspection/a', '/inspection/b', '/inspection/c']);
    expect(done).toBe(true);
  });

  it('says the screens below are in only once the loads the start made of them have arrived', async () => {
    const { router, loaded, arrive } = fakeRouter(tree, [], ['/inspection/b']);
    preloadRouteChunks(router, ['/inspection']);
    const moments = idleMoments();
    let done = false;
    warmRouteChunks(router, '/inspection', () => (done = true), moments.idle);
    await moments.nextMoment();
    expect(moments.waiting()).toBe(0);
    expect(done).toBe(false);
    arrive();
    await moments.nextMoment();
    expect(done).toBe(true);
    expect(loaded).toEqual(['/inspection', '/inspection/a', '/inspection/b', '/inspection/c']);
  });
});
