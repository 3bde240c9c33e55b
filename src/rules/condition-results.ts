// Condition results for the completed inspection and the report (recording spec §2 Shared UI; decision 0023): every
// judged target, grouped by its action, most urgent first, never collapsed to one row per part type.
import { ACTION_SEVERITY_ORDER, actionView, type ActionView } from './action-severity.ts';
import type { ActionType } from './judgement/action-status.ts';
import { formatPercent } from './judgement-text.ts';
import { SOURCE_LOCALE } from './locale-format.ts';
import { signText, type JudgedTarget } from './judgement/target-judgement.ts';

/**
 * The words a condition results table is written in (decision 0065): passed in, so the rules import no catalogue.
 * The default is the spec's English.
 */
export interface ConditionWords {
  readonly locale: string;
  /** A part's name and place ("Load Rollers — Position 2") as shown. */
  readonly part: (title: string) => string;
  readonly action: (action: ActionView) => string;
  /** A sign seen, "Walking (3 shoes)". */
  readonly sign: (label: string, count: number | null) => string;
  /** The instrument that governs, as named in the reading ("Pitch gauge"). */
  readonly instrument: (name: string) => string;
}

export const ENGLISH_CONDITION_WORDS: ConditionWords = {
  locale: SOURCE_LOCALE,
  part: (title) => title,
  action: (action) => action.label,
  sign: (label, count) => signText({ label, count }),
  instrument: (name) => name,
};

/** recording spec §2: condition results table columns. */
export const CONDITION_COLUMNS = ['Part', 'Left', 'Right', 'Qty'] as const;

export interface ConditionRow {
  /** "Load Rollers — Position 2", "Teeth — Position 3". */
  part: string;
  /** What was found on the left and right side ("Changeout: Severe Cracking / Broken", "104.0 %"). */
  left: string;
  right: string;
  /** A bucket part has no side: its finding spans both columns. */
  whole: string | null;
  /** Shoes affected, when the wear indicators counted them. */
  qty: number | null;
}

export interface ConditionGroup {
  /** "Changeout Immediately" */
  name: string;
  action: ActionView;
  rows: ConditionRow[];
}

// recording spec §2 condition results: the Part column names the part and where it is
export function targetTitle(target: Pick<JudgedTarget, 'key'>): string {
  const { component, place } = target.key;
  return place === '' ? component : `${component} — ${place}`;
}

// decision 0023: the Left / Right cell says why: the governing wear and what was seen
export function findingOf(target: JudgedTarget, words: ConditionWords = ENGLISH_CONDITION_WORDS): string {
  const parts: string[] = [];
  const now = target.governing?.judgement.now;
  if (now?.ok === true && now.wearPercent !== undefined) {
    const named = target.governing?.instrument;
    const instrument =
      target.readings.length > 1 ? ` (${named ? words.instrument(named).toLowerCase() : ''})` : '';
    parts.push(`${formatPercent(now.wearPercent, words.locale)}${instrument}`);
  }
  for (const sign of target.signs) {
    if (sign.action.severity <= 1 && target.action.severity > 1) continue;
    parts.push(words.sign(sign.label, sign.count));
  }
  return parts.join('; ');
}

// One row per target (left and right of the same position share a row), in groups by action, most urgent first:
// recording spec §2 condition results and decision 0023
export function groupConditionResults(
  targets: readonly JudgedTarget[],
  actionTypes: readonly ActionType[],
  words: ConditionWords = ENGLISH_CONDITION_WORDS,
): ConditionGroup[] {
  const groups: ConditionGroup[] = [];
  for (const name of ACTION_SEVERITY_ORDER) {
    const members = targets.filter(
      (t) => t.action.name === name || (name === 'NoAction' && t.action.name === 'NoActionOk'),
    );
    if (members.length === 0) continue;
    const action = actionView(name, actionTypes);
    const rows: ConditionRow[] = [];
    for (const target of members) {
      const part = words.part(targetTitle(target));
      const finding = findingOf(target, words) || words.action(action);
      const count = target.signs.reduce<number | null>(
        (sum, s) => (s.count === null ? sum : (sum ?? 0) + s.count),
        null,
      );
      const side = target.key.side;
      let row = side === null ? undefined : rows.find((r) => r.part === part && r.whole === null);
      if (row === undefined) {
        row = { part, left: '', right: '', whole: side === null ? finding : null, qty: null };
        rows.push(row);
      }
      if (side === 'Left') row.left = finding;
      if (side === 'Right') row.right = finding;
      if (count !== null) row.qty = (row.qty ?? 0) + count;
    }
    groups.push({ name: words.action(action), action, rows });
  }
  return groups;
}
