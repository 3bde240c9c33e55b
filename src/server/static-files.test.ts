import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontEnd } from './static-files.ts';

// The built front end goes out as compressed at build time (scripts/precompress.ts) when the browser accepts it: the
// best coding it accepts of those beside the file, the file itself otherwise, and always saying it varies.

const CHROMIUM = 'gzip, deflate, br, zstd';

describe('the front end files, compressed at build time', () => {
  let dir: string;
  const script = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ part: `Roller ${i}`, wear: i % 97 })))};\n`;
  const shell = `<!doctype html><title>app</title>${'<meta name="x" content="shell">'.repeat(60)}`;
  const app = new Hono();
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inspect-static-'));
    await mkdir(path.join(dir, 'assets'));
    const write = async (name: string, text: string, codings: ('br' | 'gz')[]) => {
      const file = path.join(dir, name);
      await writeFile(file, text);
      if (codings.includes('br')) await writeFile(`${file}.br`, zlib.brotliCompressSync(text));
      if (codings.includes('gz')) await writeFile(`${file}.gz`, zlib.gzipSync(text));
    };
    await write('assets/main-abc123.js', script, ['br', 'gz']);
    await write('assets/only-gzip-1.js', script, ['gz']);
    await write('index.html', shell, ['br', 'gz']);
    await write('icon.svg', '<svg/>', []);
    app.get('*', serveFrontEnd(dir, {}));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string, method = 'GET') =>
    app.request(url, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends Brotli to a browser that accepts it, the same bytes once decoded, with its own length', async () => {
    const response = await get('/assets/main-abc123.js', CHROMIUM);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip where Brotli is refused or missing, and the file itself to a client that accepts neither', async () => {
    const gzipOnly = await get('/assets/main-abc123.js', 'gzip');
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzipOnly.arrayBuffer())).toString()).toBe(script);
    expect((await get('/assets/main-abc123.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe(
      'gzip',
    );
    expect((await get('/assets/only-gzip-1.js', CHROMIUM)).headers.get('content-encoding')).toBe('gzip');
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/main-abc123.js', accepted);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('accept-encoding');
      expect(await plain.text()).toBe(script);
    }
  });

  it('compresses the shell of an app route too, and sends a file with no variant as it is', async () => {
    const route = await get('/inspections/5f0c2a9e-3b1d-4c8e-8f7a-1d2e3f4a5b60/complete', CHROMIUM);
    expect(route.headers.get('content-encoding')).toBe('br');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await route.arrayBuffer())).toString()).toBe(shell);
    const icon = await get('/icon.svg', CHROMIUM);
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(icon.headers.get('vary')).toBeNull();
    expect(await icon.text()).toBe('<svg/>');
  });

  it('never sends a variant older than its file: the file replaced after the build goes out as it is', async () => {
    const replaced = `${script}// patched by hand\n`;
    const file = path.join(dir, 'assets', 'patched-2.js');
    await writeFile(`${file}.br`, zlib.brotliCompressSync(script));
    await writeFile(file, replaced);
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const response = await get('/assets/patched-2.js', CHROMIUM);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(replaced);
  });

  it('answers HEAD with the headers of what GET would send', async () => {
    const head = await get('/assets/main-abc123.js', CHROMIUM, 'HEAD');
    const full = await get('/assets/main-abc123.js', CHROMIUM);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });
});
