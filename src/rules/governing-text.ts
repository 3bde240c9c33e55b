// Which way of measuring counts, said beside the result (RECORDING.md "One judgement": "where two readings judge the
// same part (tape and gauge), one written rule picks what governs, and every place says it").
import { formatMeasure, formatPercent } from './judgement-text.ts';
import type { LengthUnit } from './lengths.ts';
import { SOURCE_LOCALE } from './locale-format.ts';
import type { ActionView } from './action-severity.ts';
import type { JudgedReading, JudgedTarget } from './judgement/target-judgement.ts';

/** The facts of the note: each reading's instrument ("Pitch gauge", null for one way), result and action's words. */
export interface GoverningFacts {
  readonly instrument: string | null;
  readonly result: string;
  readonly action: string;
  readonly otherInstrument: string | null;
  readonly otherResult: string;
  readonly otherAction: string;
}

/** The note's words, passed in as the forecast's are (decision 0079); the English of decision 0042 by default. */
export interface GoverningWords {
  readonly locale: string;
  /** An action's label in the words' language ("Schedule Changeout"). */
  action(action: Pick<ActionView, 'name' | 'label'>): string;
  moreUrgent(facts: GoverningFacts): string;
  tie(facts: GoverningFacts): string;
}

const name = (instrument: string | null) => instrument ?? 'Reading';
const lower = (instrument: string | null) => (instrument ?? 'reading').toLowerCase();

export const ENGLISH_GOVERNING_WORDS: GoverningWords = {
  locale: SOURCE_LOCALE,
  action: (action) => action.label,
  moreUrgent: (f) =>
    `${name(f.instrument)} counts: ${f.result} (${f.action}) is more urgent than the ${lower(f.otherInstrument)}’s ${f.otherResult} (${f.otherAction}).`,
  tie: (f) =>
    `${name(f.instrument)} counts: ${f.result} and the ${lower(f.otherInstrument)}’s ${f.otherResult} call for the same action (${f.action}); on a tie the ${lower(f.instrument)} counts.`,
};

function resultOf(r: JudgedReading, shown: LengthUnit, words: GoverningWords): string {
  const now = r.judgement.now;
  if (!now.ok || now.measurement === undefined) return words.action(r.action);
  const wear = now.wearPercent === undefined ? '' : ` · ${formatPercent(now.wearPercent, words.locale)}`;
  return `${formatMeasure(now.measurement, r.unit, shown, words.locale)}${wear}`;
}

// For a part measured two ways, "Pitch gauge counts: 362.75 mm · 70.5 % (Schedule Changeout) is more urgent than the
// tape measure's 361.25 mm · 56.8 % (Monitor / Maintenance)."; empty with one reading or none.
// decision 0042: decision 0023's tape-and-gauge rule in the inspector's words, beside the result
export function governingText(
  target: Pick<JudgedTarget, 'readings' | 'governing'>,
  shown: LengthUnit = 'mm',
  words: GoverningWords = ENGLISH_GOVERNING_WORDS,
): string {
  const governing = target.governing;
  const others = target.readings.filter((r) => r.recorded && r !== governing);
  const other = others[0];
  if (governing === null || other === undefined) return '';
  const facts: GoverningFacts = {
    instrument: governing.instrument,
    result: resultOf(governing, shown, words),
    action: words.action(governing.action),
    otherInstrument: other.instrument,
    otherResult: resultOf(other, shown, words),
    otherAction: words.action(other.action),
  };
  return other.action.severity < governing.action.severity ? words.moreUrgent(facts) : words.tie(facts);
}
