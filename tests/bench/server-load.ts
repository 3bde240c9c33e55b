// `npm run bench:server [-- --processes 1,2 --scale demo|large --port 4414 --out FILE --before CHECKOUT]`: the
// reference server under load, on loopback only. Starts the server as one process, then as two on the same PostgreSQL
// (DATABASE_URL or TEST_DATABASE_URL, else one started by scripts/start-test-postgres.sh and stopped at the end), and
// measures requests/s and p50/p95 of the readiness probe, a delta sync with nothing new, a full sync and a save of a
// whole inspection (40 observations) at concurrency 1, 8 and 32 (requests spread over the processes), the probe while
// 8 full syncs run, and the peak memory (VmHWM) of each server process. Every cell sends a bounded number of requests.
// `--before` measures another checkout's server first in the same run (same fleet, same requests) and gives the
// ratios. Prints the cells and the server's targets (docs/performance.md); writes JSON. `--only save,delta,…` runs
// those cells alone (probe, delta, full, save, underload, reports: the hostile cell of server-load-hostile.ts, eight
// reports of an inspection of ten 6 MB camera photos and eight largest saves at once, with the probe and the memory
// idle before, at its peak and after the burst). Each server process samples its own memory
// (memory-sampler.ts): the JSON gives, per cell, the peak of rss, heapUsed, external and arrayBuffers, and the CPU the
// cell cost the servers, the PostgreSQL of `--pg-data DIR` or the one it started (its postmaster and backends) and
// this client, per request, with the time the servers' main threads waited for a core.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'kysely';
import { API_BASE } from '../../src/api/paths.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import { get, post } from './raw-http.ts';
import { referenceWorkMs } from './machine-speed.ts';
import { probeFromThread } from './probe-thread.ts';
import { load, round, timedCell, type Cell, type Operation } from './server-load-cells.ts';
import { hostileCell } from './server-load-hostile.ts';
import { serverLoadTables, type ProcessMemory } from './server-load-tables.ts';
import { benchDatabase, benchToken, factsOverApi, inspectorHeaders, withDb } from './server-load-requests.ts';
import { fleetFacts, wholeInspection } from '../../src/server/testing/fixtures.ts';
import {
  serverNodeArgs,
  startServerProcess,
  type ServerProcess,
} from '../../src/server/testing/server-process.ts';
import {
  cpuNow,
  cpuPerRequest,
  peakMemoryMb,
  loopBusyPercent,
  peakOf,
  samplesOf,
  SAMPLER,
  serverSideOf,
} from './server-load-measures.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2' },
    scale: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '4414' },
    out: { type: 'string', default: 'bench-results/server-load.json' },
    database: { type: 'string', default: 'postgres' },
    main: { type: 'string' },
    before: { type: 'string' },
    only: { type: 'string', default: 'probe,delta,full,save,underload,reports' },
    'pg-data': { type: 'string' },
  },
});
const only = new Set(values.only.split(','));
for (const name of only)
  if (!['probe', 'delta', 'full', 'save', 'underload', 'reports'].includes(name))
    throw new Error(`--only: unknown ${name}`);
// --database pglite: one process on the embedded database (npm start's default); --main: another checkout's
// src/server/main.ts measured instead of this one; --before: another checkout measured first, then this one.
const pglite = values.database === 'pglite';
const main = values.main === undefined ? undefined : path.resolve(values.main);
const before = values.before === undefined ? undefined : path.resolve(values.before, 'src/server/main.ts');
const builds: { label: string; main: string | undefined }[] = [
  ...(before === undefined ? [] : [{ label: 'before', main: before }]),
  { label: before === undefined ? 'this' : 'after', main },
];
const log = (message: string) => process.stderr.write(`[bench:server] ${message}\n`);
const processCounts = values.processes.split(',').map(Number);
const basePort = Number(values.port);
if (pglite && processCounts.some((n) => n !== 1))
  throw new Error('--database pglite runs one process: --processes 1');
if (processCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 4))
  throw new Error('--processes: 1 to 4 each');
if (values.scale !== 'demo' && values.scale !== 'large') throw new Error('--scale must be demo or large');

const CONCURRENCY = [1, 8, 32] as const;
const loadAverage = { atStart: os.loadavg().map((n) => Math.round(n * 10) / 10), atEnd: [] as number[] };
// Requests per cell, so every cell ends (a full sync is the heavy one). Saves and deltas in the steady state: 30 per
// client at c=32 (a cell of 160 saves lasted half a second, mostly the ramp up, and measured that).
const COUNTS: Record<Operation, number> = { probe: 400, delta: 960, full: 48, save: 960 };

const database = pglite ? undefined : await benchDatabase(log);
const url = database?.url ?? 'postgres://127.0.0.1/unused';
// PostgreSQL's CPU is measured when its data directory is known: --pg-data, or the one this run started.
const pgData = values['pg-data'] ?? database?.dataDir;
const host = new URL(url).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
  throw new Error(`loopback only: ${host} is not`);

