// `node tests/bench/sync-bench.ts --port N [--runs 3] [--scale large]` (after `npm run build`): the first full sync
// alone, for working on it. Seeds the fleet once, then per run, in alternating order: the server's whole answer as
// Node's fetch reads it (compressed as a browser asks, and identity), native SQLite's apply of the same payload, and
// the app's first sync in a fresh on-disk profile (opening it to Home showing the fleet). Prints one line per run
// and a JSON summary; the full `npm run bench` stays the measure of record.
import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { SyncResponseSchema, type SyncResponse } from '../../src/api/sync-items.ts';
import { makeDataDir, seededDataDir, startServerProcess } from '../support/server-process.ts';
import { firstSyncInPage, measureSearch, withProfile } from './browser-bench.ts';
import { applyNatively } from './native-apply.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    port: { type: 'string', default: '4340' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    // Two app builds (directories made with `vite build --outDir`), alternated run by run into dist/: an A/B of a
    // change under the same load.
    dists: { type: 'string' },
    // A data directory seeded before (kept between invocations; seeded there if empty).
    seeded: { type: 'string' },
    // The app's sync answered from the server's snapshot (warmed before each run), as a second device gets it;
    // without it every answer is produced live (SYNC_SNAPSHOTS=off), the server's timings included.
    snapshots: { type: 'boolean', default: false },
  },
});
const scale = values.scale === 'demo' ? 'demo' : 'large';
const port = Number(values.port);
const runs = Number(values.runs);
const log = (message: string) => process.stderr.write(`[sync-bench] ${message}\n`);

// The server works on a copy of the seeded fleet (it is removed when the server stops).
const dataDir = await makeDataDir();
await cp(await seededDataDir(values.seeded, scale, port, log), dataDir, { recursive: true });
const server = await startServerProcess(port, {
  dataDir,
  env: { SYNC_SNAPSHOTS: values.snapshots ? 'on' : 'off' },
});
try {
  const token = await server.token('Bench Inspector', 'bench@example.com');
  const url = `${server.url}/api/admin/v1/inspection/sync`;
  const produce = async (encoding: string) => {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes };
  };
  const text = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
  const payload: SyncResponse = v.parse(SyncResponseSchema, JSON.parse(text));
  const native = () => applyNatively(payload, path.join(dataDir, `native-${Date.now()}.sqlite3`)).applyMs;
  const results: Record<string, number>[] = [];
  for (let i = 0; i < runs; i++) {
    const load = os.loadavg()[0] ?? 0;
    const figures: Record<string, number> = { load };
    const dists = values.dists?.split(',');
    const dist = dists?.[i % dists.length];
    if (dist) {
      await rm('dist', { recursive: true, force: true });
      await cp(dist, 'dist', { recursive: true });
      figures.build = i % (dists?.length ?? 1);
    }
    const steps: [string, () => Promise<void>][] = [
      [
        'server',
        async () => {
          figures.serverZstdMs = (await produce('zstd')).ms;
          figures.serverGzipMs = (await produce('gzip')).ms;
          figures.serverIdentityMs = (await produce('identity')).ms;
        },
      ],
      ['native', async () => void (figures.nativeMs = native())],
      [
        'worker',
        async () => {
          if (values.snapshots) await produce('zstd');
          const sync = await withProfile(async (context) => {
            const page = await context.newPage();
            const figures = await firstSyncInPage(page, server.url, token);
            const duringInstall = await measureSearch(page);
            await page.evaluate(async () => {
              await navigator.serviceWorker.ready;
            });
            return {
              ...figures,
              searchP95Ms: (await measureSearch(page)).p95Ms,
              searchDuringInstallP95Ms: duringInstall.p95Ms,
            };
          });
          Object.assign(figures, {
            syncTotalMs: sync.syncTotalMs,
            openToHomeMs: sync.openToHomeMs,
            pullMs: sync.totalMs,
            fetchMs: sync.fetchMs,
            parseMs: sync.parseMs,
            validateMs: sync.validateMs,
            applyMs: sync.applyMs,
            transactions: sync.transactions,
            workerHeapMb: sync.workerHeapMb,
            workers: sync.workers,
            engineHeapMb: sync.workerPeaksMb[0] ?? 0,
            readerHeapMb: sync.workerPeaksMb[1] ?? 0,
            longTasks: sync.longTasks,
            searchP95Ms: sync.searchP95Ms,
            searchDuringInstallP95Ms: sync.searchDuringInstallP95Ms,
          });
        },
      ],
    ];
    const order = i % 2 === 0 ? steps : [...steps].reverse();
    for (const [name, step] of order) if (!values.only || values.only.split(',').includes(name)) await step();
    if (figures.syncTotalMs && figures.nativeMs) figures.ratio = figures.syncTotalMs / figures.nativeMs;
    results.push(figures);
    log(
      `run ${i + 1}: ${Object.entries(figures)
        .map(([k, n]) => `${k}=${n.toFixed(k === 'ratio' || k === 'load' ? 2 : 0)}`)
        .join(' ')}`,
    );
  }
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} finally {
  await server.stop();
}
