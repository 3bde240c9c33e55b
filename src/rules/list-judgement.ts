// What a list row shows of the judged targets under it ("the judgement is where the eye is"): the most
// urgent target's measurement or what was seen, with its action, so a roller marked Changeout or a roller path past
// 100 % never reads as a plain green "Completed". The lists only show this; the judgement is made once
// (target-judgement.ts, decision 0023).
import type { ActionView } from './action-severity.ts';
import { targetTitle } from './condition-results.ts';
import { formatMeasure, formatPercent } from './judgement-text.ts';
import type { LengthUnit } from './lengths.ts';
import { signText, type JudgedTarget } from './judgement/target-judgement.ts';

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

function nameOf(target: JudgedTarget, naming: EntryNaming): string {
  if (naming === 'none') return '';
  if (naming === 'place') return target.key.place;
  const title = targetTitle(target);
  return naming === 'sideTitle' && target.key.side !== null ? `${target.key.side} ${title}` : title;
}

// A target is under an entry's id when it is that target or one of its positions or locations.
const isUnder = (id: string, prefix: string) =>
  id === prefix || id.startsWith(`${prefix}:`) || id.startsWith(`${prefix}.`);

// RECORDING.md: the governing reading (and, when measured two ways, which way governs) and what was seen
export function targetFinding(target: JudgedTarget, shown: LengthUnit = 'mm'): string {
  const parts: string[] = [];
  const governing = target.governing;
  const now = governing?.judgement.now;
  if (governing && now?.ok === true && now.measurement !== undefined) {
    const wear = now.wearPercent === undefined ? '' : ` · ${formatPercent(now.wearPercent)}`;
    const by =
      target.readings.filter((r) => r.recorded).length > 1 && governing.instrument !== null
        ? ` by ${governing.instrument.toLowerCase()}`
        : '';
    parts.push(`${formatMeasure(now.measurement, governing.unit, shown)}${wear}${by}`);
  } else if (governing && now?.ok === false) {
    parts.push(governing.action.label);
  }
  // A sign calling for no action says nothing a more urgent action does not.
  for (const sign of target.signs) {
    if (sign.action.severity <= 1 && target.action.severity > 1) continue;
    parts.push(signText(sign));
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
): EntryJudgement | null {
  const members = targets.filter((t) => t.recorded && ids.some((id) => isUnder(t.key.id, id)));
  const worst = members.reduce<JudgedTarget | undefined>(
    (a, t) => (a === undefined || t.action.severity > a.action.severity ? t : a),
    undefined,
  );
  if (worst === undefined) return null;
  const finding = targetFinding(worst, shown) || worst.action.label;
  const name = nameOf(worst, naming);
  const alike = members.filter((t) => t !== worst && t.action.name === worst.action.name).length;
  return {
    finding: `${name === '' ? '' : `${name}: `}${finding}${alike > 0 ? ` (and ${alike} more)` : ''}`,
    action: worst.action,
  };
}
