import { describe, expect, it } from 'vitest';
import { facts, INSPECTION_DATE, obs, part, THRESHOLDS } from './inspection-facts.fixture.ts';
import type { FactInspection } from './inspection-facts.ts';
import {
  inspectionTargetInputs,
  judgeInspection,
  judgeInspectionTarget,
  judgeInspectionTargets,
  targetIdOf,
} from './inspection-targets.ts';

const RP = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const HOURS = 'Operation.TotalMachineHours';
const earlier = (
  externalId: string,
  date: string,
  value: string,
  hours: string,
  sameAsset?: boolean,
): FactInspection => ({
  externalId,
  date,
  ...(sameAsset === undefined ? {} : { sameAsset }),
  // One without its machine's name (an older server's facts): the sheet says none rather than a wrong one.
  ...(externalId === 'sep' ? {} : { machineName: 'EX-204' }),
  siteName: externalId === 'aug' ? null : 'Karratha',
  observations: [obs(RP, value), obs(HOURS, hours)],
});

// Roller path worn length against a 20 mm limit from 0: wear % = mm × 5 (recording spec §9). 11 mm now is 55 %.
const base = facts([obs(RP, '11'), obs(HOURS, '2000')], {
  sides: [
    { side: 'Right', equipmentExternalId: 'right' },
    { side: 'Left', equipmentExternalId: 'left' },
  ],
  parts: [part('shoes', 'left')],
  dimensions: [
    { partExternalId: 'shoes', identifier: RP, baselineValue: 0, limit: 20, thresholds: THRESHOLDS },
  ],
});

describe('inspectionTargetInputs', () => {
  it('lists the left side, then the right, then the bucket', () => {
    const ids = inspectionTargetInputs({ ...base, bucketExternalId: 'bucket' }).map((t) => t.key.id);
    expect(ids.slice(0, 2)).toEqual(['uc:Left:Shoes.PitchExtension', 'uc:Left:Shoes.RollerPath']);
    expect(ids.indexOf('uc:Right:Shoes.PitchExtension')).toBe(7);
    expect(ids.slice(14, 15)).toEqual(['bucket:summary']);
    expect(ids.at(-1)).toBe('bucket:heel-shrouds');
  });

  it('no bucket, no bucket targets', () => {
    expect(inspectionTargetInputs(base).some((t) => t.key.area === 'bucket')).toBe(false);
  });

  it('reads the machine hours of this inspection', () => {
    const rp = inspectionTargetInputs(base).find((t) => t.key.id === 'uc:Left:Shoes.RollerPath');
    expect(rp?.readings[0]?.machineHours).toBe(2000);
  });

  it('the history holds earlier inspections of this machine only, oldest first', () => {
    const f = {
      ...base,
      history: [
        earlier('sep', '2026-09-01T00:00:00Z', '6', '1000'),
        earlier('aug', '2026-08-01T00:00:00Z', '1', '500', true),
        // Later than this inspection, this inspection itself, and another machine's: none is history.
        earlier('dec', '2026-12-01T00:00:00Z', '19', '3000'),
        earlier('now', '2026-10-01T00:00:00Z', '10', '1900'),
        earlier('same-day', INSPECTION_DATE, '10', '1950'),
        earlier('other', '2026-10-01T00:00:00Z', '2', '100', false),
      ],
    };
    const rp = inspectionTargetInputs(f).find((t) => t.key.id === 'uc:Left:Shoes.RollerPath');
    // Each names its inspection, machine and site for the Status History sheet.
    expect(rp?.readings[0]?.history).toEqual([
      {
        date: '2026-08-01T00:00:00Z',
        machineHours: 500,
        value: '1',
        changedOut: false,
        inspectionExternalId: 'aug',
        machineName: 'EX-204',
        siteName: null,
      },
      {
        date: '2026-09-01T00:00:00Z',
        machineHours: 1000,
        value: '6',
        changedOut: false,
        inspectionExternalId: 'sep',
        machineName: null,
        siteName: 'Karratha',
      },
    ]);
    // 6 mm (30 %) on 1 Sep before 11 mm (55 %) now.
    expect(judgeInspectionTarget(f, 'uc:Left:Shoes.RollerPath')?.governing?.judgement.before).toMatchObject({
      value: 6,
      wearPercent: 30,
      wearChange: 25,
    });
  });
});

describe('judgeInspection', () => {
  it('keeps only what was recorded, judged once', () => {
    // 55 % is past 50 %: Monitor / Maintenance.
    expect(judgeInspection(base).map((t) => [t.key.id, t.action.name])).toEqual([
      ['uc:Left:Shoes.RollerPath', 'MonitorMaintenance'],
    ]);
  });
});

