// `node tests/bench/cold-start-trace.ts --url URL --profile DIR --out FILE`: one cold start (CPU 4×) in a profile
// that cold-start-compare.ts prepared, recorded as a Chrome trace (open it in DevTools' Performance panel).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchBenchBrowser } from './browser-bench.ts';
import { openUntilHomeReady } from './cold-start-bench.ts';

const { values } = parseArgs({
  options: {
    // Keep the service worker and its caches as they are (a later start, with the code caches they hold).
    'keep-sw': { type: 'boolean', default: false },
    url: { type: 'string' },
    profile: { type: 'string' },
    out: { type: 'string', default: 'trace.json' },
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
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (event: { value: unknown[] }) => events.push(...event.value));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
        'disabled-by-default-v8.compile',
        'toplevel',
        'ServiceWorker',
        'navigation',
      ],
    },
  });
  await openUntilHomeReady(page, values.url);
  await cdp.send('Tracing.end');
  await done;
  await writeFile(values.out, JSON.stringify({ traceEvents: events }));
  process.stderr.write(`${events.length} events in ${values.out}\n`);
} finally {
  await context.close();
}
