import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, facts, INSPECTION_DATE, obs, part, THRESHOLDS } from './inspection-facts.fixture.ts';
import type { FactInspection, InspectionFacts } from './inspection-facts.ts';
import {
  hoursOf,
  keyOf,
  reading,
  signsUnder,
  targetKey,
  valuesOf,
  type Context,
  type Values,
} from './target-inputs.ts';

const RP = 'Undercarriage.Left.Shoes.RollerPath';
const ROLLERS = 'Undercarriage.Left.LoadRollers.Position';
const PITCH = 'Undercarriage.Left.Shoes.PitchExtension';
const HOURS = 'Operation.TotalMachineHours';

function context(f: InspectionFacts, history: Context['history'] = []): Context {
  return { facts: f, values: valuesOf(f.inspection), history, machineHours: hoursOf(valuesOf(f.inspection)) };
}
const inspection = (observations: FactInspection['observations']): FactInspection => ({
  externalId: 'x',
  date: INSPECTION_DATE,
  observations,
});
const never = () => false;

describe('valuesOf and hoursOf', () => {
  it('finds a value by entity and identifier, and by identifier alone (the first one recorded)', () => {
    const values = valuesOf(
      inspection([
        obs(`${ROLLERS}.VisualCondition`, 'Monitor', 'roller-1'),
        obs(`${ROLLERS}.VisualCondition`, 'Good', 'roller-2'),
        obs(HOURS, '1234.5'),
      ]),
    );
    expect(values.get(keyOf(`${ROLLERS}.VisualCondition`, 'roller-2'))).toBe('Good');
    expect(values.get(keyOf(`${ROLLERS}.VisualCondition`, null))).toBe('Monitor');
    expect(hoursOf(values)).toBe(1234.5);
  });

  it('leaves out blank values, so a cleared box is not recorded', () => {
    const values = valuesOf(inspection([obs(HOURS, '  '), obs(`${RP}.WornLength`, null)]));
    expect(values.size).toBe(0);
    expect(hoursOf(values)).toBeNull();
  });

  it('has no machine hours when they are not a number', () => {
    expect(hoursOf(valuesOf(inspection([obs(HOURS, 'about 1200')])))).toBeNull();
  });
});

