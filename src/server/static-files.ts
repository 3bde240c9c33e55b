import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { encodingWeights } from './accept-encoding.ts';
import { NOSNIFF } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// Hashed build assets never change; the shell, service worker and build time must be revalidated every time.
function cacheControl(relative: string): string {
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The codings a built file may have beside it (scripts/precompress.ts), best first. */
const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The variant of `file` to send: the best coding the client accepts that was written at build time, else none. A
 * variant older than its file (the file replaced by hand after a build) is not the file's any more: never sent.
 */
async function variantOf(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ coding?: string; file: string; size: number; varies: boolean }> {
  const original = await stat(file);
  const weight = encodingWeights(acceptEncoding);
  let varies = false;
  let best: { coding: string; file: string; size: number; weight: number } | undefined;
  for (const { coding, suffix } of PRECOMPRESSED) {
    const info = await stat(file + suffix).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs < original.mtimeMs) continue;
    varies = true;
    if (weight(coding) > 0 && (best === undefined || weight(coding) > best.weight))
      best = { coding, file: file + suffix, size: info.size, weight: weight(coding) };
  }
  if (best !== undefined) return { coding: best.coding, file: best.file, size: best.size, varies };
  return { file, size: original.size, varies };
}

async function fileResponse(
  c: Context,
  file: string,
  relative: string,
  htmlHeaders: Record<string, string>,
): Promise<Response> {
  const extension = path.extname(file).toLowerCase();
  const type = TYPES[extension] ?? 'application/octet-stream';
  const sent = await variantOf(file, c.req.header('accept-encoding'));
  const headers = {
    'content-type': type,
    'content-length': String(sent.size),
    'cache-control': cacheControl(relative),
    ...(sent.coding === undefined ? {} : { 'content-encoding': sent.coding }),
    ...(sent.varies ? { vary: 'accept-encoding' } : {}),
    ...NOSNIFF,
    ...(extension === '.html' ? htmlHeaders : {}),
  };
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  const body = Readable.toWeb(createReadStream(sent.file)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}

/** Seconds after which the starting page asks again (its refresh, and Retry-After). */
const STARTING_RETRY_S = 2;

/**
 * What a page load gets while the database is still opening (a first start seeds the demo fleet for some seconds):
 * a page that says so and reloads itself, rather than an app whose first calls would all fail.
 */
function startingPage(htmlHeaders: Record<string, string>): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="refresh" content="${STARTING_RETRY_S}">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Inspect is starting</title></head><body>' +
    '<h1>Inspect is starting</h1><p>The server is getting its database ready. This page opens the app by itself ' +
    'in a moment.</p></body></html>';
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': TYPES['.html'] ?? 'text/html',
      'cache-control': 'no-store',
      'retry-after': String(STARTING_RETRY_S),
      ...NOSNIFF,
      ...htmlHeaders,
    },
  });
}

/**
 * Serves the built front end: files by path (never outside distDir), and index.html for app routes so a deep link
 * or a reload on /inspections/… opens the app. HTML pages carry `htmlHeaders` (security-headers.ts); until
 * `hasStarted` says the database is ready, an HTML page is the starting page instead.
 */
export function serveFrontEnd(
  distDir: string,
  htmlHeaders: Record<string, string>,
  hasStarted: () => boolean = () => true,
) {
  const root = path.resolve(distDir);
  return async (c: Context): Promise<Response> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad path', 400);
    }
    const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
    const file = path.resolve(root, relative);
    if (file !== root && !file.startsWith(root + path.sep)) return c.text('Not found', 404);
    const found = await stat(file).catch(() => undefined);
    const page = path.extname(relative) === '' || path.extname(relative).toLowerCase() === '.html';
    if (page && !hasStarted()) return startingPage(htmlHeaders);
    if (found?.isFile()) return fileResponse(c, file, relative, htmlHeaders);
    // A missing file with an extension is a real 404; anything else is an app route.
    if (path.extname(relative) !== '') return c.text('Not found', 404);
    const index = path.join(root, 'index.html');
    if (!(await stat(index).catch(() => undefined))) {
      return c.text('The front end is not built: run `npm run build`.', 503);
    }
    return fileResponse(c, index, 'index.html', htmlHeaders);
  };
}
