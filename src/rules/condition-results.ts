// Condition results for the completed inspection and the report (recording spec §2 Shared UI; decision 0023): every
// judged target, grouped by its action, most urgent first, never collapsed to one row per part type.
import { ACTION_SEVERITY_ORDER, actionView, type ActionView } from './action-severity.ts';
import type { ActionType } from './judgement/action-status.ts';
import { signText, type JudgedTarget } from './judgement/target-judgement.ts';

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

const formatWear = (n: number) => `${n.toFixed(1)} %`;

// decision 0023: the Left / Right cell says why: the governing wear and what was seen
export function findingOf(target: JudgedTarget): string {
  const parts: string[] = [];
  const now = target.governing?.judgement.now;
  if (now?.ok === true && now.wearPercent !== undefined) {
    const instrument =
      target.readings.length > 1 ? ` (${target.governing?.instrument?.toLowerCase() ?? ''})` : '';
    parts.push(`${formatWear(now.wearPercent)}${instrument}`);
  }
  for (const sign of target.signs) {
    if (sign.action.severity <= 1 && target.action.severity > 1) continue;
    parts.push(signText(sign));
  }
  return parts.join('; ');
}

// One row per target (left and right of the same position share a row), in groups by action, most urgent first:
// recording spec §2 condition results and decision 0023
export function groupConditionResults(
  targets: readonly JudgedTarget[],
  actionTypes: readonly ActionType[],
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
      const part = targetTitle(target);
      const finding = findingOf(target) || action.label;
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
    groups.push({ name: action.label, action, rows });
  }
  return groups;
}
