import { describe, expect, it } from 'vitest';
import { groupByFirstLetter } from './group.ts';

describe('groupByFirstLetter', () => {
  it('groups consecutive names by their upper-case first letter, others under #', () => {
    const rows = ['alpha', 'Axe', 'bolt', '7495', 'Cat'].map((name) => ({ name }));
    expect(groupByFirstLetter(rows).map((g) => [g.letter, g.rows.map((r) => r.name)])).toEqual([
      ['A', ['alpha', 'Axe']],
      ['B', ['bolt']],
      ['#', ['7495']],
      ['C', ['Cat']],
    ]);
  });
});
