import { AnswerReader, SyncPayloadError, WHAT, type ReadEvent } from './answer-reader.ts';
import { READ_AHEAD, type ReaderCommand, type ReaderMessage } from './answer-source.ts';
import { NetworkError } from './network-error.ts';

// The sync reader, run in a worker of its own for a first sync (answer-reader-worker.ts runs it; answer-source.ts
// talks to it): it fetches the answer, scans, parses and validates it as it arrives, and sends the validated batches
// to the engine's thread, at most READ_AHEAD messages ahead of the apply, so the download waits rather than batches
// pile up. The engine's thread, busy applying, never handles the answer's text.

/** The reader's end of its channel to the engine: the port the page gave its worker (decision 0108). */
export interface ReaderScope {
  postMessage(message: ReaderMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ReaderCommand>) => void) | null;
}

const encoder = new TextEncoder();

/**
 * The batches' text as UTF-8, whose buffers move to the engine's thread without a copy: there they go straight into
 * SQLite's memory, and the engine's JS heap never holds the answer (the two workers' heaps together stay small).
 */
function asBytes(events: readonly ReadEvent[]): { events: ReadEvent[]; buffers: ArrayBuffer[] } {
  const buffers: ArrayBuffer[] = [];
  const encoded = events.map((event) => {
    if (event.kind !== 'batch' || typeof event.json !== 'string') return event;
    const bytes = encoder.encode(event.json);
    buffers.push(bytes.buffer);
    return { ...event, json: bytes };
  });
  return { events: encoded, buffers };
}

/** Serves one engine's pull: fetch when told, then read the answer fetched last; `end` when the engine is done. */
export function serveAnswerReader(scope: ReaderScope, fetcher: typeof fetch, end?: () => void): void {
  let credits = READ_AHEAD;
  let credited: (() => void) | undefined;
  let answer: ReadableStream<Uint8Array> | undefined;
  let aborting: AbortController | undefined;
  const send = (message: ReaderMessage, transfer: Transferable[] = []) =>
    scope.postMessage(message, transfer);

  async function fetchAnswer(url: string, headers: Record<string, string>): Promise<void> {
    // A retried request (a 401, then a fresh token) replaces the answer before.
    await answer?.cancel().catch(() => undefined);
    answer = undefined;
    const aborted = new AbortController();
    aborting = aborted;
    try {
      const response = await fetcher(url, { headers, cache: 'no-store', signal: aborted.signal });
      if (response.ok && response.body) {
        answer = response.body;
        send({ type: 'fetched', status: response.status });
      } else {
        send({ type: 'fetched', status: response.status, body: await response.text().catch(() => '') });
      }
    } catch (error) {
      send({ type: 'error', error: 'network', message: String(error) });
    }
  }

  async function read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const reading = new AnswerReader();
    let pending: ReadEvent[] = [];
    try {
      for (;;) {
        let piece: ReadableStreamReadResult<Uint8Array>;
        try {
          piece = await reader.read();
        } catch (error) {
          throw new NetworkError(`${WHAT}: the answer was cut off (${(error as Error).message})`);
        }
        pending.push(...reading.read(piece.done ? undefined : piece.value));
        // Values alone (the answer's head) travel with the first batch.
        if (!piece.done && !pending.some((event) => event.kind === 'batch')) continue;
        while (credits === 0) await new Promise<void>((resolve) => (credited = resolve));
        credits--;
        const { events, buffers } = asBytes(pending);
        send({ type: 'events', events, done: piece.done, timings: { ...reading.timings } }, buffers);
        pending = [];
        if (piece.done) return;
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      const kind =
        error instanceof NetworkError
          ? 'network'
          : error instanceof SyncPayloadError
            ? 'payload'
            : 'internal';
      send({ type: 'error', error: kind, message: (error as Error).message });
    }
  }

  scope.onmessage = (event) => {
    const command = event.data;
    if (command.type === 'ack') {
      credits++;
      credited?.();
      credited = undefined;
    } else if (command.type === 'fetch') void fetchAnswer(command.url, command.headers);
    else if (command.type === 'abort') aborting?.abort(new Error('the request timed out'));
    else if (command.type === 'end') {
      aborting?.abort(new Error('the sync reader was ended'));
      end?.();
    } else if (answer) void read(answer);
    else send({ type: 'error', error: 'internal', message: 'nothing was fetched to read' });
  };
  send({ type: 'ready' });
}
