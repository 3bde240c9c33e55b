import { compressBody, compressWhole, type SyncEncoding } from './compress.ts';

// A live sync answer as the response body. Most pulls are deltas of a few rows: such an answer is read whole and
// compressed in one call (a compression stream costs a thread-pool trip per chunk, ~1 ms of CPU for a pull with
// nothing new). A larger one streams as it is read, compressed as it goes (docs/decisions/0011-streamed-sync.md).

/** Answers up to this many bytes are sent whole. */
export const WHOLE_ANSWER_BYTES = 64 * 1024;

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/** The body to send: the whole answer when it is small, else a stream of it. A failure before then throws. */
export async function answerBody(
  body: ReadableStream<Uint8Array>,
  encoding: SyncEncoding | undefined,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size <= WHOLE_ANSWER_BYTES) {
    const next = await reader.read();
    if (next.done) {
      const whole = concat(head, size);
      return encoding === undefined ? whole : compressWhole(whole, encoding);
    }
    head.push(next.value);
    size += next.value.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const first = head.shift();
      if (first !== undefined) return controller.enqueue(first);
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return encoding === undefined ? rest : compressBody(rest, encoding);
}
