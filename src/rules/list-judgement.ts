// What a list row shows of the judged targets under it ("the judgement is where the eye is"): the most
// urgent target's measurement or what was seen, with its action, so a roller marked Changeout or a roller path past
// 100 % never reads as a plain green "Completed". The lists only show this; the judgement is made once
// (target-judgement.ts, decision 0023).
import type { ActionView } from './action-severity.ts';
import { ENGLISH_CONDITION_WORDS, targetTitle, type ConditionWords } from './condition-results.ts';
import { formatMeasure, formatPercent } from './judgement-text.ts';
import type { LengthUnit } from './lengths.ts';
import type { JudgedTarget } from './judgement/target-judgement.ts';

export interface EntryJudgement {
  /** "362.75 mm · 70.5 % by pitch gauge", "Position 2: Changeout", "Teeth — Position 3: 330.00 mm · 100.0 %". */
  readonly finding: string;
  /** The most urgent action of the targets under the entry, with its colour. */
  readonly action: ActionView;
}

/**
 * How the row names the target its finding comes from: not at all (the row is the target), by its place within the
 * row's part ("Position 2"), by its whole title when the row spans several parts ("Teeth — Position 3"), or with its
 * side too when the row spans both sides (the contents' Undercarriage: "Left Shoes — Roller Path").
 */
export type EntryNaming = 'none' | 'place' | 'title' | 'sideTitle';

/**
 * The words of a list entry's finding, passed in as the condition table's are (decision 0079); the spec's English by
 * default. Names, actions and signs as the table writes them, and the entry's own joins.
 */
export interface FindingWords extends ConditionWords {
  /** The instrument that governs, after the result: "by pitch gauge". */
  readonly by: (instrument: string) => string;
  /** A target named with its side ("Left" or "Right", as the rules name it): "Left Shoes — Roller Path". */
  readonly onSide: (side: string, title: string) => string;
  /** Other targets under the entry calling for the same action: "(and 2 more)". */
  readonly andMore: (count: number) => string;
}

export const ENGLISH_FINDING_WORDS: FindingWords = {
  ...ENGLISH_CONDITION_WORDS,
  by: (instrument) => `by ${instrument.toLowerCase()}`,
  onSide: (side, title) => `${side} ${title}`,
  andMore: (count) => `(and ${count} more)`,
};

function nameOf(target: JudgedTarget, naming: EntryNaming, words: FindingWords): string {
  if (naming === 'none') return '';
  if (naming === 'place') return words.part(target.key.place);
  const title = words.part(targetTitle(target));
  return naming === 'sideTitle' && target.key.side !== null ? words.onSide(target.key.side, title) : title;
}

// A target is under an entry's id when it is that target or one of its positions or locations.
const isUnder = (id: string, prefix: string) =>
  id === prefix || id.startsWith(`${prefix}:`) || id.startsWith(`${prefix}.`);

// RECORDING.md: the governing reading (and, when measured two ways, which way governs) and what was seen
export function targetFinding(
  target: JudgedTarget,
  shown: LengthUnit = 'mm',
  words: FindingWords = ENGLISH_FINDING_WORDS,
): string {
  const parts: string[] = [];
  const governing = target.governing;
  const now = governing?.judgement.now;
  if (governing && now?.ok === true && now.measurement !== undefined) {
    const wear = now.wearPercent === undefined ? '' : ` · ${formatPercent(now.wearPercent, words.locale)}`;
    const by =
      target.readings.filter((r) => r.recorded).length > 1 && governing.instrument !== null
        ? ` ${words.by(words.instrument(governing.instrument))}`
        : '';
    parts.push(`${formatMeasure(now.measurement, governing.unit, shown, words.locale)}${wear}${by}`);
  } else if (governing && now?.ok === false) {
    parts.push(words.action(governing.action));
  }
  // A sign calling for no action says nothing a more urgent action does not.
  for (const sign of target.signs) {
    if (sign.action.severity <= 1 && target.action.severity > 1) continue;
    parts.push(words.sign(sign.label, sign.count));
  }
  return parts.join('; ');
}

// The most urgent of the recorded targets under any of `ids` (on a tie the first, in report order), or null when
// nothing under it is judged yet: decision 0042, the judgement a list entry shows
export function entryJudgement(
  targets: readonly JudgedTarget[],
  ids: readonly string[],
  naming: EntryNaming,
  shown: LengthUnit = 'mm',
  words: FindingWords = ENGLISH_FINDING_WORDS,
): EntryJudgement | null {
  const members = targets.filter((t) => t.recorded && ids.some((id) => isUnder(t.key.id, id)));
  const worst = members.reduce<JudgedTarget | undefined>(
    (a, t) => (a === undefined || t.action.severity > a.action.severity ? t : a),
    undefined,
  );
  if (worst === undefined) return null;
  const finding = targetFinding(worst, shown, words) || words.action(worst.action);
  const name = nameOf(worst, naming, words);
  const alike = members.filter((t) => t !== worst && t.action.name === worst.action.name).length;
  return {
    finding: `${name === '' ? '' : `${name}: `}${finding}${alike > 0 ? ` ${words.andMore(alike)}` : ''}`,
    action: worst.action,
  };
}
