import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, pickEncoding } from './compress.ts';

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return Buffer.concat(parts);
}

function source(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[next++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  });
}

describe('sync answer compression', () => {
  it('picks zstd, then gzip, by what the client accepts, and nothing it refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, zstd;q=0.5')).toBe('gzip');
    expect(pickEncoding('zstd;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('zstd');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('compresses the stream as it is read, in either encoding, to the same bytes', async () => {
    const pieces = Array.from({ length: 200 }, (_, i) => `{"id":${i},"name":"Unit ${i}"},`);
    const plain = pieces.join('');
    const gzip = await bytesOf(compressBody(source(pieces), 'gzip'));
    expect(zlib.gunzipSync(gzip).toString()).toBe(plain);
    const zstd = await bytesOf(compressBody(source(pieces), 'zstd'));
    expect(zlib.zstdDecompressSync(zstd).toString()).toBe(plain);
    expect(zstd.length).toBeLessThan(plain.length / 4);
  });

  it('stops reading the source when the client goes away', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode('x'.repeat(65536))),
      cancel: () => void (cancelled = true),
    });
    const reader = compressBody(endless, 'gzip').getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => cancelled).toBe(true);
  });
});
