import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The built front end compressed once, at build time, beside each file (`x.js.br`, `x.js.gz`): a tablet installing
// or updating the app downloads ~2 MB instead of ~5.7 MB (the WebAssembly of SQLite and of the report's rasteriser,
// the JavaScript), and the server sends the file as it is, with no CPU per request
// (src/server/static-files.ts). Brotli at quality 9: 8–18 % larger than at quality 11 (the entry script, the
// rasteriser's WebAssembly) in under a tenth of its time (0.5 s against 6 s for the 2.5 MB WebAssembly).

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.wasm',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.md',
]);
/** Smaller files gain less than the headers cost. */
const MIN_BYTES = 1024;
/** A variant is kept only when it saves at least a tenth. */
const MAX_RATIO = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Precompressed {
  readonly file: string;
  readonly bytes: number;
  readonly br?: number;
  readonly gzip?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file: string): Promise<Precompressed> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  const kept = async (variant: Buffer, extension: string) => {
    if (variant.length > bytes.length * MAX_RATIO) return undefined;
    await writeFile(`${file}${extension}`, variant);
    return variant.length;
  };
  const [brBytes, gzBytes] = await Promise.all([kept(br, '.br'), kept(gz, '.gz')]);
  return {
    file,
    bytes: bytes.length,
    ...(brBytes === undefined ? {} : { br: brBytes }),
    ...(gzBytes === undefined ? {} : { gzip: gzBytes }),
  };
}

/** Writes the Brotli and gzip variants of every compressible file under `dir` worth it; answers each file's sizes. */
export async function precompress(dir: string): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()));
  const done: Precompressed[] = [];
  for (const file of files) {
    if ((await stat(file)).size >= MIN_BYTES) done.push(await precompressFile(file));
  }
  return done;
}
