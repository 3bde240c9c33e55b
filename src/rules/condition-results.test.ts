import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CONDITION_COLUMNS,
  CONDITION_GROUPS,
  conditionGroupOf,
  groupConditionResults,
  type ConditionResultInput,
} from './condition-results.ts';
import { NO_CONDITION_RESULTS } from './constants.ts';

describe('condition groups (recording spec §2 Shared UI)', () => {
  it('has the spec groups and columns', () => {
    expect(CONDITION_GROUPS[0]).toEqual({ name: 'Changeout Immediately', order: 4, colour: 'red' });
    expect(CONDITION_GROUPS.map((g) => [g.name, g.colour])).toEqual([
      ['Changeout Immediately', 'red'],
      ['Monitor / Maintenance', 'amber'],
      ['Monitor', 'blue'],
    ]);
    expect(CONDITION_COLUMNS).toEqual(['Part', 'Left', 'Right', 'Qty']);
    expect(NO_CONDITION_RESULTS).toBe('No condition results available');
  });

  it.each([
    [{}, 'Changeout Immediately', 4],
    [{ group: 'Monitor' }, 'Monitor', 2],
    [{ group: ' Monitor / Maintenance ' }, 'Monitor / Maintenance', 3],
    [{ group: 'Monitor', order: 1 }, 'Monitor', 1],
    [{ order: 3 }, 'Monitor / Maintenance', 3],
    [{ order: 2 }, 'Monitor', 2],
    [{ order: 7 }, 'Changeout Immediately', 7],
    [{ group: 'Unknown' }, 'Changeout Immediately', 4],
    [{ group: null, order: null }, 'Changeout Immediately', 4],
    [{ order: NaN }, 'Changeout Immediately', 4],
  ])('%j belongs to %s with order %d', (result, name, order) => {
    expect(conditionGroupOf(result)).toMatchObject({ name, order });
  });
});

describe('groupConditionResults (recording spec §2)', () => {
  it('is empty without results', () => expect(groupConditionResults([])).toEqual([]));

  it('ignores groups with order below 2 and sorts groups by order descending', () => {
    const groups = groupConditionResults([
      { part: 'Idler', left: 'Monitor', group: 'Monitor' },
      { part: 'Shoes', left: '95%', right: '80%' },
      { part: 'Rollers', left: 'Good', order: 1 },
      { part: 'Drive Lug', right: '60%', group: 'Monitor / Maintenance' },
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Changeout Immediately', 'Monitor / Maintenance', 'Monitor']);
    expect(groups[0]?.rows).toEqual([{ part: 'Shoes', left: '95%', right: '80%', qty: null }]);
    expect(groups[1]?.colour).toBe('amber');
    expect(groups[2]?.colour).toBe('blue');
  });

  it('merges Left and Right of the same part and adds up Qty', () => {
    const groups = groupConditionResults([
      { part: 'Teeth', left: '', qty: 2 },
      { part: 'Teeth', left: 'Changeout', right: ' Changeout ', qty: 3 },
      { part: 'Teeth', qty: null },
      { part: 'Heel Shrouds' },
      { part: 'Heel Shrouds', qty: 1 },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.rows).toEqual([
      { part: 'Teeth', left: 'Changeout', right: 'Changeout', qty: 5 },
      { part: 'Heel Shrouds', left: '', right: '', qty: 1 },
    ]);
  });

  it('never shows a group below order 2 and always sorts descending', () => {
    const result: fc.Arbitrary<ConditionResultInput> = fc.record({
      part: fc.constantFrom('A', 'B', 'C'),
      order: fc.option(fc.integer({ min: -2, max: 8 })),
      group: fc.option(fc.constantFrom('Monitor', 'Monitor / Maintenance', 'Changeout Immediately', 'Other')),
      qty: fc.option(fc.nat(10)),
    });
    fc.assert(
      fc.property(fc.array(result), (results) => {
        const groups = groupConditionResults(results);
        return groups.every(
          (g, i) => g.order >= 2 && (i === 0 || (groups[i - 1] as { order: number }).order >= g.order),
        );
      }),
    );
  });
});
