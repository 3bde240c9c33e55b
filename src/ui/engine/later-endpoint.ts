import type { Endpoint } from 'comlink';

type Listener = Parameters<Worker['addEventListener']>;

/**
 * Comlink's end of an engine worker made later (decision 0115): the app talks to the engine from its first task,
 * and what it sends, and the listeners it adds, wait here until `connect` hands over the worker, in order.
 */
export class LaterEndpoint implements Endpoint {
  #worker: Worker | undefined;
  #held: { message: unknown; transfer: Transferable[] }[] = [];
  #listeners: Listener[] = [];

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (this.#worker) this.#worker.postMessage(message, transfer);
    else this.#held.push({ message, transfer });
  }

  addEventListener(...listener: Listener): void {
    if (this.#worker) this.#worker.addEventListener(...listener);
    else this.#listeners.push(listener);
  }

  removeEventListener(...[type, callback]: Listener): void {
    if (this.#worker) this.#worker.removeEventListener(type, callback);
    else this.#listeners = this.#listeners.filter(([t, c]) => t !== type || c !== callback);
  }

  /** Hands over the worker: listeners first, so no answer to a held message is missed. Once; later calls do nothing. */
  connect(worker: Worker): void {
    if (this.#worker) return;
    this.#worker = worker;
    for (const listener of this.#listeners) worker.addEventListener(...listener);
    for (const { message, transfer } of this.#held) worker.postMessage(message, transfer);
    this.#listeners = [];
    this.#held = [];
  }
}
