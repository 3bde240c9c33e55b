// The WebKit check (docs/browsers.md): the app in WebKitGTK under Xvfb through Safari's back-forward cache. Serves a
// copy of the build (run `npm run build` first) whose engine worker starts with a test-only stand-in for
// createSyncAccessHandle, which no Linux WebKit has, then drives two WebKit tabs with tests/webkit/back_forward_cache.py.
// Needs Debian's xvfb, python3-gi and gir1.2-webkit2-4.1. Also fails when WebKit reports a Content-Security-Policy
// directive it does not know.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../support/server-process.ts';

const port = Number(process.env.WEBKIT_PORT ?? 4331);
const here = path.dirname(new URL(import.meta.url).pathname);

/** A copy of dist/ with the stand-in put in front of the engine worker's chunk (assets/entry-*.js). */
async function distWithStandIn(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'inspect-webkit-dist-'));
  await cp('dist', copy, { recursive: true });
  const workers = (await readdir(path.join(copy, 'assets'))).filter((name) => /^entry-.*\.js$/.test(name));
  if (workers.length !== 1)
    throw new Error(`Expected one engine worker chunk in dist/assets, found ${workers.length}.`);
  const standIn = await readFile(path.join(here, 'sync-access-handle-stand-in.js'), 'utf8');
  const worker = path.join(copy, 'assets', workers[0] ?? '');
  await writeFile(worker, `${standIn}\n${await readFile(worker, 'utf8')}`);
  return copy;
}

function runBrowser(url: string, token: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'xvfb-run',
      ['-a', '/usr/bin/python3', path.join(here, 'back_forward_cache.py'), url, token],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const echo = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The Debian packages the check needs, when one is missing (named in one sentence, as npm test does). */
function missingPackages(): string | undefined {
  const xvfb = spawnSync('xvfb-run', ['--help'], { stdio: 'ignore' });
  const webkit = spawnSync(
    '/usr/bin/python3',
    ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')"],
    { stdio: 'ignore' },
  );
  if (xvfb.error === undefined && webkit.status === 0) return undefined;
  return 'xvfb python3-gi gir1.2-webkit2-4.1';
}

async function check(): Promise<boolean> {
  const missing = missingPackages();
  if (missing) {
    console.error(`npm run test:webkit needs ${missing} (Debian packages): install them and run it again.`);
    return false;
  }
  const dist = await distWithStandIn();
  const server = await startServerProcess(port, { env: { DIST_DIR: dist, SEED_ANCHOR: '2025-06-30' } });
  try {
    const { code, output } = await runBrowser(
      server.url,
      await server.token('Sam Safari', 'sam@example.com'),
    );
    const csp = output.split('\n').filter((line) => line.includes('Unrecognized Content-Security-Policy'));
    if (csp.length > 0)
      console.error(`FAIL WebKit does not know a directive of the app's CSP:\n${csp.join('\n')}`);
    else if (code === 0) console.log('PASS no Content-Security-Policy directive unknown to WebKit');
    return code === 0 && csp.length === 0;
  } finally {
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  }
}

process.exit((await check()) ? 0 : 1);
