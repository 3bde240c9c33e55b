// `node tests/bench/field-save-trace.ts [--dist DIR] [--seeded DIR] [--port 4351] [--saves 30] [--warm 5] [--out DIR]`: where a
// field save's time goes (issue 56: field save p95 < 25 ms). The recording bench's save (Tonnage typed a keystroke a
// frame, then its blur to the "saved" mark) at CPU 4× on the large fleet, traced: for each save, the page's and the
// engine worker's tasks between the blur and the mark, with what was inside them. A build made with
// `npx vite build --minify false` names its functions.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverOnSeededCopy } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { percentile } from './percentile.ts';
import { benchInspection, syncedPage } from './synced-page.ts';
import { typeAndSave } from './recording-bench.ts';
import { startTrace, timeInside, type TraceEvent } from './trace-tasks.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    seeded: { type: 'string' },
    port: { type: 'string', default: '4351' },
    saves: { type: 'string', default: '30' },
    // Saves before the trace starts: 0 traces the page's first save, its code not yet run.
    warm: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench-results/field-save-trace' },
    // A trace.json this tool wrote: explained again, nothing run.
    read: { type: 'string' },
  },
});
const log = (message: string) => process.stderr.write(`[save-trace] ${message}\n`);
const port = Number(values.port);

if (values.read) {
  const { traceEvents } = JSON.parse(await readFile(values.read, 'utf8')) as { traceEvents: TraceEvent[] };
  report(traceEvents);
  process.exit(0);
}
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
    const inspection = await benchInspection(page);
    await page.goto(`${server.url}/inspections/${inspection}`);
    await page.getByRole('link', { name: /^Operation/ }).click();
    await page.getByLabel('Tonnage').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A few saves first: the first ones compile what the rest run.
    for (let i = 0; i < Number(values.warm); i++) await page.evaluate(typeAndSave, String(90_000 + i));
    const endTrace = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'toplevel',
      // Samples of every thread's stack, the engine worker's among them (read by `threadProfile`).
      'disabled-by-default-v8.cpu_profiler',
    ]);
    const saves: number[] = [];
    for (let i = 0; i < Number(values.saves); i++) {
      saves.push(await page.evaluate(typeAndSave, String(100_000 + i)));
    }
    const collected = await endTrace();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await writeFile(path.join(out, 'trace.json'), JSON.stringify({ traceEvents: collected }));
    const sorted = [...saves].sort((a, b) => a - b);
    console.log(
      `${saves.length} saves: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
    );
    report(collected);
  });
} finally {
  await server.stop();
}

/** What the trace says of the saves: each one's tasks, then the engine worker's and the page's sampled functions. */
function report(events: readonly TraceEvent[]): void {
  explain(events);
  threadProfile(events, 'DedicatedWorker thread', 'engine worker');
  threadProfile(events, 'CrRendererMain', 'page');
}

/** The events of the mark `name` the bench sets (recording-bench.ts), in time order. */
function marked(events: readonly TraceEvent[], name: string): TraceEvent[] {
  return events.filter((e) => e.name === name).sort((a, b) => a.ts - b.ts);
}

/** Each save, its blur to its "saved" mark: the page's and the engine worker's tasks in it, with what was inside. */
function explain(events: readonly TraceEvent[]): void {
  const blurs = marked(events, 'inspect:bench-blur');
  const saved = marked(events, 'inspect:bench-saved');
  const first = blurs[0];
  if (!first) return void console.log('no marks in the trace');
  const threads = new Map<number, string>();
  for (const e of events)
    if (e.name === 'thread_name' && e.pid === first.pid) threads.set(e.tid, String(e.args?.name));
  const onThread = (tid: number) =>
    events.filter((e) => e.pid === first.pid && e.tid === tid && e.ph === 'X');
  const tasks = events.filter((e) => e.pid === first.pid && e.ph === 'X' && e.name === 'RunTask');
  blurs.forEach((blur, i) => {
    const end = saved.find((s) => s.ts > blur.ts)?.ts;
    if (end === undefined) return;
    console.log(`\nsave ${i + 1}: ${((end - blur.ts) / 1000).toFixed(1)} ms`);
    const inSpan = tasks.filter((t) => t.ts + (t.dur ?? 0) > blur.ts && t.ts < end && (t.dur ?? 0) > 200);
    for (const t of inSpan) {
      const inside = [...timeInside(t, onThread(t.tid)).entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const thread = (threads.get(t.tid) ?? String(t.tid)).replace('ThreadControllerImpl::', '').padEnd(22);
      console.log(
        `  +${((t.ts - blur.ts) / 1000).toFixed(1).padStart(6)} ${((t.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms ${thread} ${inside
          .filter(([k]) => !k.startsWith('ThreadControllerImpl'))
          .map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`)
          .join(' | ')}`,
      );
    }
  });
}

