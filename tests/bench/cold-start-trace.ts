// `node tests/bench/cold-start-trace.ts --url URL --profile DIR --out FILE [--light] [--to interactive]`: one cold
// start (CPU 4×) in a profile that cold-start-compare.ts prepared, recorded as a Chrome trace (open it in DevTools'
// Performance panel), to Home's first card (the picture of it, decision 0099) or to the app's own Home. `--light`
// leaves out the CPU profile, whose collection of source positions takes hundreds of ms of the start's tasks.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchBenchBrowser } from './browser-bench.ts';
import { openUntilHomeReady } from './cold-start-bench.ts';
import { startTrace, timeInside, type TraceEvent } from './trace-tasks.ts';

const { values } = parseArgs({
  options: {
    // Keep the service worker and its caches as they are (a later start, with the code caches they hold).
    'keep-sw': { type: 'boolean', default: false },
    url: { type: 'string' },
    profile: { type: 'string' },
    out: { type: 'string', default: 'trace.json' },
    light: { type: 'boolean', default: false },
    to: { type: 'string', default: 'first-card' },
  },
});
if (!values.url || !values.profile) throw new Error('usage: --url URL --profile DIR [--out FILE]');
const context = await launchBenchBrowser(
  values.profile,
  process.env.EXTRA_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [],
);
try {
  for (const page of context.pages()) await page.close();
  // The build served now is what the service worker must hold: its old registration and caches go first.
  if (!values['keep-sw']) {
    const first = await context.newPage();
    const firstCdp = await context.newCDPSession(first);
    await firstCdp.send('Storage.clearDataForOrigin', {
      origin: values.url,
      storageTypes: 'service_workers,cache_storage',
    });
    await first.goto(`${values.url}/`);
    await first.locator('a[href^="/inspections/"]').first().waitFor({ timeout: 60_000 });
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.close();
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const endTrace = await startTrace(cdp, [
    ...(values.light ? [] : ['disabled-by-default-v8.cpu_profiler']),
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.frame',
    'v8.execute',
    'v8',
    'blink.user_timing',
    'loading',
    'disabled-by-default-v8.compile',
    'toplevel',
    'ServiceWorker',
    'navigation',
  ]);
  const { homeInteractive } = await openUntilHomeReady(page, values.url);
  if (values.to === 'interactive') await homeInteractive;
  const events = await endTrace();
  await writeFile(values.out, JSON.stringify({ traceEvents: events }));
  process.stderr.write(`${events.length} events in ${values.out}\n`);
  printStartTasks(events);
} finally {
  await context.close();
}

/**
 * The main-thread tasks over 50 ms of the app's page from its navigation, and what each held. The page's renderer
 * is the one that navigated to the app: the browser's own new-tab page has a renderer main thread too, and is busier.
 */
function printStartTasks(trace: readonly TraceEvent[]): void {
  const navigation = trace
    .filter(
      (e) =>
        e.name === 'navigationStart' && String(e.args?.data?.['documentLoaderURL'] ?? '').startsWith('http'),
    )
    .at(-1);
  if (!navigation) return;
  const main = trace.find(
    (e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  const onMain = trace.filter((e) => e.pid === navigation.pid && e.tid === main?.tid && e.ph === 'X');
  for (const task of onMain) {
    if (task.name !== 'ThreadControllerImpl::RunTask' || task.ts < navigation.ts || (task.dur ?? 0) < 50_000)
      continue;
    const inside = [...timeInside(task, onMain)]
      .filter(([what]) => !what.startsWith('ThreadControllerImpl'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([what, us]) => `${what} ${(us / 1000).toFixed(0)}`);
    const at = ((task.ts - navigation.ts) / 1000).toFixed(0);
    process.stderr.write(
      `${at.padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${inside.join(' | ')}\n`,
    );
  }
}
