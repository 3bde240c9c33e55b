// `node tests/bench/photo-trace.ts [--port 4340] [--out photo-trace.json] [--photos 3] [--at-once | --markup]
// [--dist DIR]` (after `npm run build`; --dist: another build): a Chrome trace of camera photos chosen on Machine
// Photo one after another (or, with --at-once, all together on the left side frame; or, with --markup, the cover
// photo marked up and saved --photos times as photo-markup-bench.ts does), CPU throttled 4× (open it in DevTools'
// Performance panel). Prints the page's main-thread tasks over 50 ms from the first change event (--markup: the
// first click) on, each with the input event before it and the trace events that took its time, wall and thread
// time (a task's thread time is what it takes on a machine with nothing else running).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeDataDir, seedFleet, startServerProcess } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { writeCameraJpegs } from './camera-jpeg.ts';
import { installPhotoProbes, waitForLoads } from './photo-bench.ts';
import { measureMarkup } from './photo-markup-bench.ts';
import { benchInspection, syncedPage } from './synced-page.ts';
import { startTrace, timeInside, type TraceEvent } from './trace-tasks.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4340' },
    out: { type: 'string', default: 'photo-trace.json' },
    photos: { type: 'string', default: '3' },
    'at-once': { type: 'boolean', default: false },
    markup: { type: 'boolean', default: false },
    // Another build (e.g. the one before a change), served instead of dist/.
    dist: { type: 'string' },
  },
});
const port = Number(values.port);
const count = Number(values.photos);
const log = (message: string) => process.stderr.write(`[photo-trace] ${message}\n`);

const dataDir = await makeDataDir();
await seedFleet(dataDir, 'demo', port);
const server = await startServerProcess(port, {
  dataDir,
  ...(values.dist ? { env: { DIST_DIR: path.resolve(values.dist) } } : {}),
});
try {
  const events = await withProfile(async (context) => {
    const camera = await writeCameraJpegs(context, count);
    log('syncing the demo fleet');
    const page = await syncedPage(context, server, 60_000);
    const inspection = await benchInspection(page);
    const [screen, heading, alt] = values['at-once']
      ? ['undercarriage/left/side-frame', 'Side Frame', '^Photos \\d+$']
      : ['asset/machine-photo', 'Machine Photo', '^Cover Photo 1$'];
    await page.goto(`${server.url}/inspections/${inspection}/${screen}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    await page.evaluate(installPhotoProbes);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (values.markup) {
      log('the cover photo, before the trace');
      await page.locator('input[type=file]').setInputFiles(camera.paths[0] ?? '');
      await page.evaluate(waitForLoads, { alt, from: 0, count: 1, timeoutMs: 60_000 });
    }
    const endTrace = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'v8.execute',
      'v8',
      'blink',
      'blink.user_timing',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
      'toplevel',
      'cc',
      'gpu',
    ]);
    if (values.markup) {
      log(`${count} markups`);
      const figures = await measureMarkup(page, count);
      log(
        `save ${figures.saveMs.join(', ')} ms; long tasks ${figures.longTasks} (open ${figures.openLongTasks})`,
      );
    } else if (values['at-once']) {
      log(`${count} photos at once`);
      await page.locator('input[type=file]').setInputFiles([...camera.paths]);
      await page.evaluate(waitForLoads, { alt, from: 0, count, timeoutMs: 10 * 60_000 });
    } else {
      for (const [i, file] of camera.paths.entries()) {
        log(`photo ${i + 1}`);
        const from = await page.evaluate(() => globalThis.benchPhoto?.loads.length ?? 0);
        await page.locator('input[type=file]').setInputFiles(file);
        await page.evaluate(waitForLoads, { alt, from, count: 1, timeoutMs: 60_000 });
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return endTrace();
  });
  await writeFile(values.out ?? 'photo-trace.json', JSON.stringify({ traceEvents: events }));
  log(`${events.length} events in ${values.out}`);
  summarise(events, values.markup ? 'click' : 'change');
} finally {
  await server.stop();
}

/**
 * The renderer main thread's tasks over 50 ms from the first `anchor` event on and, for each, the input event last
 * dispatched before it and the events inside it by total duration (scripts by their function and file).
 */
function summarise(events: readonly TraceEvent[], anchor: 'change' | 'click'): void {
  // The page's renderer: the one whose main thread had the input (the browser may run others).
  const inputsOn = (e: TraceEvent) =>
    events.filter((d) => d.name === 'EventDispatch' && d.pid === e.pid && d.tid === e.tid).length;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => inputsOn(b) - inputsOn(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const firstChange = onMain.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === anchor);
  if (!firstChange) throw new Error(`no ${anchor} event in the trace`);
  const inputs = onMain.filter(
    (e) =>
      e.name === 'EventDispatch' &&
      ['click', 'pointerdown', 'pointerup', 'change'].includes(String(e.args?.data?.type)),
  );
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts + (e.dur ?? 0) >= firstChange.ts,
  );
  const all = onMain.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= firstChange.ts);
  const busiest = Math.max(0, ...all.map((e) => e.tdur ?? 0)) / 1000;
  console.log(
    `${tasks.length} main-thread tasks over 50 ms from the first change event on; ` +
      `${all.filter((e) => (e.tdur ?? 0) > 50_000).length} over 50 ms of thread time (the most ${busiest.toFixed(1)} ms)`,
  );
  for (const task of tasks) {
    const inside = timeInside(task, onMain);
    const top = [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log(
      `task ${((task.dur ?? 0) / 1000).toFixed(0)} ms (thread ${((task.tdur ?? 0) / 1000).toFixed(0)} ms), ${((task.ts - firstChange.ts) / 1000).toFixed(0)} ms after the first ${anchor}`,
    );
    const before = inputs.filter((e) => e.ts <= task.ts + (task.dur ?? 0)).at(-1);
    if (before)
      console.log(
        `  after ${String(before.args?.data?.type)} ${((task.ts - before.ts) / 1000).toFixed(0)} ms before the task's start`,
      );
    for (const [name, dur] of top) console.log(`  ${(dur / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}
