// A report's slot is held until its file has gone to the client (the parts are in memory until then), and no
// longer: it is freed when the last byte is taken, when the client goes away, and when the client stops reading for
// `stallMs` (the download is then cut short). Without the last, one client that asked for a report and never read
// the answer would hold the process's report slot for as long as its connection lived.

/** `body` as a stream that calls `release` once, when it is sent, cancelled or stalled. */
export function heldWhileSent(
  body: ReadableStream<Uint8Array>,
  release: () => void,
  stallMs: number,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let stall: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(stall);
    release();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // The client may never take the first byte either.
        stall = setTimeout(() => stalled(controller), stallMs);
      },
      async pull(controller) {
        clearTimeout(stall);
        try {
          const { done: ended, value } = await reader.read();
          if (ended) {
            done();
            controller.close();
            return;
          }
          controller.enqueue(value);
          stall = setTimeout(() => stalled(controller), stallMs);
        } catch (error) {
          done();
          controller.error(error);
        }
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );

  function stalled(controller: ReadableStreamDefaultController<Uint8Array>) {
    done();
    controller.error(new Error(`The client took nothing of its report for ${stallMs} ms`));
    reader.cancel().catch(() => {});
  }
}
