import { describe, expect, it } from 'vitest';
import { engineStartScript, engineWorkerUrl } from './engine-start-script.ts';

/** Runs the page's start script with `self`, `Worker` and the page's address as given. */
function runStartScript(scope: Record<string, unknown>, worker: unknown, pathname = '/'): void {
  const script = engineStartScript('/assets/entry-Db5whet7.js', ['/login']);
  new Function('self', 'Worker', 'location', script)(scope, worker, { pathname });
}

describe('engineWorkerUrl', () => {
  it('finds the engine worker the built first script starts', () => {
    const built =
      'function e(){return new Worker(new URL(`/assets/entry-Db5whet7.js`,``+import.meta.url),{type:`module`,name:`engine`})}var t=1;';
    expect(engineWorkerUrl(built)).toBe('/assets/entry-Db5whet7.js');
  });

  it('finds it in an unminified build too (vite build --minify false)', () => {
    const built = [
      'function createEngineWorker() {',
      '\treturn new Worker(new URL(',
      '\t\t/* @vite-ignore */',
      '\t\t"/assets/entry-flRIFDDH.js",',
      '\t\t"" + import.meta.url',
      '\t), {',
      '\t\ttype: "module",',
      '\t\tname: "engine"',
      '\t});',
      '}',
    ].join('\n');
    expect(engineWorkerUrl(built)).toBe('/assets/entry-flRIFDDH.js');
  });

  it('ignores a worker of another name', () => {
    const built =
      'new Worker(new URL(`/assets/decode-worker-X1.js`,``+import.meta.url),{type:`module`,name:`scan`})';
    expect(engineWorkerUrl(built)).toBeUndefined();
  });
});

describe('engineStartScript', () => {
  it('starts a module worker named engine at that address, tells it the page’s address and leaves it for the app', () => {
    const started: unknown[][] = [];
    const posted: unknown[] = [];
    const scope: Record<string, unknown> = {};
    runStartScript(
      scope,
      function FakeWorker(this: { postMessage: (message: unknown) => void }, ...args: unknown[]) {
        started.push(args);
        this.postMessage = (message) => posted.push(message);
      },
      '/inspections/3f6e1b2a/operation',
    );
    expect(started).toEqual([['/assets/entry-Db5whet7.js', { type: 'module', name: 'engine' }]]);
    // Decision 0127: the worker reads ahead what the screen at that address will ask.
    expect(posted).toEqual([{ type: 'inspect-start-address', address: '/inspections/3f6e1b2a/operation' }]);
    expect(scope['inspectEngineWorker']).toBeDefined();
  });

  it('makes no second worker when the app started one first', () => {
    let made = 0;
    const appWorker = { made: 'by the app' };
    const scope: Record<string, unknown> = { inspectEngineWorker: appWorker };
    runStartScript(scope, function CountedWorker() {
      made += 1;
    });
    expect(made).toBe(0);
    expect(scope['inspectEngineWorker']).toBe(appWorker);
  });

  it('starts nothing at an address whose engine starts once the page is shown', () => {
    let made = 0;
    const scope: Record<string, unknown> = {};
    const count = function CountedWorker(this: { postMessage: () => void }) {
      made += 1;
      this.postMessage = () => undefined;
    };
    runStartScript(scope, count, '/login');
    expect(made).toBe(0);
    expect(scope['inspectEngineWorker']).toBeUndefined();
    runStartScript(scope, count, '/inspection/12');
    expect(made).toBe(1);
  });

  it('leaves nothing when the browser refuses the worker', () => {
    const scope: Record<string, unknown> = {};
    runStartScript(scope, function RefusedWorker() {
      throw new Error('refused');
    });
    expect(scope['inspectEngineWorker']).toBeUndefined();
  });
});
