// Condition results grouping for the completed inspection and the report (recording spec §2 Shared UI).

export interface ConditionGroupDefinition {
  name: string;
  order: number;
  colour: 'red' | 'amber' | 'blue';
}

// recording spec §2: condition groups Changeout Immediately (default, order 4, red), Monitor / Maintenance (amber), Monitor (blue)
export const CONDITION_GROUPS: readonly ConditionGroupDefinition[] = [
  { name: 'Changeout Immediately', order: 4, colour: 'red' },
  { name: 'Monitor / Maintenance', order: 3, colour: 'amber' },
  { name: 'Monitor', order: 2, colour: 'blue' },
];
export const DEFAULT_CONDITION_GROUP = CONDITION_GROUPS[0] as ConditionGroupDefinition;
/** recording spec §2: groups with order below 2 are ignored. */
export const MIN_CONDITION_ORDER = 2;
/** recording spec §2: condition results table columns. */
export const CONDITION_COLUMNS = ['Part', 'Left', 'Right', 'Qty'] as const;

export interface ConditionResultInput {
  part: string;
  left?: string | null;
  right?: string | null;
  qty?: number | null;
  /** The group's name; unknown or missing falls back by order, then to the default group. */
  group?: string | null;
  /** The group's order (for example the action type's sortOrder); overrides the known group's order. */
  order?: number | null;
}

export interface ConditionRow {
  part: string;
  left: string;
  right: string;
  qty: number | null;
}

export interface ConditionGroup extends ConditionGroupDefinition {
  rows: ConditionRow[];
}

// recording spec §2: the group a result belongs to (named group, else by order, else Changeout Immediately order 4 red)
export function conditionGroupOf(
  result: Pick<ConditionResultInput, 'group' | 'order'>,
): ConditionGroupDefinition {
  const named = CONDITION_GROUPS.find((g) => g.name === result.group?.trim());
  const order = typeof result.order === 'number' && Number.isFinite(result.order) ? result.order : undefined;
  if (named !== undefined) return order === undefined ? named : { ...named, order };
  if (order === undefined) return DEFAULT_CONDITION_GROUP;
  const byOrder = CONDITION_GROUPS.find((g) => g.order === order);
  return byOrder ?? { ...DEFAULT_CONDITION_GROUP, order };
}

// recording spec §2: group rows (Part, Left, Right, Qty), drop groups with order below 2, sort groups by order descending
export function groupConditionResults(results: readonly ConditionResultInput[]): ConditionGroup[] {
  const groups = new Map<string, ConditionGroup>();
  for (const result of results) {
    const definition = conditionGroupOf(result);
    if (definition.order < MIN_CONDITION_ORDER) continue;
    const key = `${definition.name}\u0000${definition.order}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { ...definition, rows: [] };
      groups.set(key, group);
    }
    const row = group.rows.find((r) => r.part === result.part);
    const left = result.left?.trim() ?? '';
    const right = result.right?.trim() ?? '';
    const qty = typeof result.qty === 'number' && Number.isFinite(result.qty) ? result.qty : null;
    if (row === undefined) {
      group.rows.push({ part: result.part, left, right, qty });
    } else {
      row.left ||= left;
      row.right ||= right;
      row.qty = row.qty === null ? qty : qty === null ? row.qty : row.qty + qty;
    }
  }
  return [...groups.values()].sort((a, b) => b.order - a.order);
}