/** The right side's roller path: 0 mm new, 20 mm the limit. */
const RIGHT_ROLLER_PATH = {
  partExternalId: 'right-shoes',
  identifier: 'Undercarriage.Right.Shoes.RollerPath.WornLength',
  baselineValue: 0,
  limit: 20,
  thresholds: THRESHOLDS,
};

describe('judgeInspectionTargets', () => {
  it('judges only the asked targets, and of those only the recorded ones', () => {
    const f = facts(
      [obs(RP, '11'), obs(HOURS, '2000'), obs('Undercarriage.Right.Shoes.RollerPath.WornLength', '2')],
      {
        sides: base.sides,
        parts: [part('shoes', 'left'), part('right-shoes', 'right')],
        dimensions: [...base.dimensions, RIGHT_ROLLER_PATH],
      },
    );
    // Right: 2 mm of 20 = 10 %, no action; Left is not asked for; the Left grouser was asked for but not measured.
    const judged = judgeInspectionTargets(f, new Set(['uc:Right:Shoes.RollerPath', 'uc:Left:Shoes.Grouser']));
    expect(judged.map((t) => [t.key.id, t.action.name])).toEqual([['uc:Right:Shoes.RollerPath', 'NoAction']]);
  });

  it('targets on both sides and the bucket, asked together, come in report order, the recorded ones only', () => {
    const f = facts([obs(RP, '11'), obs('Undercarriage.Right.Shoes.RollerPath.WornLength', '2')], {
      sides: base.sides,
      bucketExternalId: 'bucket',
      parts: [part('shoes', 'left'), part('right-shoes', 'right')],
      dimensions: [...base.dimensions, RIGHT_ROLLER_PATH],
    });
    const asked = new Set(['bucket:summary', 'uc:Right:Shoes.RollerPath', 'uc:Left:Shoes.RollerPath']);
    expect(judgeInspectionTargets(f, asked).map((t) => t.key.id)).toEqual([
      'uc:Left:Shoes.RollerPath',
      'uc:Right:Shoes.RollerPath',
    ]);
    // The right side alone: 2 mm of 20 = 10 %, no action, whatever else the inspection holds.
    const right = judgeInspectionTargets(f, new Set(['uc:Right:Shoes.RollerPath']));
    expect(right.map((t) => [t.key.id, t.action.name])).toEqual([['uc:Right:Shoes.RollerPath', 'NoAction']]);
  });

  it('a roller position asked for is judged, the side’s other items not', () => {
    const f = facts(
      [
        obs(RP, '11'),
        obs('Undercarriage.Left.LoadRollers.Position.VisualCondition', 'Good', 'lr-2'),
        obs('Undercarriage.Left.Sliders.Position.VisualCondition', 'Good', 'sl-1'),
      ],
      {
        sides: base.sides,
        parts: [
          ...base.parts,
          part('lr-2', 'left', { group: 'Load Rollers', position: 2 }),
          part('sl-1', 'left', { group: 'Sliders', position: 1 }),
        ],
        dimensions: base.dimensions,
      },
    );
    const judged = judgeInspectionTargets(f, new Set(['uc:Left:LoadRollers:lr-2']));
    expect(judged.map((t) => [t.key.id, t.key.place])).toEqual([['uc:Left:LoadRollers:lr-2', 'Position 2']]);
  });

  it('an unknown target is no target', () => {
    expect(judgeInspectionTarget(base, 'uc:Left:Nothing')).toBeUndefined();
  });
});

describe('targetIdOf', () => {
  it('names the target of a side reading, a tooth and a wear plate location', () => {
    expect(targetIdOf('Undercarriage.Left.Shoes.RollerPath.WornLength', null)).toBe(
      'uc:Left:Shoes.RollerPath',
    );
    expect(targetIdOf('Bucket.GroundEngagingTools.Teeth.Part.WornLength', 't1')).toBe('bucket:Teeth:t1');
    expect(targetIdOf('Bucket.WearKit.WearPlates.Lip.Inner.Measurement', null)).toBe(
      'bucket:plates:Lip.Inner',
    );
  });

  it('an identifier that only contains one of those is no target', () => {
    for (const identifier of [
      'Old.Undercarriage.Left.Shoes.RollerPath.WornLength',
      'Undercarriage.Left.Shoes.RollerPath.WornLength.Note',
      'Old.Bucket.GroundEngagingTools.Teeth.Part.WornLength',
      'Bucket.GroundEngagingTools.Teeth.Part.WornLength.Note',
      'Old.Bucket.WearKit.WearPlates.Lip.Inner.Measurement',
      'Bucket.WearKit.WearPlates.Lip.Inner.Measurement.Note',
    ])
      expect(targetIdOf(identifier, 't1'), identifier).toBeUndefined();
  });

  it('a tooth without its part is no target', () => {
    expect(targetIdOf('Bucket.GroundEngagingTools.Teeth.Part.WornLength', null)).toBeUndefined();
  });
});
