import { describe, expect, it } from 'vitest';
import { facts, obs, part, THRESHOLDS } from '../rules/judgement/inspection-facts.fixture.ts';
import { judgeInspection } from '../rules/judgement/inspection-targets.ts';
import { INCH_UNIT_ID } from '../rules/lengths.ts';
import { reportComponent } from './report-assemble.ts';

// Decision 0053: the report writes lengths in the inspector's unit; the judgement is the same.
// Roller path new 200 mm, limit -50 mm. Now 7.000 in = 177.8 mm: (200 − 177.8) / 50 = 44.4 %.
// Before 7.5 in = 190.5 mm: (200 − 190.5) / 50 = 19.0 %.
const RP = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const [target] = judgeInspection(
  facts([{ ...obs(RP, '7.000'), unitId: INCH_UNIT_ID }, obs('Operation.TotalMachineHours', '2000')], {
    sides: [{ side: 'Left', equipmentExternalId: 'left' }],
    parts: [part('shoes', 'left')],
    dimensions: [
      { partExternalId: 'shoes', identifier: RP, baselineValue: 200, limit: -50, thresholds: THRESHOLDS },
    ],
    history: [
      {
        externalId: 'before',
        date: '2026-10-01T12:00:00Z',
        observations: [
          { ...obs(RP, '7.5'), unitId: INCH_UNIT_ID },
          obs('Operation.TotalMachineHours', '1000'),
        ],
      },
    ],
  }),
);

describe('the report in the inspector’s unit', () => {
  it('writes the reading and the previous one in inches, 3 decimals', () => {
    if (target === undefined) throw new Error('not judged');
    const row = reportComponent(target, 'in');
    expect(row.measurement).toBe('7.000 in');
    expect(row.wear).toBe('44.4 %');
    expect(row.previous?.measurement).toBe('7.500 in');
    expect(row.previous?.wear).toBe('19.0 %');
  });

  it('writes the same lengths in millimetres, 2 decimals, with the same wear', () => {
    if (target === undefined) throw new Error('not judged');
    const row = reportComponent(target);
    expect(row.measurement).toBe('177.80 mm');
    expect(row.wear).toBe('44.4 %');
    expect(row.previous?.measurement).toBe('190.50 mm');
  });
});