interface ChunkNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: { readonly functionName: string; readonly url?: string; readonly lineNumber?: number };
}
interface ProfileChunk {
  readonly cpuProfile?: { readonly nodes?: readonly ChunkNode[]; readonly samples?: readonly number[] };
  readonly timeDeltas?: readonly number[];
}

/**
 * A thread's sampled time by function, its own (self) and with its callees: in the saves' spans (blur to "saved") and
 * outside them.
 */
function threadProfile(events: readonly TraceEvent[], thread: string, title: string): void {
  const marks = events.find((e) => e.name === 'inspect:bench-blur');
  const named = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === thread && (!marks || e.pid === marks.pid),
  );
  if (!named) return;
  // A thread's samples come in chunks from a profiler thread of its own, tied to the thread's Profile event by id.
  const idOf = (e: TraceEvent) => (e as TraceEvent & { readonly id?: string }).id;
  const profile = events.find((e) => e.name === 'Profile' && e.pid === named.pid && e.tid === named.tid);
  if (!profile) return void console.log(`\nno samples of the ${title} in the trace`);
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === named.pid && idOf(e) === idOf(profile))
    .sort((a, b) => a.ts - b.ts);
  const saved = marked(events, 'inspect:bench-saved');
  const spans = marked(events, 'inspect:bench-blur').map(
    (b) => [b.ts, saved.find((s) => s.ts > b.ts)?.ts ?? b.ts] as const,
  );
  const inSpan = (ts: number) => spans.some(([from, to]) => ts >= from && ts <= to);
  const nodes = new Map<number, ChunkNode>();
  const times = { saves: { self: new Map<string, number>(), total: new Map<string, number>() } };
  const outside = { self: new Map<string, number>(), total: new Map<string, number>() };
  const name = (n: ChunkNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop() ?? ''}:${(n.callFrame.lineNumber ?? 0) + 1}`;
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const chunk of chunks) {
    const data = (chunk.args?.data ?? {}) as ProfileChunk;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      const delta = data.timeDeltas?.[i] ?? 0;
      ts += delta;
      const leaf = nodes.get(id);
      if (!leaf || leaf.callFrame.functionName === '(idle)') return;
      const into = inSpan(ts) ? times.saves : outside;
      const ms = delta / 1000;
      into.self.set(name(leaf), (into.self.get(name(leaf)) ?? 0) + ms);
      const seen = new Set<string>();
      for (
        let at: ChunkNode | undefined = leaf;
        at;
        at = at.parent === undefined ? undefined : nodes.get(at.parent)
      )
        seen.add(name(at));
      for (const key of seen) into.total.set(key, (into.total.get(key) ?? 0) + ms);
    });
  }
  const print = (heading: string, table: Map<string, number>, top: number) => {
    console.log(`\n${title}, ${heading}`);
    for (const [fn, ms] of [...table.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${ms.toFixed(1).padStart(9)} ms  ${fn}`);
  };
  print(`in the ${spans.length} saves: self time by function`, times.saves.self, 30);
  print(`in the saves: total time by function (its callees included)`, times.saves.total, 60);
  print('outside the saves: total time by function', outside.total, 40);
}
