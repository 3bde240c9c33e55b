// `npx node tests/bench/measuring-run-renders.ts --dist DIR [--seeded DIR] [--port 4350] [--passes 1]`: how often each
// React component rendered (mounted or rendered again) over a measuring run's readings (decision 0092), the run of
// measuring-run-bench.ts at CPU 4× on the large fleet. Counted at each commit through React's devtools hook, as React
// DevTools does: a subtree whose child fibers are the last commit's was not rendered, a fiber with no alternate was
// mounted, one flagged PerformedWork was rendered. A build made with `npx vite build --minify false` names them.
import { parseArgs } from 'node:util';
import { serverOnSeededCopy } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { measureMeasuringRun } from './measuring-run-bench.ts';
import { syncedPage } from './synced-page.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    seeded: { type: 'string' },
    port: { type: 'string', default: '4350' },
    passes: { type: 'string', default: '1' },
  },
});
const log = (message: string) => process.stderr.write(`[run-renders] ${message}\n`);
const port = Number(values.port);

/** In the page before the app: React finds the hook and reports each commit to it. */
function countRenders(): void {
  interface Fiber {
    readonly tag: number;
    readonly type: unknown;
    readonly flags: number;
    readonly child: Fiber | null;
    readonly sibling: Fiber | null;
    readonly alternate: Fiber | null;
  }
  const counts = new Map<string, { mounted: number; rendered: number }>();
  const state = { on: false, commits: 0 };
  Object.assign(globalThis, { benchRenders: { counts, state } });
  // Function, class, forwardRef and memo components (React's work tags 0, 1, 11, 14, 15)
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') return type.name || '(anonymous)';
    if (typeof type === 'object' && type !== null) {
      const inner =
        (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render;
      return nameOf(inner);
    }
    return '(anonymous)';
  };
  const count = (fiber: Fiber, how: 'mounted' | 'rendered') => {
    const name = nameOf(fiber.type);
    const c = counts.get(name) ?? { mounted: 0, rendered: 0 };
    c[how]++;
    counts.set(name, c);
  };
  const walk = (fiber: Fiber | null): void => {
    for (let f = fiber; f !== null; f = f.sibling) {
      const previous = f.alternate;
      if (COMPONENT.has(f.tag)) {
        if (previous === null) count(f, 'mounted');
        else if ((f.flags & 1) === 1) count(f, 'rendered');
      }
      // Children that are the last commit's were not visited by this render
      if (previous === null || f.child !== previous.child) walk(f.child);
    }
  };
  Object.assign(globalThis, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        if (!state.on) return;
        state.commits++;
        const current = root.current;
        walk(current.alternate === null || current.child !== current.alternate.child ? current.child : null);
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    },
  });
}

const server = await serverOnSeededCopy({
  seeded: values.seeded,
  scale: 'large',
  port,
  dist: values.dist,
  log,
});
try {
  await withProfile(async (context) => {
    await context.addInitScript(countRenders);
    log('first sync');
    const page = await syncedPage(context, server);
    const switchTo = (on: boolean) =>
      page.evaluate((value) => {
        const renders = (globalThis as { benchRenders?: { state: { on: boolean } } }).benchRenders;
        if (renders) renders.state.on = value;
      }, on);
    const figures = await measureMeasuringRun(page, Number(values.passes), true, {
      start: () => switchTo(true),
      stop: () => switchTo(false),
    });
    const { commits, rows } = await page.evaluate(() => {
      const renders = (
        globalThis as {
          benchRenders?: {
            counts: Map<string, { mounted: number; rendered: number }>;
            state: { commits: number };
          };
        }
      ).benchRenders;
      return {
        commits: renders?.state.commits ?? 0,
        rows: [...(renders?.counts ?? new Map<string, { mounted: number; rendered: number }>()).entries()],
      };
    });
    log(
      `${figures.readings} readings: p50 ${figures.readingP50Ms.toFixed(0)} ms, p95 ${figures.readingP95Ms.toFixed(0)} ms, long tasks ${figures.longTasks}`,
    );
    const mounted = rows.reduce((n, [, c]) => n + c.mounted, 0);
    const rendered = rows.reduce((n, [, c]) => n + c.rendered, 0);
    console.log(`${commits} commits; components mounted ${mounted}, rendered again ${rendered}`);
    console.log('  mounted  rendered  component');
    for (const [name, c] of rows
      .sort((a, b) => b[1].mounted + b[1].rendered - a[1].mounted - a[1].rendered)
      .slice(0, 40))
      console.log(`${String(c.mounted).padStart(9)} ${String(c.rendered).padStart(9)}  ${name}`);
  });
} finally {
  await server.stop();
}
