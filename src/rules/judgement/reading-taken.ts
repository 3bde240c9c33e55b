// A measuring run's reading judged on the page the moment it is taken (decision 0076), by the one judgement
// (decision 0023) over the facts the worker last gave with the reading as the save writes it: the screen shows what
// the worker will then judge, before its answer comes back.
import { PITCH_GAUGE_UNIT_ID } from '../constants.ts';
import type { Side } from '../enums.ts';
import type { LengthUnit } from '../lengths.ts';
import { parseDecimal } from '../numbers.ts';
import { addPitchGaugeReading } from '../pitch-gauge.ts';
import {
  ENGLISH_FINDING_WORDS,
  entryJudgement,
  type EntryJudgement,
  type FindingWords,
} from '../list-judgement.ts';
import type { FactObservation, InspectionFacts } from './inspection-facts.ts';
import { judgeInspectionTargets } from './inspection-targets.ts';

/**
 * A value as a save records it: its identifier, the text stored (null: the save deletes it, as the tape measure's worn
 * length with no number of shoes) and the unit it was measured in.
 */
export interface ReadingWritten {
  readonly identifier: string;
  readonly value: string | null;
  readonly unitId: number | null;
}

// What a side's run judges from: the inspection's own facts whole, and of the earlier inspections only the side's
// readings and the operation's values (hours, changeouts) its targets' history takes (decision 0076)
export function sideRunFacts(facts: InspectionFacts, side: Side): InspectionFacts {
  const kept = (o: FactObservation) =>
    o.identifier.startsWith(`Undercarriage.${side}.`) || o.identifier.startsWith('Operation.');
  return {
    ...facts,
    history: facts.history.map((h) => ({ ...h, observations: h.observations.filter(kept) })),
  };
}

// A worn length is judged as written; any other reading (the tape measure's, whose worn length the save works out)
// waits for the worker's judgement (decision 0076)
export function judgedAsWritten(identifier: string): boolean {
  return identifier.endsWith('.WornLength');
}

// The facts with values written on a side, each in place of the one it replaces, a value deleted left out (recording
// spec §3: an observation is found by its identifier on its entity)
function withWritten(
  facts: InspectionFacts,
  side: Side,
  written: readonly ReadingWritten[],
): InspectionFacts {
  const entity = facts.sides.find((s) => s.side === side)?.equipmentExternalId ?? null;
  let observations = [...facts.inspection.observations];
  for (const w of written) {
    const at = observations.findIndex((o) => o.identifier === w.identifier);
    if (w.value === null) {
      observations = observations.filter((_, i) => i !== at);
      continue;
    }
    const next = { identifier: w.identifier, entityExternalId: entity, value: w.value, unitId: w.unitId };
    if (at < 0) observations = [...observations, next];
    else observations[at] = { ...next, entityExternalId: observations[at]?.entityExternalId ?? entity };
  }
  return { ...facts, inspection: { ...facts.inspection, observations } };
}

// The judgement a run's reading just written comes to, as the worker's run model gives it (its target's entry
// judgement, decision 0042), or undefined when the page cannot judge it alone (decision 0076)
export function takenReadingJudgement(
  facts: InspectionFacts,
  side: Side,
  target: string,
  written: readonly ReadingWritten[],
  words: FindingWords = ENGLISH_FINDING_WORDS,
  shown: LengthUnit = 'mm',
): EntryJudgement | null | undefined {
  if (written.length === 0 || !written.every((w) => judgedAsWritten(w.identifier))) return undefined;
  return entryJudgement(
    judgeInspectionTargets(withWritten(facts, side, written), new Set([target])),
    [target],
    'none',
    shown,
    words,
  );
}

// The worn length a reading's result is judged by: a pitch gauge reading's is its side's average, the gauge's worn
// length; any other reading's is its own identifier (recording spec §5, decision 0101)
export function judgedIdentifierOf(identifier: string): string {
  return identifier.replace(/\.PitchGauge\.Readings$/, '.PitchGauge.WornLength');
}

// A pitch gauge reading as its save writes it, `mm` the reading in millimetres as sent to the worker: the side's gauge
// average with it added, by the rule the worker keeps it by, from the facts; undefined when the rule would not keep
// it or the side's part has no dimension for it (recording spec §5, decision 0101)
export function gaugeReadingWritten(
  facts: InspectionFacts,
  side: Side,
  readingsIdentifier: string,
  mm: string,
): readonly ReadingWritten[] | undefined {
  const wornId = judgedIdentifierOf(readingsIdentifier);
  if (wornId === readingsIdentifier) return undefined;
  const equipment = facts.sides.find((s) => s.side === side)?.equipmentExternalId;
  const dimension = facts.dimensions.find(
    (d) =>
      d.identifier === wornId &&
      facts.parts.some((p) => p.externalId === d.partExternalId && p.equipmentExternalId === equipment),
  );
  if (!dimension) return undefined;
  const readings = facts.inspection.observations.flatMap((o) => {
    const value = o.identifier === readingsIdentifier ? parseDecimal(o.value) : undefined;
    return value === undefined ? [] : [value];
  });
  const added = addPitchGaugeReading(readings, mm, dimension);
  if (!added.ok || !added.accepted) return undefined;
  return [{ identifier: wornId, value: String(added.average), unitId: PITCH_GAUGE_UNIT_ID }];
}
