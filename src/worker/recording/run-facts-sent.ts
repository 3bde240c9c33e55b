import {
  sideRunFacts,
  type InspectionFacts,
  type RunFactsRest,
  type RunFactsSent,
  type Side,
} from '../../rules/index.ts';

// The side's run facts split for the page (decision 0107): the facts kept between writes (decision 0067) keep their
// history, parts and dimensions (the same objects) while only the inspection's own readings are read again, so the
// same objects are the same rest, and one key names it for as long as they are kept.

interface Keyed {
  readonly of: RunFactsRest;
  readonly keys: Map<Side, string>;
}

const keyed = new WeakMap<InspectionFacts['history'], Keyed>();
let made = 0;

const sameRest = (a: RunFactsRest, b: RunFactsRest) =>
  a.history === b.history &&
  a.sides === b.sides &&
  a.bucketExternalId === b.bucketExternalId &&
  a.parts === b.parts &&
  a.dimensions === b.dimensions &&
  a.triggers === b.triggers &&
  a.actionTypes === b.actionTypes;

/** The key of these facts' rest for one side's run: the same while the same objects are kept. */
function restKey(facts: InspectionFacts, side: Side): string {
  let entry = keyed.get(facts.history);
  if (entry === undefined || !sameRest(entry.of, facts)) {
    entry = { of: facts, keys: new Map() };
    keyed.set(facts.history, entry);
  }
  let key = entry.keys.get(side);
  if (key === undefined) {
    made += 1;
    key = `${made}:${side}`;
    entry.keys.set(side, key);
  }
  return key;
}

/** A side's run facts as sent: the rest left out when the page holds it under the same key. */
export function sentRunFacts(facts: InspectionFacts, side: Side, held: string | undefined): RunFactsSent {
  const key = restKey(facts, side);
  if (key === held) return { inspection: facts.inspection, restKey: key };
  const { inspection, ...rest } = sideRunFacts(facts, side);
  return { inspection, restKey: key, rest };
}
