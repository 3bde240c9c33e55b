import type { ServerMetrics, SyncKind } from '../metrics/server-metrics.ts';

// A live sync answer's bytes for the metrics (inspect_sync_answer_bytes_total): counted as they are sent, reported
// when the whole answer was read; an answer cut off (the device gone) is not counted as sent.

export function countedAnswer<Body extends Uint8Array | ReadableStream<Uint8Array>>(
  metrics: ServerMetrics | undefined,
  kind: SyncKind,
  body: Body,
): Body | ReadableStream<Uint8Array> {
  if (metrics === undefined) return body;
  if (body instanceof Uint8Array) {
    metrics.syncAnswer(kind, 'live', body.byteLength);
    return body;
  }
  const reader = body.getReader();
  let bytes = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) {
        metrics.syncAnswer(kind, 'live', bytes);
        controller.close();
        return;
      }
      bytes += next.value.byteLength;
      controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
