// `node tests/bench/photo-compare.ts --before DIR [--after DIR] [--port 4444] [--rounds 2]`: the photo measures of
// `npm run bench` (photo-bench.ts) for two builds of the app on the same seeded demo fleet, in turns in the same
// minutes (the machine is shared: figures taken an hour apart compare the load more than the code). Each build has
// its own server on a copy of one seeded database and its own browser profile; both get the same camera files.
// Prints each build's figures; writes JSON.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeDataDir, seedFleet, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { percentile } from './percentile.ts';
import { benchInspection, syncedPage } from './synced-page.ts';
import { writeCameraJpegs } from './camera-jpeg.ts';
import { measurePhotos, type PhotoFigures } from './photo-bench.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4444' },
    rounds: { type: 'string', default: '2' },
    out: { type: 'string', default: 'bench-results/photo-compare.json' },
  },
});
if (!values.before) {
  process.stderr.write('usage: --before DIST_DIR [--after DIST_DIR]\n');
  process.exit(2);
}
const log = (message: string) => process.stderr.write(`[photo-compare] ${message}\n`);
const port = Number(values.port);
const builds = { before: path.resolve(values.before), after: path.resolve(values.after) };

const seeded = await makeDataDir();
log(`seeding the demo fleet in ${seeded}`);
await seedFleet(seeded, 'demo', port);
const copies = [await makeDataDir(), await makeDataDir()] as const;
for (const copy of copies) await cp(seeded, copy, { recursive: true });
await rm(seeded, { recursive: true, force: true });
const servers: ServerProcess[] = [
  await startServerProcess(port, { dataDir: copies[0], env: { DIST_DIR: builds.before } }),
  await startServerProcess(port + 1, { dataDir: copies[1], env: { DIST_DIR: builds.after } }),
];

/** The rounds of one build as the bench's keys: p95 over every single photo, the worst batch and heap growth. */
function summarise(rounds: readonly PhotoFigures[]) {
  const singles = rounds.flatMap((r) => r.thumbnailMs).sort((a, b) => a - b);
  return {
    photoThumbnailP50Ms: Math.round(percentile(singles, 0.5)),
    photoThumbnailP95Ms: Math.round(percentile(singles, 0.95)),
    photoLongTasks: rounds.reduce((sum, r) => sum + r.longTasks, 0),
    longestTaskMs: Math.round(Math.max(...rounds.map((r) => r.longestTaskMs))),
    idleLongTasks: rounds.map((r) => r.idleLongTasks),
    photoBatchMs: rounds.map((r) => Math.round(r.batchMs)),
    photoBatchHeapMb: rounds.map((r) => Number(r.batchHeapGrowthMb.toFixed(1))),
    stored: rounds.map((r) => r.stored),
    thumbnailMaxSide: Math.max(...rounds.map((r) => r.thumbnailMaxSide)),
    // Issue 54: the markup's save over every round's saves, its long tasks from the first drag to the thumbnail, and
    // the editor's opening apart.
    ...markupKeys(rounds),
  };
}

function markupKeys(rounds: readonly PhotoFigures[]) {
  const saves = rounds.flatMap((r) => r.markup.saveMs).sort((a, b) => a - b);
  return {
    photoMarkupSaveP50Ms: Math.round(percentile(saves, 0.5)),
    photoMarkupSaveP95Ms: Math.round(percentile(saves, 0.95)),
    photoMarkupLongTasks: rounds.reduce((sum, r) => sum + r.markup.longTasks, 0),
    markupLongTaskMs: rounds.flatMap((r) => r.markup.longTaskMs),
    markupOpenLongTasks: rounds.reduce((sum, r) => sum + r.markup.openLongTasks, 0),
  };
}

try {
  const figures: Record<'before' | 'after', PhotoFigures[]> = { before: [], after: [] };
  await withProfile((beforeContext) =>
    withProfile(async (afterContext) => {
      const [beforeServer, afterServer] = servers;
      if (!beforeServer || !afterServer) throw new Error('servers missing');
      log('first sync of each build, and the camera files');
      const pages = {
        before: await syncedPage(beforeContext, beforeServer),
        after: await syncedPage(afterContext, afterServer),
      };
      const inspections = {
        before: await benchInspection(pages.before),
        after: await benchInspection(pages.after),
      };
      const camera = await writeCameraJpegs(beforeContext, 20);
      try {
        for (let round = 0; round < Number(values.rounds); round++) {
          const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
          for (const build of order) {
            log(`round ${round + 1}: ${build}`);
            figures[build].push(await measurePhotos(pages[build], inspections[build], { camera }));
          }
        }
      } finally {
        await rm(camera.dir, { recursive: true, force: true });
      }
    }),
  );
  const summary = { before: summarise(figures.before), after: summarise(figures.after) };
  for (const build of ['before', 'after'] as const) log(`${build}: ${JSON.stringify(summary[build])}`);
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), builds, summary, figures }, null, 2)}\n`,
  );
  log(`wrote ${out}`);
} finally {
  for (const server of servers) await server.stop();
}