describe('signsUnder: what a condition or a wear indicator calls for', () => {
  it('a visual condition calls for its action: Good nothing, Monitor monitoring, Changeout a changeout', () => {
    const signsOf = (value: string) =>
      signsUnder(context(facts([obs(`${RP}.VisualCondition`, value)])), RP, null, [`${RP}.VisualCondition`]);
    expect(signsOf('Good')).toEqual([
      {
        identifier: `${RP}.VisualCondition`,
        label: 'Good',
        actionName: 'NoAction',
        count: null,
        entityExternalId: null,
      },
    ]);
    expect(signsOf('Monitor').map((s) => s.actionName)).toEqual(['MonitorMaintenance']);
    expect(signsOf('Changeout').map((s) => s.actionName)).toEqual(['ChangeoutImmediately']);
    // A value the rules do not know calls for nothing.
    expect(signsOf('Fair')).toEqual([]);
  });

  it('the fleet’s own action for a value wins over the default one', () => {
    const f = facts([obs(`${RP}.VisualCondition`, 'Good')], {
      triggers: [{ identifier: `${RP}.VisualCondition`, triggerValue: 'Good', actionTypeId: 3 }],
    });
    expect(signsUnder(context(f), RP, null, [`${RP}.VisualCondition`]).map((s) => s.actionName)).toEqual([
      'ScheduleChangeout',
    ]);
  });

  it('a trigger naming an action type the fleet does not have falls back to the default', () => {
    const f = facts([obs(`${RP}.VisualCondition`, 'Monitor')], {
      triggers: [{ identifier: `${RP}.VisualCondition`, triggerValue: 'Monitor', actionTypeId: 99 }],
    });
    expect(signsUnder(context(f), RP, null, [`${RP}.VisualCondition`]).map((s) => s.actionName)).toEqual([
      'MonitorMaintenance',
    ]);
  });

  it('no condition recorded is no sign', () => {
    expect(signsUnder(context(facts([])), RP, null, [`${RP}.VisualCondition`])).toEqual([]);
  });

  it('a ticked wear indicator calls for monitoring, or a changeout when broken, with the shoes it was seen on', () => {
    const f = facts([
      obs(`${RP}.WearIndicators.Toenailing`, 'true'),
      obs(`${RP}.WearIndicators.Toenailing.NumberOfShoes`, '3'),
      obs(`${RP}.WearIndicators.SevereCrackingBroken`, 'TRUE '),
      obs(`${RP}.WearIndicators.SpallingDelaminationMinorCracking`, 'false'),
      obs(`${PITCH}.WearIndicators.Pins.Broken`, 'true'),
    ]);
    expect(signsUnder(context(f), RP, null, [])).toEqual([
      {
        identifier: `${RP}.WearIndicators.Toenailing`,
        label: 'Toenailing',
        actionName: 'MonitorMaintenance',
        count: 3,
        entityExternalId: null,
      },
      {
        identifier: `${RP}.WearIndicators.SevereCrackingBroken`,
        label: 'Severe Cracking / Broken',
        actionName: 'ChangeoutImmediately',
        count: null,
        entityExternalId: null,
      },
    ]);
    // A grouped indicator is named with its group: "Pins: Broken"; a broken pin is a changeout.
    expect(signsUnder(context(f), PITCH, null, [])).toEqual([
      {
        identifier: `${PITCH}.WearIndicators.Pins.Broken`,
        label: 'Pins: Broken',
        actionName: 'ChangeoutImmediately',
        count: null,
        entityExternalId: null,
      },
    ]);
  });

  it('a grouped indicator that is not broken calls for monitoring', () => {
    const f = facts([obs(`${PITCH}.WearIndicators.Hardware.Loose`, 'true')]);
    expect(signsUnder(context(f), PITCH, null, [])).toMatchObject([
      { label: 'Hardware: Loose', actionName: 'MonitorMaintenance' },
    ]);
  });

  it('a roller’s indicators are its own: another position’s are not counted', () => {
    const f = facts([
      obs(`${ROLLERS}.WearIndicators.PlasticDeformation`, 'true', 'roller-1'),
      obs(`${ROLLERS}.WearIndicators.SevereCrackingBroken`, 'true', 'roller-2'),
    ]);
    expect(signsUnder(context(f), ROLLERS, 'roller-1', []).map((s) => [s.label, s.entityExternalId])).toEqual(
      [['Plastic Deformation', 'roller-1']],
    );
    // Without an entity, every position's.
    expect(signsUnder(context(f), ROLLERS, null, []).map((s) => s.entityExternalId)).toEqual([
      'roller-1',
      'roller-2',
    ]);
  });

  it('an indicator outside the catalogue calls for what the fleet says, under its own identifier', () => {
    const id = 'Custom.WearIndicators.Thing';
    const f = facts([obs(id, 'true'), obs('Custom.WearIndicators.Other', 'true')], {
      triggers: [{ identifier: id, triggerValue: 'true', actionTypeId: 2 }],
    });
    expect(signsUnder(context(f), 'Custom', null, [])).toEqual([
      { identifier: id, label: id, actionName: 'MonitorMaintenance', count: null, entityExternalId: null },
    ]);
  });
});

