import type { HttpError } from './http-errors.ts';

// The one reader of a request body, for every route that reads one (JSON bodies, photo forms): piece by piece, its
// bytes counted as they arrive. Past the limit it stops reading and the answer is 413 at once. A piece the route
// refuses (a JSON nested too deep, a form of too many parts) ends the keeping: the rest is read through, not kept, so
// the client, still sending, gets the 400 rather than a reset connection.

/** What a route does with each piece: nothing to say, or the refusal the whole body gets. */
export type TakePiece = (piece: Uint8Array) => HttpError | undefined;

/**
 * Reads `body` through `take`. Throws `tooLarge()` as soon as more than `maxBytes` have arrived, and the first refusal
 * `take` answered once the body has ended.
 */
export async function readBoundedBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: () => HttpError,
  take: TakePiece,
): Promise<void> {
  if (body === null) return;
  const reader = body.getReader();
  let bytes = 0;
  let refused: HttpError | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    refused ??= take(value);
  }
  if (refused !== undefined) throw refused;
}
