import { describe, expect, it } from 'vitest';
import type { ActionType } from './judgement/action-status.ts';
import { CONDITION_COLUMNS, groupConditionResults } from './condition-results.ts';
import { NO_CONDITION_RESULTS } from './constants.ts';
import { judgeTarget, type TargetKey } from './judgement/target-judgement.ts';

const ACTION_TYPES: ActionType[] = [
  { id: 1, name: 'NoAction', description: 'No Action', sortOrder: 1 },
  { id: 3, name: 'MonitorMaintenance', description: 'Monitor / Maintenance', sortOrder: 3 },
  { id: 4, name: 'ScheduleChangeout', description: 'Schedule Changeout', sortOrder: 2 },
  { id: 5, name: 'ChangeoutImmediately', description: 'Changeout Immediately', sortOrder: 4 },
];

function key(component: string, place: string, side: 'Left' | 'Right' | null): TargetKey {
  return {
    id: `${component}:${place}:${side ?? 'bucket'}`,
    area: side === null ? 'bucket' : 'undercarriage',
    side,
    component,
    place,
    position: null,
    entityExternalId: null,
    partName: null,
    partNumber: null,
  };
}

const seen = (
  component: string,
  place: string,
  side: 'Left' | 'Right' | null,
  label: string,
  actionName: string,
  count: number | null = null,
) =>
  judgeTarget({
    key: key(component, place, side),
    readings: [],
    signs: [{ identifier: 'x', label, actionName, count, entityExternalId: null }],
    actionTypes: ACTION_TYPES,
  });

describe('condition results (recording spec §2, decision 0023)', () => {
  it('has the spec columns and empty text', () => {
    expect(CONDITION_COLUMNS).toEqual(['Part', 'Left', 'Right', 'Qty']);
    expect(NO_CONDITION_RESULTS).toBe('No condition results available');
    expect(groupConditionResults([], ACTION_TYPES)).toEqual([]);
  });

  it('groups by action in severity order, not by sortOrder (Schedule Changeout above Monitor / Maintenance)', () => {
    const groups = groupConditionResults(
      [
        seen('Load Rollers', 'Position 1', 'Left', 'Good', 'NoAction'),
        seen('Load Rollers', 'Position 3', 'Left', 'Monitor', 'MonitorMaintenance'),
        seen('Load Rollers', 'Position 4', 'Left', 'Minor cracking', 'ScheduleChangeout'),
        seen('Load Rollers', 'Position 2', 'Left', 'Changeout', 'ChangeoutImmediately'),
      ],
      ACTION_TYPES,
    );
    expect(groups.map((g) => g.name)).toEqual([
      'Changeout Immediately',
      'Schedule Changeout',
      'Monitor / Maintenance',
      'No Action',
    ]);
    expect(groups.map((g) => g.action.colour)).toEqual(['#682424', '#F7B2B2', '#FFCD83', '#8AD38D']);
  });

  it('keeps each position on its own row; the same position left and right share one', () => {
    const groups = groupConditionResults(
      [
        seen('Load Rollers', 'Position 2', 'Left', 'Changeout', 'ChangeoutImmediately'),
        seen('Load Rollers', 'Position 3', 'Left', 'Changeout', 'ChangeoutImmediately'),
        seen('Load Rollers', 'Position 2', 'Right', 'Changeout', 'ChangeoutImmediately'),
        seen('Teeth', 'Position 3', null, 'Changeout', 'ChangeoutImmediately'),
      ],
      ACTION_TYPES,
    );
    expect(groups[0]?.rows).toEqual([
      { part: 'Load Rollers — Position 2', left: 'Changeout', right: 'Changeout', whole: null, qty: null },
      { part: 'Load Rollers — Position 3', left: 'Changeout', right: '', whole: null, qty: null },
      { part: 'Teeth — Position 3', left: '', right: '', whole: 'Changeout', qty: null },
    ]);
  });

  it('counts the shoes the wear indicators name in Qty', () => {
    const groups = groupConditionResults(
      [
        seen('Pitch Extension', '', 'Left', 'Bushings: Walking', 'MonitorMaintenance', 3),
        seen('Pitch Extension', '', 'Right', 'Bushings: Walking', 'MonitorMaintenance', 2),
      ],
      ACTION_TYPES,
    );
    expect(groups[0]?.rows).toEqual([
      {
        part: 'Pitch Extension',
        left: 'Bushings: Walking (3 shoes)',
        right: 'Bushings: Walking (2 shoes)',
        whole: null,
        qty: 5,
      },
    ]);
  });
});

describe('what a row says (decision 0023)', () => {
  it('a measured wear that calls for more than the condition shows the wear, not the Good condition', () => {
    // 6.6 mm of a 12 mm limit from 0: 55 % worn, past 50 %: Monitor / Maintenance (recording spec §9).
    const target = judgeTarget({
      key: key('Front Idler', '', 'Left'),
      readings: [
        {
          identifier: 'Undercarriage.Left.FrontIdler.WornLength',
          instrument: null,
          unit: 'mm',
          entityExternalId: null,
          measurement: '6.6',
          dimension: { baselineValue: 0, limit: 12 },
          thresholds: [
            { minPercentage: 0, actionTypeId: 1 },
            { minPercentage: 50, actionTypeId: 3 },
          ],
          actionTypes: ACTION_TYPES,
          machineHours: null,
          date: '2026-11-01T12:00:00Z',
          history: [],
        },
      ],
      signs: [
        {
          identifier: 'x.VisualCondition',
          label: 'Good',
          actionName: 'NoAction',
          count: null,
          entityExternalId: null,
        },
      ],
      actionTypes: ACTION_TYPES,
    });
    const groups = groupConditionResults([target], ACTION_TYPES);
    expect(groups.map((g) => [g.name, g.rows[0]?.left])).toEqual([['Monitor / Maintenance', '55.0 %']]);
  });
});
