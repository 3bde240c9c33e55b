import { expose } from 'comlink';
import { describe, expect, it } from 'vitest';
import type { CompressedPhoto } from './compress-photo.ts';
import { createPhotoCompressor } from './photo-compressor.ts';

/** A promise and the function that fulfils it. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A photos' worker on the other end of a message channel: notes what it is asked; each photo waits for its gate. */
function fakeWorker(names: readonly string[]) {
  const events: string[] = [];
  const started = new Map(names.map((name) => [name, deferred()]));
  const gates = new Map(names.map((name) => [name, deferred()]));
  let spawned = 0;
  const channel = new MessageChannel();
  expose(
    {
      async compress(input: Blob): Promise<CompressedPhoto> {
        const name = await input.text();
        events.push(`start ${name}`);
        started.get(name)?.resolve();
        await gates.get(name)?.promise;
        events.push(`end ${name}`);
        return { photo: new Blob([`photo of ${name}`]), thumbnail: new Blob([`thumbnail of ${name}`]) };
      },
      async warmUp() {
        events.push('warm up');
      },
    },
    channel.port2,
  );
  return {
    events,
    spawn: () => {
      spawned++;
      return channel.port1;
    },
    spawned: () => spawned,
    started: (name: string) => started.get(name)?.promise,
    finish: (name: string) => gates.get(name)?.resolve(),
    close: () => channel.port1.close(),
  };
}

describe('createPhotoCompressor', () => {
  it('starts the worker once, with the first photo, and compresses photos asked together one after another', async () => {
    const worker = fakeWorker(['a', 'b', 'c']);
    const compressor = createPhotoCompressor(worker.spawn);
    expect(worker.spawned()).toBe(0);
    const results = ['a', 'b', 'c'].map((name) => compressor.compress(new Blob([name])));
    await worker.started('a');
    // Sent now and answered after everything sent before it: had b or c been sent, the worker would have started it.
    await compressor.prepare();
    expect(worker.events).toEqual(['start a', 'warm up']);
    for (const name of ['a', 'b', 'c']) {
      await worker.started(name);
      worker.finish(name);
    }
    const thumbnails = await Promise.all(results.map(async (result) => (await result).thumbnail.text()));
    expect(thumbnails).toEqual(['thumbnail of a', 'thumbnail of b', 'thumbnail of c']);
    expect(worker.events).toEqual(['start a', 'warm up', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(worker.spawned()).toBe(1);
    worker.close();
  });

  it('warms the worker up once however often a photo field opens', async () => {
    const worker = fakeWorker([]);
    const compressor = createPhotoCompressor(worker.spawn);
    await Promise.all([compressor.prepare(), compressor.prepare()]);
    await compressor.prepare();
    expect(worker.events).toEqual(['warm up']);
    expect(worker.spawned()).toBe(1);
    worker.close();
  });

  it('waits for the page to start the worker (its port comes in a promise) before the first photo is sent', async () => {
    const worker = fakeWorker(['a']);
    let started: (() => void) | undefined;
    const compressor = createPhotoCompressor(
      () => new Promise((resolve) => (started = () => resolve(worker.spawn()))),
    );
    const result = compressor.compress(new Blob(['a']));
    await expect.poll(() => started).toBeDefined();
    expect(worker.events).toEqual([]);
    started?.();
    await worker.started('a');
    worker.finish('a');
    await expect((await result).thumbnail.text()).resolves.toBe('thumbnail of a');
    expect(worker.spawned()).toBe(1);
    worker.close();
  });
});

describe('createPhotoCompressor when the photos’ worker cannot start', () => {
  const here = (events: string[]) => async () => ({
    async compress(input: Blob): Promise<CompressedPhoto> {
      events.push(`here ${await input.text()}`);
      return { photo: new Blob(['photo']), thumbnail: new Blob(['thumbnail here']) };
    },
    async warmUp() {
      events.push('warm up here');
    },
  });

  it('compresses on this thread when the page could not start the worker (its code did not load)', async () => {
    const events: string[] = [];
    const compressor = createPhotoCompressor(
      () => Promise.reject(new Error('The helper worker could not load')),
      here(events),
    );
    await expect((await compressor.compress(new Blob(['a']))).thumbnail.text()).resolves.toBe(
      'thumbnail here',
    );
    await compressor.prepare();
    expect(events).toEqual(['here a', 'warm up here']);
  });

  it('fails a photo when neither can load, and tries again with the next one', async () => {
    const events: string[] = [];
    let loads = 0;
    let spawns = 0;
    const compressor = createPhotoCompressor(
      () => {
        spawns++;
        return Promise.reject(new Error('The helper worker could not load'));
      },
      () => (++loads === 1 ? Promise.reject(new Error('Failed to fetch')) : here(events)()),
    );
    await expect(compressor.compress(new Blob(['a']))).rejects.toThrow('Failed to fetch');
    await expect(compressor.prepare()).resolves.toBeUndefined();
    await expect((await compressor.compress(new Blob(['b']))).thumbnail.text()).resolves.toBe(
      'thumbnail here',
    );
    expect(events).toEqual(['warm up here', 'here b']);
    expect([spawns, loads]).toEqual([2, 2]);
  });
});
