import { describe, expect, it } from 'vitest';
import { MM_UNIT_ID } from '../lengths.ts';
import { facts, obs, part, THRESHOLDS } from './inspection-facts.fixture.ts';
import type { FactInspection } from './inspection-facts.ts';
import { judgeInspectionTarget } from './inspection-targets.ts';
import {
  gaugeReadingWritten,
  judgedAsWritten,
  sideRunFacts,
  takenReadingJudgement,
} from './reading-taken.ts';

const RP = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const RIGHT_RP = 'Undercarriage.Right.Shoes.RollerPath.WornLength';
const HOURS = 'Operation.TotalMachineHours';
const TARGET = 'uc:Left:Shoes.RollerPath';

// Roller path worn length against a 20 mm limit from 0: wear % = mm × 5 (recording spec §9).
const earlier = (
  externalId: string,
  date: string,
  left: string,
  right: string,
  hours: string,
): FactInspection => ({
  externalId,
  date,
  machineName: 'EX-204',
  siteName: 'Karratha',
  observations: [
    obs(RP, left),
    obs(RIGHT_RP, right),
    obs(HOURS, hours),
    obs('MachinePhoto.CoverPhoto', 'a.jpg'),
  ],
});
const withHistory = {
  ...facts([obs(RP, '11'), obs(HOURS, '2000')], {
    sides: [
      { side: 'Right', equipmentExternalId: 'right' },
      { side: 'Left', equipmentExternalId: 'left' },
    ],
    parts: [part('shoes', 'left')],
    dimensions: [
      { partExternalId: 'shoes', identifier: RP, baselineValue: 0, limit: 20, thresholds: THRESHOLDS },
    ],
  }),
  history: [
    earlier('aug', '2026-08-01T00:00:00Z', '1', '3', '500'),
    earlier('sep', '2026-09-01T00:00:00Z', '6', '4', '1000'),
  ],
};

describe('sideRunFacts', () => {
  it('keeps of earlier inspections only the side’s readings and the operation’s values', () => {
    const kept = sideRunFacts(withHistory, 'Left');
    expect(kept.history.map((h) => h.observations.map((o) => o.identifier))).toEqual([
      [RP, HOURS],
      [RP, HOURS],
    ]);
    expect(kept.inspection).toBe(withHistory.inspection);
  });

  it('judges a side’s target as the whole facts do, its history and forecast included', () => {
    const whole = judgeInspectionTarget(withHistory, TARGET);
    // 11 mm is 55 % now; 6 mm (30 %) on 1 Sep before it.
    expect(whole?.governing?.judgement.before).toMatchObject({ value: 6, wearPercent: 30, wearChange: 25 });
    expect(judgeInspectionTarget(sideRunFacts(withHistory, 'Left'), TARGET)).toEqual(whole);
  });
});

describe('takenReadingJudgement', () => {
  it('is the judgement of the facts with the reading written in place of the stored one', () => {
    // 15 mm typed over the stored 11 mm: 75 % worn.
    const taken = takenReadingJudgement(sideRunFacts(withHistory, 'Left'), 'Left', TARGET, [
      { identifier: RP, value: '15', unitId: MM_UNIT_ID },
    ]);
    expect(taken?.finding).toContain('75.0 %');
    const written = {
      ...withHistory,
      inspection: {
        ...withHistory.inspection,
        observations: [{ ...obs(RP, '15'), unitId: MM_UNIT_ID }, obs(HOURS, '2000')],
      },
    };
    expect(taken?.action).toEqual(judgeInspectionTarget(written, TARGET)?.action);
  });

  it('leaves out a value the save deletes', () => {
    // The stored 11 mm deleted: nothing to judge the roller path by.
    const taken = takenReadingJudgement(sideRunFacts(withHistory, 'Left'), 'Left', TARGET, [
      { identifier: RP, value: null, unitId: null },
    ]);
    expect(taken).toBeNull();
  });

  it('leaves to the worker a reading the save works out, and nothing written', () => {
    expect(judgedAsWritten(RP)).toBe(true);
    expect(judgedAsWritten('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Length')).toBe(false);
    expect(
      takenReadingJudgement(withHistory, 'Left', 'uc:Left:Shoes.PitchExtension', [
        {
          identifier: 'Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Length',
          value: '2500',
          unitId: MM_UNIT_ID,
        },
      ]),
    ).toBeUndefined();
    expect(takenReadingJudgement(withHistory, 'Left', TARGET, [])).toBeUndefined();
  });
});

describe('gaugeReadingWritten', () => {
  const GAUGE = 'Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings';
  const GAUGE_WORN = 'Undercarriage.Left.Shoes.PitchExtension.PitchGauge.WornLength';
  // A 20 mm limit from 0: wear % = mm × 5, kept from 0 % to 250 % (recording spec §5 and §9: 0 to 50 mm)
  const onLeft = (readings: readonly string[], dimensionOn = 'left') =>
    facts(
      readings.map((r) => obs(GAUGE, r, 'left')),
      {
        sides: [
          { side: 'Left', equipmentExternalId: 'left' },
          { side: 'Right', equipmentExternalId: 'right' },
        ],
        parts: [part('shoes', dimensionOn)],
        dimensions: [
          {
            partExternalId: 'shoes',
            identifier: GAUGE_WORN,
            baselineValue: 0,
            limit: 20,
            thresholds: THRESHOLDS,
          },
        ],
      },
    );

  it('writes the side’s new average, to 2 decimals, in the gauge’s unit', () => {
    // (10 + 11 + 12.5) / 3 = 11.1666… → 11.17
    expect(gaugeReadingWritten(onLeft(['10', '11']), 'Left', GAUGE, '12.5')).toEqual([
      { identifier: GAUGE_WORN, value: '11.17', unitId: 15 },
    ]);
    expect(gaugeReadingWritten(onLeft([]), 'Left', GAUGE, '7')).toEqual([
      { identifier: GAUGE_WORN, value: '7', unitId: 15 },
    ]);
  });

  it('tells nothing of a reading the worker would not keep, or that it cannot judge', () => {
    // (10 + 11 + 200) / 3 = 73.67 mm: 368 % wear, over 250 %
    expect(gaugeReadingWritten(onLeft(['10', '11']), 'Left', GAUGE, '200')).toBeUndefined();
    expect(gaugeReadingWritten(onLeft(['10']), 'Left', GAUGE, 'abc')).toBeUndefined();
    // The side's shoes have no gauge dimension (it is on the other side's part)
    expect(gaugeReadingWritten(onLeft(['10'], 'right'), 'Left', GAUGE, '12')).toBeUndefined();
    // Not a pitch gauge reading
    expect(gaugeReadingWritten(onLeft(['10']), 'Left', GAUGE_WORN, '12')).toBeUndefined();
  });
});
