import { wrapMethods } from './api/wrap-methods.ts';

// When the inspector's screens last asked the engine for something. Background work (the planner's judging of the
// fleet) steps back while they do: a measuring run's readings come every second or two, and judging that went on
// between them took the cores the page needed for its next Enter (decision 0110).

/** The time of the screens' last call to the engine. */
export class InspectorWork {
  #at = Number.NEGATIVE_INFINITY;

  mark(): void {
    this.#at = performance.now();
  }

  /** How long since the screens last asked for something (Infinity before they ever did). */
  idleMs(): number {
    return performance.now() - this.#at;
  }
}

/** The area with each of its methods marking the inspector's work as it is called. */
export function markingInspectorWork<Area extends object>(area: Area, work: InspectorWork): Area {
  return wrapMethods(area, (call) => {
    work.mark();
    return call();
  });
}
