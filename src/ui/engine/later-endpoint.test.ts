import { wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import { LaterEndpoint } from './later-endpoint.ts';

/** A worker that records what the page sends it and can answer like Comlink's side does. */
class FakeWorker extends EventTarget {
  readonly received: { message: unknown; transfer: Transferable[] }[] = [];
  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.received.push({ message, transfer });
  }
  answer(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  asWorker(): Worker {
    return this as unknown as Worker;
  }
}

describe('LaterEndpoint', () => {
  it('holds messages until the worker is connected, then sends them in order with their transfers', () => {
    const endpoint = new LaterEndpoint();
    const { port1 } = new MessageChannel();
    endpoint.postMessage('first');
    endpoint.postMessage('second', [port1]);
    const worker = new FakeWorker();
    expect(worker.received).toEqual([]);
    endpoint.connect(worker.asWorker());
    expect(worker.received).toEqual([
      { message: 'first', transfer: [] },
      { message: 'second', transfer: [port1] },
    ]);
    endpoint.postMessage('third');
    expect(worker.received.map((sent) => sent.message)).toEqual(['first', 'second', 'third']);
  });

  it('gives the worker the listeners added before it came, and not those removed', () => {
    const endpoint = new LaterEndpoint();
    const heard: string[] = [];
    const kept = (event: Event) => heard.push(`kept ${String((event as MessageEvent).data)}`);
    const removed = () => heard.push('removed');
    endpoint.addEventListener('message', kept);
    endpoint.addEventListener('message', removed);
    endpoint.removeEventListener('message', removed);
    const worker = new FakeWorker();
    endpoint.connect(worker.asWorker());
    worker.answer('ready');
    endpoint.removeEventListener('message', kept);
    worker.answer('after');
    expect(heard).toEqual(['kept ready']);
  });

  it('connects once: a second worker is ignored', () => {
    const endpoint = new LaterEndpoint();
    const [first, second] = [new FakeWorker(), new FakeWorker()];
    endpoint.connect(first.asWorker());
    endpoint.connect(second.asWorker());
    endpoint.postMessage('hello');
    expect(first.received).toHaveLength(1);
    expect(second.received).toHaveLength(0);
  });

  it('carries a Comlink call made before the worker existed to its answer', async () => {
    const endpoint = new LaterEndpoint();
    const remote = wrap<{ add(a: number, b: number): number }>(endpoint);
    const sum = remote.add(2, 3);
    const worker = new FakeWorker();
    endpoint.connect(worker.asWorker());
    const [call] = worker.received;
    const id = (call?.message as { id: string }).id;
    worker.answer({ id, type: 'RAW', value: 5 });
    await expect(sum).resolves.toBe(5);
  });
});
