// `node tests/bench/measuring-run-compare.ts --before DIST_DIR [--after DIST_DIR] [--scale large] [--port 4444]
// [--rounds 2] [--passes 3]`: the measuring run (decision 0054) of two builds of the app on the same seeded fleet,
// measured in turns in the same minutes (the machine is shared: figures taken an hour apart compare the load more
// than the code). Each build has its own server on a copy of one seeded database and its own browser profile; the
// rounds alternate which build goes first. A pitch gauge reading is waited for until its result shows in the bar, as
// `npm run bench` does; with `--gauge-result false` only until its field is emptied (a build before the bar showed
// it). Prints both builds' p50, p95 and long tasks and their ratios.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withProfile } from './browser-bench.ts';
import { measureMeasuringRun, type MeasuringRunFigures } from './measuring-run-bench.ts';
import { percentile } from './percentile.ts';
import { syncedPage } from './synced-page.ts';
import { startTwoBuilds } from './two-builds.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    scale: { type: 'string', default: 'large' },
    port: { type: 'string', default: '4444' },
    rounds: { type: 'string', default: '2' },
    passes: { type: 'string', default: '3' },
    // The time between a reading's result and the next Enter (measuring-run-bench.ts's GAUGE_MOVE_MS); 0 back to back
    gap: { type: 'string' },
    'gauge-result': { type: 'string', default: 'true' },
    out: { type: 'string', default: 'bench-results/measuring-run-compare.json' },
    // A seeded data directory to start from (seeded here first if it does not exist yet, and kept).
    seeded: { type: 'string' },
  },
});
if (!values.before || (values.scale !== 'demo' && values.scale !== 'large')) {
  process.stderr.write('usage: --before DIST_DIR [--after DIST_DIR] [--scale demo|large]\n');
  process.exit(2);
}
const log = (message: string) => process.stderr.write(`[compare] ${message}\n`);
const port = Number(values.port);
const builds = { before: path.resolve(values.before), after: path.resolve(values.after) };

const servers = await startTwoBuilds({
  seeded: values.seeded,
  scale: values.scale,
  port,
  before: builds.before,
  after: builds.after,
  log,
});

/** One build's figures over all its rounds. */
function summary(list: readonly MeasuringRunFigures[]) {
  const samples = list.flatMap((f) => f.samples);
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  // The judged readings' results in the page, painted or not
  const inPage = samples.flatMap((s) => (s.inPageMs === undefined ? [] : [s.inPageMs])).sort((a, b) => a - b);
  // Until session 44 the figure was the next frame's callback after the result (armReading says why it changed)
  const polled = samples.flatMap((s) => (s.polledMs === undefined ? [] : [s.polledMs])).sort((a, b) => a - b);
  return {
    readings: ms.length,
    p50Ms: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    inPageP50Ms: percentile(inPage, 0.5),
    inPageP95Ms: percentile(inPage, 0.95),
    polledP50Ms: percentile(polled, 0.5),
    polledP95Ms: percentile(polled, 0.95),
    longTasks: list.reduce((n, f) => n + f.longTasks, 0),
    samples,
  };
}

try {
  const figures: Record<'before' | 'after', MeasuringRunFigures[]> = { before: [], after: [] };
  const stalls = { before: 0, after: 0 };
  await withProfile((beforeContext) =>
    withProfile(async (afterContext) => {
      const { before: beforeServer, after: afterServer } = servers;
      log('first sync of each build');
      const pages = {
        before: await syncedPage(beforeContext, beforeServer),
        after: await syncedPage(afterContext, afterServer),
      };
      for (let round = 0; round < Number(values.rounds); round++) {
        const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        for (const build of order) {
          log(`round ${round + 1}: ${build}`);
          // A round that stalls is said and left out, so the other build's rounds are still measured
          try {
            figures[build].push(
              await measureMeasuringRun(
                pages[build],
                Number(values.passes),
                values['gauge-result'] !== 'false',
                undefined,
                values.gap === undefined ? undefined : Number(values.gap),
              ),
            );
          } catch (error) {
            stalls[build]++;
            log(`round ${round + 1}: ${build} left out: ${String(error).split('\n')[0] ?? ''}`);
          }
        }
      }
    }),
  );
  log(`rounds left out (stalled): before ${stalls.before}, after ${stalls.after}`);
  const before = summary(figures.before);
  const after = summary(figures.after);
  for (const key of [
    'p50Ms',
    'p95Ms',
    'inPageP50Ms',
    'inPageP95Ms',
    'polledP50Ms',
    'polledP95Ms',
    'longTasks',
  ] as const) {
    log(
      `${key.padEnd(10)} before ${before[key].toFixed(1).padStart(8)}  after ${after[key]
        .toFixed(1)
        .padStart(8)}  before/after ${(before[key] / Math.max(after[key], 1e-9)).toFixed(2)}x`,
    );
  }
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), scale: values.scale, gapMs: values.gap ?? 'default', builds, before, after }, null, 2)}\n`,
  );
  log(`wrote ${out}`);
} finally {
  await servers.stop();
}
