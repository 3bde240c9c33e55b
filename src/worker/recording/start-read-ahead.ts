import type { EngineHost } from '../engine-host.ts';
import type { Engine } from '../engine.ts';
import { markStart } from '../start-marks.ts';
import { contentsStatuses } from './basics-models.ts';
import { inspectionFacts } from './judged-targets.ts';

// Decision 0127: a page loaded at an inspection's address (a reload, or a tablet that put the tab away in the middle
// of a shift) asks at once for that inspection's contents and their judgement. Its first judgement after a cold
// start is the worker's slowest read (a task of 200-300 ms at CPU 4x: every statement and rule run for the first
// time), and a section tapped meanwhile waited behind it. Told the page's address as it starts (start-address.ts),
// the worker opens the database a few hundred milliseconds before the app's first call and makes that judgement in
// between: the facts stay kept until a write (facts-memo.ts) and the code is warm when the app asks. The facts' read
// and the judgement are two tasks: the contents' own read, asked meanwhile, is answered between them rather than
// after both, so their sections show before their statuses are ready.

type ReadAheadStep = (db: Engine['db'], inspectionExternalId: string) => Promise<unknown>;

/** The read ahead's steps, a task each: the inspection's facts (kept), then the contents' judgement of them. */
export const READ_AHEAD_STEPS: readonly ReadAheadStep[] = [inspectionFacts, contentsStatuses];

const INSPECTION_ADDRESS = /^\/inspections\/([^/]+)/;

/** The inspection an address of the app shows (its contents or any of its screens), if it names one. */
export function inspectionOfAddress(address: string): string | undefined {
  const segment = INSPECTION_ADDRESS.exec(address)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Reads and judges the contents of the inspection at the page's start address once the database first opens, a task
 * a step; answers the function that is told that address (start-address.ts tells it once; nothing is read for an
 * address of no inspection).
 */
export function startInspectionReadAhead(
  host: Pick<EngineHost, 'subscribe' | 'engine'>,
  steps: readonly ReadAheadStep[] = READ_AHEAD_STEPS,
): (address: string) => void {
  let inspection: string | undefined;
  let open: Engine | undefined;
  let asked = false;
  const ask = () => {
    if (asked || open === undefined || inspection === undefined) return;
    asked = true;
    const { db } = open;
    const id = inspection;
    // Each step out of the task before it (the first out of the start's own, the state just told).
    const run = (at: number, step: ReadAheadStep | undefined) => {
      if (step === undefined) return markStart('read-ahead-done');
      setTimeout(() => {
        if (at === 0) markStart('read-ahead');
        // An address of no inspection on this device, or a database closed meanwhile: the app's own read says so.
        void step(db, id).then(
          () => run(at + 1, steps[at + 1]),
          () => markStart('read-ahead-done'),
        );
      }, 0);
    };
    run(0, steps[0]);
  };
  host.subscribe((event) => {
    if (event.type !== 'state') return;
    // Until it has judged once: a later open (the database handed back by another tab) is no cold start.
    open = event.state.kind === 'ready' && !asked ? host.engine : undefined;
    ask();
  });
  return (address) => {
    inspection = inspectionOfAddress(address);
    ask();
  };
}
