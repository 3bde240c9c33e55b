// `node tests/bench/lighthouse-audit.ts [--before DIR] [--after DIR] [--seeded DIR] [--profiles DIR] [--port 4444]
// [--runs 3]`: Lighthouse 12 (mobile: simulated 4x CPU and slow 4G) on Home signed in and on /login, for one build or
// two audited in turns. Home is audited in a browser profile that holds the synced large fleet, signed in, with the
// build precached by its service worker (the profile prepared with Playwright, then opened by Lighthouse's own
// chrome-launcher on the same Chromium with its storage kept): the start an inspector has on a tablet. /login is
// audited in a new, empty profile, as a device that never signed in. Prints each run and the medians; writes JSON.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  makeDataDir,
  seededDataDir,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts';
import { launchBenchBrowser } from './browser-bench.ts';
import { prepareSyncedProfile } from './cold-start-bench.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4444' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'bench-results/lighthouse.json' },
    seeded: { type: 'string' },
    profiles: { type: 'string' },
  },
});
const log = (message: string) => process.stderr.write(`[lighthouse] ${message}\n`);
const port = Number(values.port);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const builds = Object.entries({ before: values.before, after: values.after })
  .filter((entry): entry is [string, string] => entry[1] !== undefined)
  .map(([name, dir], i) => ({ name, dir: path.resolve(dir), port: port + i }));

/** What one audit found: the score (0–100) and the figures the issue's targets name. */
interface Audit {
  readonly score: number;
  readonly totalBlockingTimeMs: number;
  readonly layoutShift: number;
  readonly largestContentfulPaintMs: number;
  readonly interactiveMs: number;
  /** The longest main-thread tasks Lighthouse saw (observed, unthrottled), in ms: a hint of what blocks. */
  readonly longTasks: readonly { readonly url: string; readonly ms: number }[];
  /** Main-thread time by kind (script evaluation, parse and compile, style and layout…), simulated, in ms. */
  readonly mainThreadMs: Readonly<Record<string, number>>;
  /** Per script: its evaluation and its parse and compile, simulated, in ms. */
  readonly scriptsMs: readonly {
    readonly url: string;
    readonly evaluate: number;
    readonly compile: number;
  }[];
}

/** The rows of an audit's table, or none. */
function rows(lhr: { audits: Record<string, { details?: unknown } | undefined> }, id: string) {
  const details = lhr.audits[id]?.details;
  const items =
    typeof details === 'object' && details !== null && 'items' in details && Array.isArray(details.items)
      ? (details.items as Record<string, unknown>[])
      : [];
  return items;
}
const text = (value: unknown) => (typeof value === 'string' ? value.replace(/^https?:\/\/[^/]+/, '') : '');
const ms = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);

async function audit(url: string, userDataDir: string | undefined): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    // An existing profile is kept as it is (the synced device); none: chrome-launcher makes a new one.
    ...(userDataDir ? { userDataDir } : {}),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      disableStorageReset: userDataDir !== undefined,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      layoutShift: numeric('cumulative-layout-shift'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      interactiveMs: numeric('interactive'),
      longTasks: rows(lhr, 'long-tasks')
        .slice(0, 5)
        .map((item) => ({ url: text(item['url']), ms: ms(item['duration']) })),
      mainThreadMs: Object.fromEntries(
        rows(lhr, 'mainthread-work-breakdown').map((item) => [text(item['group']), ms(item['duration'])]),
      ),
      scriptsMs: rows(lhr, 'bootup-time').map((item) => ({
        url: text(item['url']),
        evaluate: ms(item['scripting']),
        compile: ms(item['scriptParseCompile']),
      })),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const seeded = await seededDataDir(values.seeded, 'large', port, log);
const servers: ServerProcess[] = [];
const temporary: string[] = [];
const audits = new Map<string, Audit[]>();
try {
  const profiles: string[] = [];
  for (const build of builds) {
    const dataDir = await makeDataDir();
    await cp(seeded, dataDir, { recursive: true });
    const server = await startServerProcess(build.port, { dataDir, env: { DIST_DIR: build.dir } });
    servers.push(server);
    const profile = values.profiles
      ? path.resolve(values.profiles, `${build.name}-${build.port}`)
      : await mkdtemp(path.join(tmpdir(), 'inspect-lighthouse-'));
    if (!values.profiles) temporary.push(profile);
    await mkdir(profile, { recursive: true });
    log(`${build.name}: sign in, sync if needed, precache ${build.dir}`);
    // Playwright's browser is closed before Lighthouse opens the profile (one browser per profile).
    const context = await launchBenchBrowser(profile);
    try {
      await prepareSyncedProfile(context, server);
    } finally {
      await context.close();
    }
    profiles.push(profile);
  }
  for (let run = 0; run < Number(values.runs); run++) {
    for (const [i, build] of builds.entries()) {
      const [server, profile] = [servers[i], profiles[i]];
      if (!server || !profile) throw new Error('missing server or profile');
      for (const [page, url, dir] of [
        ['home', `${server.url}/`, profile],
        ['login', `${server.url}/login`, undefined],
      ] as const) {
        const result = await audit(url, dir);
        const key = `${build.name} ${page}`;
        audits.set(key, [...(audits.get(key) ?? []), result]);
        log(
          `run ${run + 1} ${key}: score ${result.score}, TBT ${result.totalBlockingTimeMs.toFixed(0)} ms, ` +
            `CLS ${result.layoutShift.toFixed(3)}, LCP ${result.largestContentfulPaintMs.toFixed(0)} ms, ` +
            `TTI ${result.interactiveMs.toFixed(0)} ms; long tasks ` +
            result.longTasks.map((task) => `${task.ms} ms ${task.url}`).join(', ') +
            `; scripts ${result.scriptsMs.map((x) => `${x.url} ${x.evaluate}+${x.compile}`).join(', ')}`,
        );
      }
    }
  }
  const medians = Object.fromEntries(
    [...audits].map(([key, runs]) => [
      key,
      {
        score: median(runs.map((r) => r.score)),
        totalBlockingTimeMs: median(runs.map((r) => r.totalBlockingTimeMs)),
        layoutShift: median(runs.map((r) => r.layoutShift)),
        largestContentfulPaintMs: median(runs.map((r) => r.largestContentfulPaintMs)),
        runs: runs.map((r) => `${r.score}/${r.totalBlockingTimeMs.toFixed(0)}`),
      },
    ]),
  );
  for (const [key, m] of Object.entries(medians)) {
    log(
      `${key}: median score ${m.score}, TBT ${m.totalBlockingTimeMs.toFixed(0)} ms, CLS ${m.layoutShift.toFixed(3)}, ` +
        `LCP ${m.largestContentfulPaintMs.toFixed(0)} ms (score/TBT of each run: ${m.runs.join(' ')})`,
    );
  }
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), medians, runs: Object.fromEntries(audits) }, null, 2)}\n`,
  );
  log(`wrote ${out}`);
} finally {
  for (const server of servers) await server.stop();
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
  if (!values.seeded) await rm(seeded, { recursive: true, force: true });
}
