import { Readable, pipeline, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { encodingWeights } from '../accept-encoding.ts';

// The sync answer compressed as it streams, at the fastest levels: JSON this repetitive loses ~88% at gzip level 1,
// within 10% of level 6's size for well under half its CPU (85.5 MB of the large fleet: 1.2-1.8 s against ~4 s on
// this machine), and zstd level 1 is smaller still in ~0.6 s. The server is the one producer for every device, and
// on a fast link its CPU, not the bytes, bounds how soon the answer is out.

export type SyncEncoding = 'zstd' | 'gzip';

const hasZstd = typeof zlib.createZstdCompress === 'function';

/** The best encoding the client accepts (Accept-Encoding, q=0 meaning refused), or none. */
export function pickEncoding(acceptEncoding: string | undefined): SyncEncoding | undefined {
  const weight = encodingWeights(acceptEncoding);
  if (hasZstd && weight('zstd') > 0 && weight('zstd') >= weight('gzip')) return 'zstd';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

/** A whole small answer compressed in one call: a stream costs a thread-pool trip and a flush per chunk. */
export function compressWhole(bytes: Uint8Array, encoding: SyncEncoding): Uint8Array<ArrayBuffer> {
  const out =
    encoding === 'zstd'
      ? zlib.zstdCompressSync(bytes, { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } })
      : zlib.gzipSync(bytes, { level: 1 });
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

function compressor(encoding: SyncEncoding): Transform {
  if (encoding === 'zstd')
    return zlib.createZstdCompress({ params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } });
  return zlib.createGzip({ level: 1 });
}

/**
 * The body compressed as it is read. Backpressure goes through to the source (it is read only as fast as the client
 * takes the answer), and a client that goes away, or a source that fails, tears the whole chain down.
 */
export function compressBody(
  body: ReadableStream<Uint8Array>,
  encoding: SyncEncoding,
): ReadableStream<Uint8Array> {
  // One chunk (a page of ~1 MB) held ahead at most: the default, 16 chunks, held that many pages per slow client.
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>, {
    highWaterMark: 1,
  });
  const compressed = compressor(encoding);
  pipeline(source, compressed, () => undefined);
  return Readable.toWeb(compressed) as unknown as ReadableStream<Uint8Array>;
}
