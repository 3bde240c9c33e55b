// What a Chromium trace says of the main thread's long tasks, shared by the trace tools (photo-trace.ts,
// measuring-run-trace.ts, field-save-trace.ts, cold-start-trace.ts): how they take a trace, the events of the trace
// format they read, and where a task's time went.
import type { CDPSession } from '@playwright/test';

/** A trace event, as far as the tools read it. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** Thread time: the task's own running, without the time the system gave its core to others. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: Record<string, unknown>;
    /** A garbage collection's (V8's GC events): the heap in use before and after it, in bytes. */
    readonly usedHeapSizeBefore?: number;
    readonly usedHeapSizeAfter?: number;
  };
}

/** The time (µs) spent inside `task` by kind of event, named with its script function and file where it has one. */
export function timeInside(task: TraceEvent, onThread: readonly TraceEvent[]): Map<string, number> {
  const end = task.ts + (task.dur ?? 0);
  const inside = new Map<string, number>();
  for (const e of onThread) {
    if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    const data = e.args?.data ?? {};
    const where = data.url ? ` ${String(data.functionName ?? '')}@${String(data.url).split('/').pop()}` : '';
    const what = data.type ? ` ${String(data.type)}` : '';
    const key = `${e.name}${what}${where}`;
    inside.set(key, (inside.get(key) ?? 0) + (e.dur ?? 0));
  }
  return inside;
}

/**
 * Starts tracing the page of `cdp` with the trace's `categories`; answers the way to end it, which resolves with every
 * event the trace collected.
 */
export async function startTrace(
  cdp: CDPSession,
  categories: readonly string[],
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  // The protocol's own type says only `object[]`: these are the trace format's events.
  const collect = (event: { value: object[] }) => events.push(...(event.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories] },
  });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}
