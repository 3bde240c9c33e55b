import { describe, expect, it } from 'vitest';
import type { FactInspection } from './inspection-facts.ts';
import { joinRunFacts, type RunFactsRest } from './run-facts.ts';

const inspection = (value: string): FactInspection => ({
  externalId: 'i-1',
  date: '2026-12-01',
  observations: [{ identifier: 'Operation.TotalMachineHours', entityExternalId: null, value }],
});
const rest: RunFactsRest = {
  history: [],
  sides: [{ side: 'Left', equipmentExternalId: 'e-left' }],
  bucketExternalId: null,
  parts: [],
  dimensions: [],
  triggers: [],
  actionTypes: [],
};

describe('joinRunFacts (decision 0107)', () => {
  it('takes the rest sent, and holds it under its key', () => {
    const joined = joinRunFacts({ inspection: inspection('100'), restKey: '1:Left', rest }, undefined);
    expect(joined?.facts).toEqual({ ...rest, inspection: inspection('100') });
    expect(joined?.held).toEqual({ key: '1:Left', rest });
  });

  it('takes the rest held when the worker left it out for the key held', () => {
    const held = { key: '1:Left', rest };
    const joined = joinRunFacts({ inspection: inspection('120'), restKey: '1:Left' }, held);
    expect(joined?.facts.inspection.observations[0]?.value).toBe('120');
    expect(joined?.facts.sides).toBe(rest.sides);
    expect(joined?.held).toBe(held);
  });

  it('cannot join a rest left out for a key not held', () => {
    expect(joinRunFacts({ inspection: inspection('120'), restKey: '2:Left' }, { key: '1:Left', rest })).toBe(
      undefined,
    );
    expect(joinRunFacts({ inspection: inspection('120'), restKey: '2:Left' }, undefined)).toBe(undefined);
  });
});
