import type { EngineHost } from '../engine-host.ts';

/**
 * The planner's stored rows are kept current from the database's open on: the fleet is judged in the background
 * once the engine is ready and the screens have been quiet a while, and the machines a pull or a write changed
 * after each. The planner's code is loaded then (a dynamic import), not with the worker's first script: opening the
 * database does not wait for it.
 */
export function judgeFleetInBackground(
  host: Pick<EngineHost, 'subscribe' | 'engine' | 'inspectorWork'>,
): void {
  host.subscribe((event) => {
    if (event.type !== 'state' || event.state.kind !== 'ready') return;
    // The app's first screen reads as soon as the database is open: the judging waits for the screens' quiet as if
    // they had just asked, rather than start before them (a task of ~60 ms at CPU 4x ahead of Home's lists in a cold
    // start; decision 0119).
    host.inspectorWork.mark();
    // The database closed before the code arrived (another tab took it), or the code did not load: the next
    // open judges the fleet again.
    void import('./planner-store.ts')
      .then(({ plannerStore }) => plannerStore(host.engine, host.inspectorWork).schedule())
      .catch(() => undefined);
  });
}
