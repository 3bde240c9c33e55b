import { describe, expect, it } from 'vitest';
import { engineStartScript, engineWorkerUrl } from './engine-start-script.ts';

describe('engineWorkerUrl', () => {
  it('finds the engine worker the built first script starts', () => {
    const built =
      'function e(){return new Worker(new URL(`/assets/entry-Db5whet7.js`,``+import.meta.url),{type:`module`,name:`engine`})}var t=1;';
    expect(engineWorkerUrl(built)).toBe('/assets/entry-Db5whet7.js');
  });

  it('ignores a worker of another name', () => {
    const built = 'new Worker(new URL(`/assets/decode-worker-X1.js`,``+import.meta.url),{type:`module`,name:`scan`})';
    expect(engineWorkerUrl(built)).toBeUndefined();
  });
});

describe('engineStartScript', () => {
  it('starts a module worker named engine at that address and leaves it for the app', () => {
    const started: { url: string; options: WorkerOptions }[] = [];
    const scope: Record<string, unknown> = {};
    class FakeWorker {
      constructor(url: string, options: WorkerOptions) {
        started.push({ url, options });
      }
    }
    new Function('self', 'Worker', engineStartScript('/assets/entry-Db5whet7.js'))(scope, FakeWorker);
    expect(started).toEqual([{ url: '/assets/entry-Db5whet7.js', options: { type: 'module', name: 'engine' } }]);
    expect(scope['inspectStartedEngine']).toBeInstanceOf(FakeWorker);
  });

  it('leaves nothing when the browser refuses the worker', () => {
    const scope: Record<string, unknown> = {};
    class RefusedWorker {
      constructor() {
        throw new Error('refused');
      }
    }
    new Function('self', 'Worker', engineStartScript('/assets/entry-Db5whet7.js'))(scope, RefusedWorker);
    expect(scope['inspectStartedEngine']).toBeUndefined();
  });
});
