import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReportCopy } from './report-copy.ts';

// A photo is scaled for a report in a child process of its own, which exits when it is done. libvips decodes on
// threads, and glibc keeps what those threads freed in per-thread arenas: scaling ten 4096 × 3072 photos in the
// server's process left it 80 MB larger for good (measured here; 42 MB with MALLOC_ARENA_MAX=2). A child gives all of
// it back when it exits, and a photo that crashes the decoder takes the child down, not the server. The cost is a
// start of Node and sharp (a few hundred ms) per photo, once: the copy is kept (report-copies.ts).
//
// The child reads the original on stdin and writes the copy's width and height (two 32-bit little-endian integers)
// then its JPEG bytes on stdout; it exits 1 with the reason on stderr when the photo does not decode.

const SELF = fileURLToPath(import.meta.url);
/** A photo not scaled in this time is given up (the report shows it as "Photo not available"). */
export const SCALE_TIMEOUT_MS = 60_000;

/** The copy of `original` at a report's size, made by a child process (scaleForReport in report-copy.ts). */
export function scaleInChild(original: Uint8Array): Promise<ReportCopy> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: SCALE_TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (piece: Buffer) => out.push(piece));
    child.stderr.on('data', (piece: Buffer) => err.push(piece));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const answer = Buffer.concat(out);
      if (code !== 0 || answer.byteLength < 8) {
        const why = Buffer.concat(err).toString('utf8').trim().slice(0, 500);
        reject(new Error(`The photo was not scaled (${signal ?? `exit ${code}`}): ${why}`));
        return;
      }
      resolve({
        width: answer.readUInt32LE(0),
        height: answer.readUInt32LE(4),
        bytes: new Uint8Array(answer.buffer, answer.byteOffset + 8, answer.byteLength - 8),
      });
    });
    // A child that died early closes stdin: its exit code says why, not this write.
    child.stdin.on('error', () => {});
    child.stdin.end(original);
  });
}

async function main(): Promise<void> {
  const { scaleForReport } = await import('./report-copy.ts');
  const pieces: Buffer[] = [];
  for await (const piece of process.stdin) pieces.push(piece as Buffer);
  const copy = await scaleForReport(new Uint8Array(Buffer.concat(pieces)));
  const size = Buffer.alloc(8);
  size.writeUInt32LE(copy.width, 0);
  size.writeUInt32LE(copy.height, 4);
  process.stdout.write(size);
  process.stdout.end(copy.bytes);
}

if (process.argv[1] === SELF) {
  main().catch((error: unknown) => {
    process.stderr.write(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