const cells: Cell[] = [];
const memory: ProcessMemory[] = [];

const referenceAtStart = referenceWorkMs();
try {
  const admin = pglite ? undefined : await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  for (const build of builds)
    for (const count of processCounts) {
      const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      if (admin !== undefined) await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inspect-bench-server-'));
      const env = {
        ...(pglite ? {} : { DATABASE_URL: url, DATABASE_SCHEMA: schema }),
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'dist'),
        PUBLIC_URL: 'http://localhost',
        SEED_ON_START: 'none',
        HOST: '127.0.0.1',
        // The bench is one token at concurrency 32 measuring throughput: the per-token limits would measure themselves.
        RATE_LIMIT_PER_MINUTE: '0',
        DAILY_OBSERVATIONS_MAX: '0',
      };
      const samplesFile = (i: number) => path.join(dataDir, `memory-${i}.jsonl`);
      if (pglite) Object.assign(env, { SEED_ON_START: values.scale === 'demo' ? 'demo' : 'none' });
      log(pglite ? `PGlite in ${dataDir}` : `seeding the ${values.scale} fleet into schema ${schema}`);
      if (!pglite || values.scale !== 'demo')
        // Each checkout seeds its own schema with its own migrations.
        await run(process.execPath, ['src/server/seed/cli.ts', '--scale', values.scale], {
          cwd: build.main === undefined ? process.cwd() : path.resolve(build.main, '../../..'),
          env: { ...process.env, ...env },
          maxBuffer: 1 << 24,
        });
      // The delta cells ask for what changed since a first full sync: the seed's rows must be older than the server's
      // overlap window (SYNC_OVERLAP_MS, 2 s) by then, or every delta would send the whole fleet again.
      const seededAt = Date.now();
      const servers: ServerProcess[] = [];
      // Each checkout's server with the Node options its `npm run server` gives (its memory settings).
      const nodeArgs = await serverNodeArgs(build.main);
      log(`${build.label}: node ${[...nodeArgs, build.main ?? 'src/server/main.ts'].join(' ')}`);
      try {
        for (let i = 0; i < count; i++)
          servers.push(
            await startServerProcess(
              {
                ...env,
                PORT: String(basePort + i),
                NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${SAMPLER}`.trim(),
                MEMORY_SAMPLES_FILE: samplesFile(i),
              },
              build.main,
              nodeArgs,
            ),
          );
        await Promise.all(servers.map((s) => s.ready));
        log(`${build.label}: ${count} process(es) ready: ${servers.map((s) => s.url).join(' ')}`);
        // PGlite is the server's alone: the facts come through the API there.
        const facts = pglite
          ? await factsOverApi(servers[0] as ServerProcess)
          : await withDb(url, schema, (db) => fleetFacts(db));
        const token = await benchToken(servers[0] as ServerProcess);
        const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
        const at = (i: number) => servers[i % servers.length] as ServerProcess;
        const inspectors = await inspectorHeaders(servers[0] as ServerProcess, Math.max(...CONCURRENCY));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, seededAt + 2500 - Date.now())));
        const first = await fetch(`${at(0).url}${API_BASE}/inspection/sync`, { headers: auth });
        const { serverTimeUtc } = (await first.json()) as { serverTimeUtc: string };
        // Each cell's save bodies are made before it starts: the client's time goes to sending, not to making them.
        let saveBodies: string[] = [];
        const send: Record<Operation, (i: number) => Promise<number>> = {
          probe: async (i) => (await fetch(`${at(i).url}${API_BASE}/probe/ready`)).status,
          delta: (i) => get(`${at(i).url}${API_BASE}/inspection/sync?LastSyncDate=${serverTimeUtc}`, auth),
          full: (i) => get(`${at(i).url}${API_BASE}/inspection/sync`, auth),
          save: (i) =>
            post(
              `${at(i).url}${API_BASE}/inspection`,
              inspectors[i % inspectors.length] as Record<string, string>,
              saveBodies[i] ?? JSON.stringify(wholeInspection(facts)),
            ),
        };
        const pids = servers.map((s) => s.pid);
        const firstCellAt = Date.now();
        for (const operation of ['probe', 'delta', 'full', 'save'] as const) {
          if (!only.has(operation)) continue;
          for (const concurrency of CONCURRENCY) {
            if (operation === 'save')
              saveBodies = Array.from({ length: COUNTS.save }, () => JSON.stringify(wholeInspection(facts)));
            const startedAt = Date.now();
            const linesBefore = servers.map((s) => s.lines.length);
            const cpuBefore = await cpuNow(pids, pgData);
            const result = await load(COUNTS[operation], concurrency, send[operation]);
            const cpuAfter = await cpuNow(pids, pgData);
            cells.push({
              build: build.label,
              processes: count,
              operation,
              concurrency,
              ...result,
              startedAt,
              endedAt: Date.now(),
              serverSide: serverSideOf(servers, linesBefore),
              cpuMsPerRequest: cpuPerRequest(cpuBefore, cpuAfter, result.requests),
            });
            log(
              `${build.label} ${count}p ${operation} c${concurrency}: ${result.perSecond}/s p50 ${result.p50Ms} ms p95 ${result.p95Ms} ms`,
            );
          }
        }
        // The probe drives every app's offline icon: measured while 8 full syncs keep the server busy. Its CPU figures
        // are per full sync that ended meanwhile (phaseOf).
        const underLoadAt = Date.now();
        let syncing = only.has('underload');
        let synced = 0;
        const background = Promise.all(
          Array.from({ length: 8 }, async (_, w) => {
            for (let i = w; syncing; i += 8)
              if ((await send.full(i).catch(() => 0)) === 200 && syncing) synced++;
          }),
        );
        if (syncing) {
          const cpuBefore = await cpuNow(pids, pgData);
          const probed = await probeFromThread(`${at(0).url}${API_BASE}/probe/ready`, 100);
          const underLoad = timedCell(probed.times, probed.errors, Date.now() - underLoadAt);
          const cpuMsPerRequest = cpuPerRequest(cpuBefore, await cpuNow(pids, pgData), synced);
          syncing = false;
          await background;
          cells.push({
            build: build.label,
            processes: count,
            operation: 'probe during 8 full syncs',
            concurrency: 1,
            ...underLoad,
            fullSyncsMeanwhile: synced,
            cpuMsPerRequest,
            startedAt: underLoadAt,
            endedAt: Date.now(),
          });
          log(
            `${build.label} ${count}p probe during 8 full syncs: p95 ${underLoad.p95Ms} ms, ${synced} full syncs`,
          );
        }
        await background;
        const normalPeakMb = await Promise.all(servers.map((s) => peakMemoryMb(s.pid)));
        if (only.has('reports')) {
          const cell = await hostileCell({ build: build.label, servers, facts, inspectors });
          cells.push(cell);
          log(
            `${build.label} ${count}p hostile burst: reports ${JSON.stringify(cell.reportAnswers)}, saves ${JSON.stringify(cell.saveAnswers)} in ${cell.reportsWallMs} ms; probe p50 ${cell.p50Ms} ms p95 ${cell.p95Ms} ms max ${cell.maxMs} ms`,
          );
        }
        const peakMb = await Promise.all(servers.map((s) => peakMemoryMb(s.pid)));
        await Promise.all(servers.map((s) => s.stop()));
        const samples = await Promise.all(servers.map((_, i) => samplesOf(samplesFile(i))));
        for (const cell of cells)
          if (cell.build === build.label && cell.processes === count) {
            const during = samples.map((list) =>
              list.filter((s) => s.at >= cell.startedAt && s.at <= cell.endedAt),
            );
            cell.memoryPeaks = during.map(peakOf);
            const { afterFrom, idleFrom, idleTo } = cell;
            if (afterFrom !== undefined)
              cell.memoryAfter = samples.map((list) => peakOf(list.filter((s) => s.at >= afterFrom)));
            if (idleFrom !== undefined && idleTo !== undefined)
              cell.memoryBefore = samples.map((list) =>
                peakOf(list.filter((s) => s.at >= idleFrom && s.at <= idleTo)),
              );
            cell.loopBusyPercent = during.map(loopBusyPercent);
          }
        memory.push({
          build: build.label,
          processes: count,
          peakMb,
          normalPeakMb,
          whole: samples.map((list) => peakOf(list)),
          idle: samples.map((list) => peakOf(list.filter((s) => s.at < firstCellAt))),
        });
        for (const cell of cells.filter((c) => c.build === build.label && c.processes === count))
          log(
            `${build.label} ${count}p ${cell.operation} c${cell.concurrency}: server side ${JSON.stringify(cell.serverSide ?? {})} cpu ms/request ${JSON.stringify(cell.cpuMsPerRequest ?? {})} event loop busy ${JSON.stringify(cell.loopBusyPercent ?? [])} % peaks ${JSON.stringify(cell.memoryPeaks ?? [])}`,
          );
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        if (admin !== undefined) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(admin.db);
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  await admin?.close();
} finally {
  await database?.stop();
}

const { lines, targets } = serverLoadTables(cells, memory, builds, before !== undefined);
const reference = { atStartMs: referenceAtStart, atEndMs: referenceWorkMs() };
lines.push(
  '',
  `Machine: the reference work (machine-speed.ts) took ${reference.atStartMs} ms at the start, ${reference.atEndMs} ms at the end.`,
);
process.stdout.write(`${lines.join('\n')}\n`);
const out = path.resolve(values.out);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(
  out,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      loadAverage: { ...loadAverage, atEnd: os.loadavg().map(round) },
      cpus: os.cpus().length,
      referenceWork: reference,
      database: values.database,
      main: main ?? 'src/server/main.ts',
      before: before ?? null,
      scale: values.scale,
      counts: COUNTS,
      cells,
      memory,
      targets,
    },
    null,
    2,
  ),
);
log(`wrote ${out}`);
