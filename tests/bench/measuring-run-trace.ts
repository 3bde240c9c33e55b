// `node tests/bench/measuring-run-trace.ts [--dist DIR] [--seeded DIR] [--port 4350] [--passes 1] [--step 2] [--light]
// [--over 50] [--slow MS] [--gc] [--alloc] [--out DIR]`: where a measuring run's time goes (decisions 0054, 0106): the
// run of measuring-run-bench.ts at CPU 4× on the large fleet, with a CPU profile of the page's main thread (open
// page.cpuprofile in DevTools; none with --light) and a trace of the page's main-thread tasks. Prints each reading's
// time, the functions that took the page's time (self time, bottom up), the page's tasks over `--over` ms (each named
// by the reading before it, with the functions sampled in it), with `--slow`, every task of each reading that took
// that long, with `--gc` the page's garbage collections and with `--alloc` where it allocates. A build made with
// `npx vite build --minify false` names its functions.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverOnSeededCopy } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { measureMeasuringRun } from './measuring-run-bench.ts';
import { syncedPage } from './synced-page.ts';
import { startTrace, timeInside, type TraceEvent } from './trace-tasks.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    seeded: { type: 'string' },
    port: { type: 'string', default: '4350' },
    passes: { type: 'string', default: '1' },
    // One reading of each pass alone (its index in walking order: 2 the tape measure's), not the whole pass.
    step: { type: 'string' },
    // No CPU profile: its sampling lengthens the page's tasks (the long tasks then are not the bench's).
    light: { type: 'boolean', default: false },
    // The tasks reported: over this many ms (the bench counts those over 50).
    over: { type: 'string', default: '50' },
    // Each reading that took this many ms or more: every main-thread task from its Enter to its frame's end.
    slow: { type: 'string' },
    // V8's garbage collections in the trace too: the page's pauses, and each major one's heap before and after.
    gc: { type: 'boolean', default: false },
    // Where the page allocates during the readings (V8's sampling heap profiler), the largest first.
    alloc: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench-results/measuring-run-trace' },
  },
});
const log = (message: string) => process.stderr.write(`[run-trace] ${message}\n`);
const port = Number(values.port);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
}

const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;

const server = await serverOnSeededCopy({
  seeded: values.seeded,
  scale: 'large',
  port,
  dist: values.dist,
  log,
});
const out = path.resolve(values.out);
await mkdir(out, { recursive: true });
try {
  await withProfile(async (context) => {
    log('first sync');
    const page = await syncedPage(context, server);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const collected: TraceEvent[] = [];
    let endTrace: (() => Promise<TraceEvent[]>) | undefined;
    const profiles: { name: string; profile: CpuProfile }[] = [];
    const allocations: AllocationNode[] = [];
    const figures = await measureMeasuringRun(page, Number(values.passes), true, {
      step: values.step === undefined ? undefined : Number(values.step),
      start: async () => {
        if (values.alloc) {
          await cdp.send('HeapProfiler.enable');
          // Collected objects too: what the collections cost is the garbage
          await cdp.send('HeapProfiler.startSampling', {
            samplingInterval: 16_384,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
          });
        }
        if (!values.light) await cdp.send('Profiler.start');
        endTrace = await startTrace(cdp, [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink',
          'toplevel',
          ...(values.gc ? ['disabled-by-default-v8.gc'] : []),
        ]);
      },
      stop: async () => {
        // Not pushed as arguments: a pass's trace is more events than a call's stack holds
        for (const event of (await endTrace?.()) ?? []) collected.push(event);
        if (values.alloc) {
          const { profile } = await cdp.send('HeapProfiler.stopSampling');
          allocations.push(profile.head);
        }
        if (values.light) return;
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        profiles.push({ name: `page-${profiles.length + 1}`, profile });
      },
    });
    log(
      `p50 ${figures.readingP50Ms.toFixed(0)} ms, p95 ${figures.readingP95Ms.toFixed(0)} ms, long tasks ${figures.longTasks}`,
    );
    for (const s of figures.samples)
      console.log(
        `${s.ms.toFixed(0).padStart(6)} ms (focused ${s.focusedMs.toFixed(0).padStart(5)} ms)  ${s.place}`,
      );
    for (const { name, profile } of profiles) {
      await writeFile(path.join(out, `${name}.cpuprofile`), JSON.stringify(profile));
      console.log(`\n${name}: self time by function`);
      for (const [fn, ms] of selfTimes(profile).slice(0, 40))
        console.log(`${ms.toFixed(1).padStart(9)} ms  ${fn}`);
      console.log(`\n${name}: total time by function (its callees' included)`);
      for (const [fn, ms] of totalTimes(profile).slice(0, 60))
        console.log(`${ms.toFixed(1).padStart(9)} ms  ${fn}`);
    }
    await writeFile(path.join(out, 'trace.json'), JSON.stringify({ traceEvents: collected }));
    longTasks(
      collected,
      figures.samples.map((s) => s.place),
      profiles.map((p) => p.profile),
    );
    if (values.slow !== undefined) slowReadings(collected, figures.samples, Number(values.slow));
    if (values.gc) collections(collected);
    if (values.alloc) allocated(allocations);
  });
} finally {
  await server.stop();
}

