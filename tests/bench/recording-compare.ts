// `node tests/bench/recording-compare.ts --before DIR --after DIR [--scale large] [--port 4444] [--rounds 4]
// [--runs 25]`: the recording screens of two builds of the app on the same seeded fleet, measured in turns in the
// same minutes (the machine is shared, so figures taken an hour apart compare the load more than the code). Each
// build is served by its own server on a copy of one seeded database, synced once into its own browser profile;
// then the rounds alternate which build goes first. Prints both builds' figures and their ratios; writes JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withProfile } from './browser-bench.ts';
import { syncedPage } from './synced-page.ts';
import { startTwoBuilds } from './two-builds.ts';
import { sampleRecording, summariseRecording, type RecordingSamples } from './recording-bench.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    scale: { type: 'string', default: 'large' },
    port: { type: 'string', default: '4444' },
    rounds: { type: 'string', default: '4' },
    runs: { type: 'string', default: '25' },
    out: { type: 'string', default: 'bench-results/recording-compare.json' },
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

try {
  const samples: Record<'before' | 'after', RecordingSamples[]> = { before: [], after: [] };
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
          samples[build].push(await sampleRecording(pages[build], Number(values.runs)));
        }
      }
    }),
  );
  const merged = (list: RecordingSamples[]): RecordingSamples => {
    const last = list.at(-1);
    if (!last) throw new Error('no measuring pass');
    return {
      opens: list.flatMap((s) => s.opens),
      saves: list.flatMap((s) => s.saves),
      typingLongTasks: list.flatMap((s) => s.typingLongTasks),
      // Compared below are the five figures of the Operation screen; the pitch extension's ride along from one pass.
      pitchExtension: last.pitchExtension,
    };
  };
  const before = summariseRecording(merged(samples.before));
  const after = summariseRecording(merged(samples.after));
  const rows = (
    ['screenOpenP50Ms', 'screenOpenP95Ms', 'fieldSaveP50Ms', 'fieldSaveP95Ms', 'typingLongTasks'] as const
  ).map((key) => ({ key, before: before[key], after: after[key], ratio: before[key] / after[key] }));
  for (const row of rows) {
    log(
      `${row.key.padEnd(18)} before ${row.before.toFixed(1).padStart(7)}  after ${row.after
        .toFixed(1)
        .padStart(7)}  before/after ${row.ratio.toFixed(2)}x`,
    );
  }
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), scale: values.scale, builds, before, after, rows, samples }, null, 2)}\n`,
  );
  log(`wrote ${out}`);
} finally {
  await servers.stop();
}
