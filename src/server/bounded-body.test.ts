import { describe, expect, it } from 'vitest';
import { readBoundedBody } from './bounded-body.ts';
import { badRequest, HttpError } from './http-errors.ts';

/** A body of `count` pieces of `size` bytes, counting how many were read. */
function body(count: number, size: number) {
  const read = { pieces: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.pieces === count) return controller.close();
      read.pieces++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, read };
}

const tooLarge = () => new HttpError(413, { error: 'too large' });

describe('readBoundedBody', () => {
  it('hands every piece to the route while the body stays within its limit', async () => {
    const { stream } = body(4, 10);
    const taken: number[] = [];
    await readBoundedBody(stream, 40, tooLarge, (piece) => void taken.push(piece.byteLength));
    expect(taken).toEqual([10, 10, 10, 10]);
  });

  it('answers 413 at the piece that passes the limit and reads no further', async () => {
    const { stream, read } = body(100, 10);
    await expect(readBoundedBody(stream, 35, tooLarge, () => undefined)).rejects.toMatchObject({
      status: 413,
    });
    expect(read.pieces).toBeLessThan(10);
  });

  it('after a refusal keeps nothing more, reads the rest through, then answers the refusal', async () => {
    const { stream, read } = body(6, 10);
    const taken: number[] = [];
    const refused = badRequest('too many parts');
    const reading = readBoundedBody(stream, 1000, tooLarge, () =>
      taken.push(1) === 2 ? refused : undefined,
    );
    await expect(reading).rejects.toBe(refused);
    expect(taken).toHaveLength(2);
    expect(read.pieces).toBe(6);
  });
});
