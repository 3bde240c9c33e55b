import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

// What the build writes beside the front end's files: a Brotli and a gzip copy of each text or WebAssembly file
// worth it, the same bytes once decoded; nothing for small files, images or what does not shrink.

describe('precompressing the built front end', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes .br and .gz beside compressible files, in every folder, that decode to the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inspect-precompress-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'assets'));
    const script = 'const wear = [' + Array.from({ length: 2000 }, (_, i) => i % 50).join(',') + '];\n';
    await writeFile(path.join(dir, 'assets', 'main-1.js'), script);
    await writeFile(path.join(dir, 'sw.js'), script);
    await writeFile(path.join(dir, 'small.js'), 'let a = 1;');
    await writeFile(path.join(dir, 'icon.png'), script);
    await writeFile(path.join(dir, 'assets', 'noise.wasm'), randomBytes(4096));

    const written = await precompress(dir);

    expect(written.map((entry) => path.relative(dir, entry.file)).sort()).toEqual([
      'assets/main-1.js',
      'assets/noise.wasm',
      'sw.js',
    ]);
    const main = path.join(dir, 'assets', 'main-1.js');
    expect(zlib.brotliDecompressSync(await readFile(`${main}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(await readFile(`${main}.gz`)).toString()).toBe(script);
    const entry = written.find((w) => w.file === main);
    expect(entry?.bytes).toBe(script.length);
    expect(entry?.br).toBeLessThan(script.length / 4);
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'icon.png',
      'small.js',
      'sw.js',
      'sw.js.br',
      'sw.js.gz',
    ]);
    // Random bytes do not shrink by a tenth: no variant to send instead of them.
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'main-1.js',
      'main-1.js.br',
      'main-1.js.gz',
      'noise.wasm',
    ]);
  });
});
