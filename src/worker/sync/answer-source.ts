import { AnswerReader, SyncPayloadError, WHAT, type ReadEvent, type ReadTimings } from './answer-reader.ts';
import { NetworkError } from './network-error.ts';

// Where a pull's answer is read (scanned, parsed, validated): on the engine's thread, or in a worker of its own so
// that the engine's thread only applies while the next batches are read beside it (docs/decisions/0021). The
// engine's thread gets the same validated events either way.

export interface AnswerSource {
  /** The next validated events; done once the answer has ended and every event was given. */
  next(): Promise<{ events: ReadEvent[]; done: boolean }>;
  /** Stops reading (the pull failed or was cut off). */
  cancel(): Promise<void>;
  /** Time spent scanning + parsing and validating, so far. */
  readonly timings: ReadTimings;
  /** Whether that time is spent on the engine's thread (inside next()) rather than beside it. */
  readonly inThread: boolean;
}

/** Reads the answer on this thread, a network piece at a time. */
export function readInThread(body: ReadableStream<Uint8Array>): AnswerSource {
  const reader = body.getReader();
  const answer = new AnswerReader();
  return {
    timings: answer.timings,
    inThread: true,
    async next() {
      let piece: ReadableStreamReadResult<Uint8Array>;
      try {
        piece = await reader.read();
      } catch (error) {
        throw new NetworkError(`${WHAT}: the answer was cut off (${(error as Error).message})`);
      }
      return { events: answer.read(piece.done ? undefined : piece.value), done: piece.done };
    },
    async cancel() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** Messages of the reader worker (answer-reader-worker.ts). */
export type ReaderMessage =
  | { readonly type: 'ready' }
  /** The answer's status; its body (an error's text) only when it is not OK, else the worker keeps it to read. */
  | { readonly type: 'fetched'; readonly status: number; readonly body?: string }
  | {
      readonly type: 'events';
      readonly events: ReadEvent[];
      readonly done: boolean;
      readonly timings: ReadTimings;
    }
  | { readonly type: 'error'; readonly error: 'network' | 'payload' | 'internal'; readonly message: string };

export type ReaderCommand =
  | { readonly type: 'fetch'; readonly url: string; readonly headers: Record<string, string> }
  | { readonly type: 'abort' }
  | { readonly type: 'read' }
  | { readonly type: 'ack' }
  /** The engine is done with this reader: it closes its worker. */
  | { readonly type: 'end' };

/**
 * How many messages (each at least one batch of rows) the reader may send ahead of the apply: enough that the apply
 * never waits for a batch being read, few enough that the queue stays a few MB (the download waits meanwhile).
 */
export const READ_AHEAD = 4;
/** A reader worker that has not said it is ready by then is not used (the pull reads on its own thread). */
const READY_TIMEOUT_MS = 10_000;

/** The engine's end of the channel to a reader: a port to the worker the page started, or a MessagePort in tests. */
export interface ReaderPort {
  postMessage(command: ReaderCommand): void;
  onmessage: ((event: MessageEvent<ReaderMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * Starts a reader worker and resolves once it is ready, or undefined if it could not start (no page to start it, a
 * failed load, no answer within READY_TIMEOUT_MS): the pull then reads on its own thread.
 */
export function startReaderWorker(
  spawn: () => ReaderPort | Promise<ReaderPort> | undefined,
): Promise<ReaderWorker | undefined> {
  return new Promise((resolve) => {
    let port: ReaderPort | undefined;
    let settled = false;
    const done = (ready: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (port) {
        port.onmessage = null;
        port.onerror = null;
        if (!ready) port.terminate();
      }
      resolve(ready && port ? new ReaderWorker(port) : undefined);
    };
    // Bounds the page's start of the worker too: a page going away may never answer.
    const timer = setTimeout(() => done(false), READY_TIMEOUT_MS);
    Promise.resolve()
      .then(spawn)
      .then(
        (started) => {
          if (!started) return done(false);
          if (settled) return started.terminate();
          port = started;
          started.onmessage = (event: MessageEvent<ReaderMessage>) => done(event.data.type === 'ready');
          started.onerror = () => done(false);
        },
        () => done(false),
      );
  });
}

/**
 * The engine's end of a channel to a reader worker the page started (decision 0108). The reader says its own uncaught
 * errors as messages (a port has no error event); ending it asks the worker to close itself.
 */
export function readerOnPort(port: MessagePort): ReaderPort {
  return {
    postMessage: (command) => port.postMessage(command),
    get onmessage() {
      return port.onmessage;
    },
    set onmessage(listener) {
      port.onmessage = listener;
    },
    onerror: null,
    terminate() {
      port.postMessage({ type: 'end' } satisfies ReaderCommand);
      port.close();
    },
  };
}

/**
 * A ready reader worker. The answer is fetched by the worker itself (`fetch`, handed to the HTTP client, which keeps
 * its headers, token refresh and errors), so its bytes never pass through the engine's thread, busy applying; the
 * engine's thread gets the status, then the validated events (`source`).
 */
export class ReaderWorker {
  readonly #worker: ReaderPort;
  readonly #queue: ReaderMessage[] = [];
  #waiting: ((message: ReaderMessage) => void) | undefined;

  constructor(worker: ReaderPort) {
    this.#worker = worker;
    worker.onmessage = (event: MessageEvent<ReaderMessage>) => this.#receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.#receive({
        type: 'error',
        error: 'internal',
        message: event.message || 'the sync reader stopped',
      });
    };
  }

  /** A fetch for the HTTP client: the worker sends the request; the answer's body stays there (an empty one here). */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const signal = init?.signal;
    const abort = () => this.#post({ type: 'abort' });
    signal?.addEventListener('abort', abort);
    this.#post({ type: 'fetch', url: String(input instanceof Request ? input.url : input), headers });
    try {
      const message = await this.#next();
      if (message.type === 'error') throw new Error(message.message);
      if (message.type !== 'fetched') throw new Error(`the sync reader answered ${message.type}`);
      return new Response(message.body ?? '', { status: message.status });
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  };

  /** Reads the answer last fetched: its validated events, at most READ_AHEAD messages ahead. */
  source(): AnswerSource {
    const timings: ReadTimings = { parseMs: 0, validateMs: 0 };
    this.#post({ type: 'read' });
    return {
      timings,
      inThread: false,
      next: async () => {
        const message = await this.#next();
        if (message.type === 'error') {
          if (message.error === 'network') throw new NetworkError(message.message);
          if (message.error === 'payload') throw new SyncPayloadError(message.message);
          throw new Error(`${WHAT}: ${message.message}`);
        }
        if (message.type !== 'events') return { events: [], done: false };
        Object.assign(timings, message.timings);
        if (!message.done) this.#post({ type: 'ack' });
        return { events: message.events, done: message.done };
      },
      cancel: async () => this.terminate(),
    };
  }

  /** Ends the worker, and with it any download it was reading. */
  terminate(): void {
    this.#worker.terminate();
  }

  #post(command: ReaderCommand): void {
    this.#worker.postMessage(command);
  }

  #next(): Promise<ReaderMessage> {
    const queued = this.#queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => (this.#waiting = resolve));
  }

  #receive(message: ReaderMessage): void {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting) waiting(message);
    else this.#queue.push(message);
  }
}