describe('reading: a measurement with its dimension and earlier readings', () => {
  const WL = `${RP}.WornLength`;
  const dims: InspectionFacts['dimensions'] = [
    { partExternalId: 'shoe-other', identifier: WL, baselineValue: 0, limit: 99, thresholds: [] },
    { partExternalId: 'shoe', identifier: WL, baselineValue: 0, limit: 20, thresholds: THRESHOLDS },
  ];
  const earlier = (date: string, sameAsset: boolean, entries: [string, string][]) => ({
    date,
    sameAsset,
    values: new Map(entries.map(([id, v]) => [keyOf(id, null), v])) as Values,
  });

  it('takes the dimension of its part, the value now, the hours now, and the unit of the item', () => {
    const f = facts([obs(WL, '11'), obs(HOURS, '2000')], { dimensions: dims });
    const r = reading(context(f), WL, null, 'shoe', null, never, null);
    expect(r).toMatchObject({
      identifier: WL,
      instrument: null,
      unit: 'mm',
      entityExternalId: null,
      measurement: '11',
      dimension: { baselineValue: 0, limit: 20 },
      thresholds: THRESHOLDS,
      actionTypes: ACTION_TYPES,
      machineHours: 2000,
      date: INSPECTION_DATE,
      history: [],
      changedOut: false,
    });
  });

  it('without a part it takes the first dimension of the item; with a part that has none, no dimension', () => {
    const f = facts([], { dimensions: dims });
    expect(reading(context(f), WL, null, undefined, null, never, null).dimension).toEqual({
      baselineValue: 0,
      limit: 99,
    });
    const none = reading(context(f), WL, null, 'roller', null, never, null);
    expect(none.dimension).toBeUndefined();
    expect(none.thresholds).toEqual([]);
    expect(none.measurement).toBeNull();
  });

  it('an unknown item is measured in mm', () => {
    expect(reading(context(facts([])), 'Custom.WornLength', null, undefined, null, never, null).unit).toBe(
      'mm',
    );
  });

  it('the history is this machine’s numeric readings, with their hours and changeouts', () => {
    const history = [
      earlier('2026-08-01T00:00:00Z', true, [
        [WL, '5'],
        [HOURS, '1000'],
        ['Changed', 'yes'],
      ]),
      earlier('2026-09-01T00:00:00Z', false, [
        [WL, '6'],
        [HOURS, '1500'],
      ]),
      earlier('2026-10-01T00:00:00Z', true, [
        [WL, 'worn'],
        [HOURS, '1800'],
      ]),
      earlier('2026-10-15T00:00:00Z', true, [[HOURS, '1900']]),
      earlier('2026-10-20T00:00:00Z', true, [[WL, '8']]),
    ];
    const changed = (values: Values) => values.get(keyOf('Changed', null)) === 'yes';
    const f = facts([obs('Changed', 'yes')], { dimensions: dims });
    const r = reading(context(f, history), WL, null, 'shoe', null, changed, null);
    // Another machine's reading (1 Sep) is not this undercarriage's; a text or no reading is none.
    expect(r.history).toEqual([
      { date: '2026-08-01T00:00:00Z', machineHours: 1000, value: '5', changedOut: true },
      { date: '2026-10-20T00:00:00Z', machineHours: null, value: '8', changedOut: false },
    ]);
    expect(r.changedOut).toBe(true);
  });

  it('a bucket part’s history follows the part to any machine', () => {
    const GET = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength';
    const history = [
      {
        date: '2026-09-01T00:00:00Z',
        sameAsset: false,
        values: new Map([[keyOf(GET, 'tooth'), '100']]) as Values,
      },
    ];
    const f = facts([obs(GET, '120', 'tooth')]);
    const r = reading(context(f, history), GET, 'tooth', 'tooth', null, never, 'tooth');
    expect(r.measurement).toBe('120');
    expect(r.entityExternalId).toBe('tooth');
    expect(r.history.map((h) => h.value)).toEqual(['100']);
  });
});

describe('targetKey', () => {
  const where = {
    id: 'bucket:Teeth:t1',
    area: 'bucket' as const,
    side: null,
    component: 'Teeth',
    place: 'Position 1',
    position: 1,
    entityExternalId: 't1',
  };
  it('names the part when there is one', () => {
    expect(targetKey(where, part('t1', 'bucket', { name: 'Tooth', partNumber: 'T-100' }))).toEqual({
      ...where,
      partName: 'Tooth',
      partNumber: 'T-100',
    });
    expect(targetKey(where)).toEqual({ ...where, partName: null, partNumber: null });
  });
});