/** Each function's own sampled time (not its callees'), the largest first; idle and the program itself left out. */
function selfTimes(profile: CpuProfile): [string, number][] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** The page's main thread (the renderer whose thread dispatched the most events) and its complete events. */
function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const keydowns = (e: TraceEvent) =>
    events.filter((d) => d.name === 'EventDispatch' && d.pid === e.pid && d.tid === e.tid).length;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => keydowns(b) - keydowns(a))[0];
  return main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X') : [];
}

/** When each reading's Enter was dispatched: the bench's only trusted key events are its Enters. */
function enterTimes(onMain: readonly TraceEvent[]): number[] {
  return onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .map((e) => e.ts);
}

/**
 * Each reading of `slowMs` or more: the main thread's tasks from its Enter's event to the end of its frame (the
 * reading's time), each with where its time went, so what the frame waited for is named.
 */
function slowReadings(
  events: readonly TraceEvent[],
  samples: readonly { readonly ms: number; readonly focusedMs: number; readonly place: string }[],
  slowMs: number,
): void {
  const onMain = mainThreadEvents(events);
  const enters = enterTimes(onMain);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  samples.forEach((sample, i) => {
    const enter = enters[i];
    if (sample.ms < slowMs || enter === undefined) return;
    console.log(
      `\nreading ${i + 1}, ${sample.place}: ${sample.ms.toFixed(0)} ms (focused ${sample.focusedMs.toFixed(0)} ms)`,
    );
    // The task the Enter's event ran in began before it
    const from = tasks.filter((t) => t.ts <= enter).at(-1)?.ts ?? enter;
    for (const task of tasks.filter((t) => t.ts >= from && t.ts <= enter + sample.ms * 1000)) {
      if ((task.dur ?? 0) < 1000) continue;
      const inside = [...timeInside(task, onMain).entries()]
        .filter(([name]) => name !== 'ThreadControllerImpl::RunTask')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
        .join(' | ');
      console.log(
        `  +${((task.ts - enter) / 1000).toFixed(1).padStart(6)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${inside}`,
      );
    }
  });
}

interface AllocationNode {
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly selfSize: number;
  readonly children: readonly AllocationNode[];
}

