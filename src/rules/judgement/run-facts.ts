// What a side's measuring run judges by, as the worker sends it to the page (decision 0107). Each reading's save
// makes the run's read stale, and that read gave the whole facts each time: 67 kB of JSON at a large fleet's
// machine, 16 times a pass of 7 readings, most of it the history, parts and dimensions no reading's save changes.
// The worker now sends the inspection's own readings each time and the rest only when the page does not hold it.
import type { FactInspection, InspectionFacts } from './inspection-facts.ts';

/** Everything but the inspection's own readings: the history, the parts and dimensions, what values call for. */
export type RunFactsRest = Omit<InspectionFacts, 'inspection'>;

/** The rest of the facts the page holds, with the key the worker gave them. */
export interface HeldRunFacts {
  readonly key: string;
  readonly rest: RunFactsRest;
}

/** The run's facts as sent: the inspection each time; the rest's key, and the rest unless the page said it held it. */
export interface RunFactsSent {
  readonly inspection: FactInspection;
  readonly restKey: string;
  readonly rest?: RunFactsRest;
}

// The whole facts from what was sent and the rest held when it was asked, and what is held after them; undefined when
// the rest was left out for another key than the one held (the worker leaves it out only for the key sent).
// Joined here, not in the worker, so the unchanged rest crosses once (decision 0107)
export function joinRunFacts(
  sent: RunFactsSent,
  held: HeldRunFacts | undefined,
): { readonly facts: InspectionFacts; readonly held: HeldRunFacts } | undefined {
  const rest = sent.rest ?? (held?.key === sent.restKey ? held.rest : undefined);
  if (rest === undefined) return undefined;
  return {
    facts: { ...rest, inspection: sent.inspection },
    held: held?.key === sent.restKey ? held : { key: sent.restKey, rest },
  };
}
