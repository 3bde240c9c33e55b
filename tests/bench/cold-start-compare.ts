// `node tests/bench/cold-start-compare.ts [--before DIR] [--after DIR] [--seeded DIR] [--profiles DIR]
// [--port 4444] [--rounds 4] [--runs 3]`: the cold start of `npm run bench` alone, for one build or two
// measured in turns in the same minutes (the machine is shared: figures an hour apart compare the load more than the
// code). Each build has its own server, on a copy of one seeded large fleet, and its own browser profile, synced
// once. With --profiles the synced profiles are kept there and used again by the next call (their service worker
// and its caches are cleared first, so a rebuilt app is what opens). Prints each build's runs and the median run's
// milestones; writes JSON. With --bare each build's runs are taken in a Chromium driven over a bare DevTools pipe
// (bare-chromium.ts), the profile prepared through Playwright first: no debugger holds the engine worker's start;
// then as many loads of each build's start floor (a page of Home's picture and its styles, no script; decision 0117).
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import {
  makeDataDir,
  seededDataDir,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts';
import { launchBareChromium, type BareChromium } from './bare-chromium.ts';
import { launchBenchBrowser } from './browser-bench.ts';
import {
  bareColdStartRun,
  coldStartRun,
  describeLongFrame,
  prepareSyncedProfile,
  summariseColdStart,
  type ColdStartRun,
} from './cold-start-bench.ts';
import { measureFloor, type StartFloorFigures } from './start-floor.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4444' },
    rounds: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'bench-results/cold-start-compare.json' },
    // A seeded data directory to start from (seeded here first if it does not exist yet, and kept).
    seeded: { type: 'string' },
    // Where the synced browser profiles are kept between calls (default: temporary, synced each time).
    profiles: { type: 'string' },
    // Extra Chromium arguments for each build's browser (to compare a browser setting on one build).
    'before-args': { type: 'string', default: '' },
    'after-args': { type: 'string', default: '' },
    bare: { type: 'boolean', default: false },
  },
});
const log = (message: string) => process.stderr.write(`[cold-start] ${message}\n`);
const port = Number(values.port);
const builds = Object.entries({ before: values.before, after: values.after })
  .filter((entry): entry is [string, string] => entry[1] !== undefined)
  .map(([name, dir], i) => ({
    name,
    dir: path.resolve(dir),
    port: port + i,
    args: (name === 'before' ? values['before-args'] : values['after-args']).split(' ').filter(Boolean),
  }));

const seeded = await seededDataDir(values.seeded, 'large', port, log);

const servers: ServerProcess[] = [];
const contexts: BrowserContext[] = [];
const bareBrowsers: BareChromium[] = [];
const profiles: string[] = [];
const temporary: string[] = [];
try {
  for (const build of builds) {
    const dataDir = await makeDataDir();
    await cp(seeded, dataDir, { recursive: true });
    servers.push(await startServerProcess(build.port, { dataDir, env: { DIST_DIR: build.dir } }));
    let profile: string;
    if (values.profiles) {
      profile = path.resolve(values.profiles, `${build.name}-${build.port}`);
      await mkdir(profile, { recursive: true });
    } else {
      profile = await mkdtemp(path.join(tmpdir(), 'inspect-cold-start-'));
      temporary.push(profile);
    }
    profiles.push(profile);
    contexts.push(await launchBenchBrowser(profile, build.args));
  }
  for (const [i, build] of builds.entries()) {
    log(`${build.name}: sign in, sync if needed, precache ${build.dir}`);
    const [context, server] = [contexts[i], servers[i]];
    if (!context || !server) throw new Error('missing context or server');
    await prepareSyncedProfile(context, server);
  }
  if (values.bare) {
    // The profiles are the bare browsers' now: Playwright's hold on them ends first.
    for (const context of contexts.splice(0)) await context.close();
    for (const [i, build] of builds.entries()) {
      const profile = profiles[i];
      if (!profile) throw new Error('missing profile');
      bareBrowsers.push(await launchBareChromium(profile, build.args));
    }
  }
  const runs = new Map<string, ColdStartRun[]>(builds.map((build) => [build.name, []]));
  for (let round = 0; round < Number(values.rounds); round++) {
    const order = builds.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const [build, context, server] = [builds[i], contexts[i], servers[i]];
      if (!build || !server) throw new Error('missing build');
      for (let r = 0; r < Number(values.runs); r++) {
        const bare = bareBrowsers[i];
        let result: ColdStartRun;
        if (bare) result = await bareColdStartRun(bare, server.url);
        else if (context) result = await coldStartRun(context, server.url);
        else throw new Error('missing browser');
        runs.get(build.name)?.push(result);
        log(
          `round ${round + 1} ${build.name}: ${result.ms.toFixed(0)} ms, interactive ${result.interactiveMs.toFixed(0)} ms, ` +
            `layout shift ${result.layoutShift.toFixed(3)}, long tasks ` +
            `[${result.longTaskMs.map((ms, t) => `${ms} at ${result.longTaskStartMs[t] ?? '?'}`).join(', ')}] ms`,
        );
        for (const frame of result.longFrames) log(`    long frame ${describeLongFrame(frame)}`);
      }
    }
  }
  // Each build's start floor (decision 0117), as many loads as its own runs, in its bare browser.
  const floors = new Map<string, StartFloorFigures>();
  for (const [i, build] of builds.entries()) {
    const [bare, server] = [bareBrowsers[i], servers[i]];
    if (!bare || !server) continue;
    const floor = await measureFloor(bare, server.url, Number(values.rounds) * Number(values.runs));
    if (!floor) continue;
    floors.set(build.name, floor);
    log(
      `${build.name} floor (Home's picture and styles, no script): tasks > 50 ms in ${floor.runsWithLongTask} of ` +
        `${floor.runs} loads (median run ${floor.startLongTasks}), longest ${floor.longestTaskMs} ms; ` +
        `longest frames ${floor.longestFrameMs.join(' ')} ms`,
    );
  }
  const figures = builds.map((build) => {
    const floor = floors.get(build.name);
    return { ...build, ...summariseColdStart(runs.get(build.name) ?? []), ...(floor ? { floor } : {}) };
  });
  for (const figure of figures) {
    const sorted = [...figure.runs].sort((a, b) => a - b);
    log(
      `${figure.name}: median ${figure.coldStartMs.toFixed(0)} ms, runs ${sorted.map((ms) => ms.toFixed(0)).join(' ')}; ` +
        `interactive median ${figure.homeInteractiveMs.toFixed(0)} ms; ` +
        `homeLayoutShift ${figure.homeLayoutShift.toFixed(3)} (max), startLongTasks ${figure.startLongTasks} ` +
        `(median run), longest ${figure.startLongestTaskMs} ms`,
    );
    const milestones = Object.entries(figure.medianMilestones).sort((a, b) => a[1] - b[1]);
    for (const [name, ms] of milestones) log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), figures, runs: Object.fromEntries(runs) }, null, 2)}\n`,
  );
  log(`wrote ${out}`);
} finally {
  for (const context of contexts) await context.close();
  for (const browser of bareBrowsers) await browser.close();
  for (const server of servers) await server.stop();
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
  if (!values.seeded) await rm(seeded, { recursive: true, force: true });
}