/** What the page allocated during the readings, by function (its own allocations), the largest first. */
function allocated(heads: readonly AllocationNode[]): void {
  const bytes = new Map<string, number>();
  const walk = (node: AllocationNode) => {
    const key = frameName(node.callFrame);
    bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  heads.forEach(walk);
  const all = [...bytes.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\nallocated during the readings (sampled): ${(all / 1e6).toFixed(1)} MB`);
  for (const [name, n] of [...bytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(n / 1e6).toFixed(2).padStart(7)} MB  ${name}`);
}

/** The page's garbage collection pauses: minor and major, and each major one's heap before and after. */
function collections(events: readonly TraceEvent[]): void {
  const onMain = mainThreadEvents(events);
  console.log("\nthe page's garbage collections");
  for (const kind of ['MinorGC', 'MajorGC']) {
    const pauses = onMain.filter((e) => e.name === kind).map((e) => (e.dur ?? 0) / 1000);
    const total = pauses.reduce((sum, ms) => sum + ms, 0);
    console.log(
      `  ${kind}: ${pauses.length}, ${total.toFixed(1)} ms in all, the longest ${Math.max(0, ...pauses).toFixed(1)} ms`,
    );
  }
  const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : (bytes / 1e6).toFixed(1));
  for (const major of onMain.filter((e) => e.name === 'MajorGC'))
    console.log(
      `  major ${((major.dur ?? 0) / 1000).toFixed(1)} ms: heap ${mb(major.args?.usedHeapSizeBefore)} → ${mb(major.args?.usedHeapSizeAfter)} MB`,
    );
}

/**
 * The page's sampled functions between two trace times (µs: the profiler's clock is the trace's), with their
 * callees' time, counted once per sample.
 */
function sampledIn(profiles: readonly CpuProfile[], from: number, to: number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const profile of profiles) {
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      if (at < from || at > to) return;
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const frame = byNode.get(node)?.callFrame;
        if (frame && frame.functionName !== '(root)') seen.add(frameName(frame));
      }
      for (const key of seen) totals.set(key, (totals.get(key) ?? 0) + delta / 1000);
    });
  }
  return totals;
}

/** Each function's time with its callees', counted once per sample however deep it recurses. */
function totalTimes(profile: CpuProfile): [string, number][] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (byNode.get(id)?.callFrame.functionName === '(idle)') return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byNode.get(at)?.callFrame;
      if (frame) seen.add(frameName(frame));
    }
    for (const key of seen) totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * The page's main-thread tasks over `--over` ms and the timeline events inside each, by total duration; each named by
 * the reading whose Enter came last before its end (the bench's only trusted key events are its Enters), so a task
 * that handled an Enter is named by that reading, a negative time after it.
 */
function longTasks(
  events: readonly TraceEvent[],
  places: readonly string[],
  profiles: readonly CpuProfile[],
): void {
  const onMain = mainThreadEvents(events);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > Number(values.over) * 1000);
  const enters = enterTimes(onMain);
  console.log(`\n${tasks.length} main-thread tasks over ${values.over} ms`);
  const overall = new Map<string, number>();
  for (const task of tasks) {
    const inside = timeInside(task, onMain);
    for (const [key, dur] of inside) overall.set(key, (overall.get(key) ?? 0) + dur);
    const after = enters.filter((ts) => ts <= task.ts + (task.dur ?? 0)).length;
    const since = after > 0 ? ((task.ts - (enters[after - 1] ?? 0)) / 1000).toFixed(0) : '-';
    console.log(
      `task ${((task.dur ?? 0) / 1000).toFixed(0)} ms, ${since} ms after Enter ${after}: ${places[after - 1] ?? 'before the first'}`,
    );
    for (const [name, dur] of [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`  ${(dur / 1000).toFixed(1).padStart(8)} ms  ${name}`);
    const sampled = sampledIn(profiles, task.ts, task.ts + (task.dur ?? 0));
    if (sampled.size > 0) console.log('  sampled in it, with callees:');
    for (const [name, ms] of [...sampled.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  console.log('\nin all long tasks together');
  for (const [name, dur] of [...overall.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${(dur / 1000).toFixed(1).padStart(8)} ms  ${name}`);
}
