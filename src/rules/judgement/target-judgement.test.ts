import { describe, expect, it } from 'vitest';
import { actionLabel, actionView, severityOf, worseAction } from '../action-severity.ts';
import type { ActionType } from './action-status.ts';
import { findingOf, groupConditionResults } from '../condition-results.ts';
import type { InspectionFacts } from './inspection-facts.ts';
import { judgeInspection, judgeInspectionTarget, targetIdOf } from './inspection-targets.ts';
import {
  forecastLine,
  forecastText,
  formatDay,
  formatPercent,
  formatSigned,
  formatWhole,
} from '../judgement-text.ts';
import { judgeTarget, signText, type TargetKey } from './target-judgement.ts';

// decision 0023: the one judgement's edges, with values written from the spec's rules.

const TYPES: ActionType[] = [
  { id: 1, name: 'NoAction', description: 'No Action', sortOrder: 1 },
  { id: 2, name: 'NoActionOk', description: 'No Action - OK', sortOrder: 1 },
  { id: 3, name: 'MonitorMaintenance', description: 'Monitor / Maintenance', sortOrder: 3 },
  { id: 5, name: 'ChangeoutImmediately', description: 'Changeout Immediately', sortOrder: 4 },
];
const THRESHOLDS = [
  { minPercentage: 0, actionTypeId: 1 },
  { minPercentage: 50, actionTypeId: 3 },
  { minPercentage: 100, actionTypeId: 5 },
];
const KEY: TargetKey = {
  id: 'uc:Left:Shoes.PitchExtension',
  area: 'undercarriage',
  side: 'Left',
  component: 'Pitch Extension',
  place: '',
  position: null,
  entityExternalId: null,
  partName: null,
  partNumber: null,
};
const reading = (instrument: string, measurement: string | null) => ({
  identifier: `Undercarriage.Left.Shoes.PitchExtension.${instrument === 'Pitch gauge' ? 'PitchGauge' : 'TapeMeasure'}.WornLength`,
  instrument,
  unit: 'mm',
  entityExternalId: null,
  measurement,
  dimension: { baselineValue: 0, limit: 12 },
  thresholds: THRESHOLDS,
  actionTypes: TYPES,
  machineHours: null,
  date: '2026-11-01T12:00:00Z',
  history: [],
});

describe('severity and words', () => {
  it('orders actions by urgency, not by sortOrder', () => {
    expect(
      [
        'ChangeoutImmediately',
        'ScheduleChangeout',
        'MonitorMaintenance',
        'NoAction',
        'NoMeasurements',
        'Unknown',
      ].map(severityOf),
    ).toEqual([4, 3, 2, 1, 0, 0]);
    expect(actionLabel('ScheduleChangeout')).toBe('Schedule Changeout');
    expect(actionLabel('NoAction', '  ')).toBe('No Action');
    // An action the catalogue does not hold is still coloured by the spec (§9) and labelled in words.
    expect(actionView('ScheduleChangeout', TYPES)).toMatchObject({
      label: 'Schedule Changeout',
      colour: '#F7B2B2',
      actionTypeId: null,
    });
    const a = actionView('MonitorMaintenance', TYPES);
    const b = actionView('MonitorMaintenance', TYPES);
    expect(worseAction(a, b)).toBe(a);
  });

  it('writes numbers, days and forecasts the same everywhere', () => {
    expect([formatWhole(-1234.6), formatWhole(999)]).toEqual(['-1,235', '999']);
    expect([formatDay('2027-11-04T12:00:00Z'), formatDay('not a date'), formatDay(null)]).toEqual([
      '04 Nov 27',
      '',
      '',
    ]);
    expect(forecastText({ status: 'forecast', hoursAt100: 32000, hoursAt120: 36000 }, 120)).toBe('36,000 h');
    expect(forecastText({ status: 'never reaches' }, 100)).toBe('Wear is not rising');
    expect(forecastText({ status: 'not enough data' }, 100)).toBe('Not enough data');
  });

  it('rounds every percentage to one decimal, as the review does', () => {
    // A walk on a phone saw "change +31.363636 %" and "+23.333334 %" on the measuring screens.
    expect([formatPercent(56.8333), formatPercent(70), formatPercent(116.66667)]).toEqual([
      '56.8 %',
      '70.0 %',
      '116.7 %',
    ]);
    expect([formatSigned(31.363636, '%'), formatSigned(-2, '%'), formatSigned(0.04, '%')]).toEqual([
      '+31.4 %',
      '-2.0 %',
      '±0.0 %',
    ]);
  });

  it('a limit already passed is said with since when, never with a time ahead', () => {
    const past = {
      status: 'forecast' as const,
      hoursAt100: 19_444,
      dateAt100: '2026-10-11T10:40:00Z',
      hoursAt120: 20_688,
      dateAt120: '2026-12-09T00:00:00Z',
      past100: true,
    };
    expect(forecastText(past, 100)).toBe('past since 19,444 h (≈ 11 Oct 26)');
    expect(forecastLine(past)).toBe(
      'Past 100 % since 19,444 h (≈ 11 Oct 26) · 120 % at 20,688 h (≈ 09 Dec 26)',
    );
    expect(
      forecastLine({
        status: 'never reaches',
        hoursAt100: 5000,
        dateAt100: '2026-12-03T00:00:00Z',
        past100: true,
      }),
    ).toBe('Past 100 % since 5,000 h (≈ 03 Dec 26) · 120 %: Wear is not rising');
    expect(forecastLine({ status: 'never reaches' })).toBe('Wear is not rising');
  });
});

describe('judgeTarget', () => {
  it('the more urgent of tape and gauge governs; on a tie the first listed', () => {
    // Gauge 6.6 mm of 12: 55 % Monitor / Maintenance; tape 12.6 mm: 105 % Changeout Immediately.
    const tapeWorse = judgeTarget({
      key: KEY,
      readings: [reading('Pitch gauge', '6.6'), reading('Tape measure', '12.6')],
      signs: [],
      actionTypes: TYPES,
    });
    expect(tapeWorse.governing?.instrument).toBe('Tape measure');
    expect(tapeWorse.action.name).toBe('ChangeoutImmediately');
    const tie = judgeTarget({
      key: KEY,
      readings: [reading('Pitch gauge', '6.6'), reading('Tape measure', '6.0')],
      signs: [],
      actionTypes: TYPES,
    });
    expect(tie.governing?.instrument).toBe('Pitch gauge');
    expect(findingOf(tie)).toBe('55.0 % (pitch gauge)');
  });

  it('nothing recorded is not judged; a sign alone is', () => {
    const empty = judgeTarget({
      key: KEY,
      readings: [reading('Pitch gauge', null)],
      signs: [],
      actionTypes: TYPES,
    });
    expect(empty).toMatchObject({ recorded: false, governing: null, action: { name: 'NoMeasurements' } });
    const ok = judgeTarget({
      key: KEY,
      readings: [],
      signs: [
        { identifier: 'x', label: 'Good', actionName: 'NoActionOk', count: null, entityExternalId: null },
      ],
      actionTypes: TYPES,
    });
    expect(ok.recorded).toBe(true);
    // No Action - OK is listed with No Action.
    expect(groupConditionResults([ok], TYPES).map((g) => [g.name, g.rows[0]?.left])).toEqual([
      ['No Action', 'Good'],
    ]);
  });
});

describe('a condition the measurement contradicts (decision 0039)', () => {
  const sign = (identifier: string, label: string, actionName: string) => ({
    identifier,
    label,
    actionName,
    count: null,
    entityExternalId: null,
  });
  const judged = (measurement: string, signs: ReturnType<typeof sign>[]) =>
    judgeTarget({ key: KEY, readings: [reading('Tape measure', measurement)], signs, actionTypes: TYPES });
  const GOOD = sign('Bucket.GroundEngagingTools.Teeth.Part.Condition', 'Good', 'NoAction');
  const MONITOR = sign('Bucket.GroundEngagingTools.Teeth.Part.Condition', 'Monitor', 'MonitorMaintenance');

  it('notes Good, and Monitor, beside a measured Changeout Immediately; the action stays the measured one', () => {
    // 12.6 mm of 12 allowed: 105 % worn, Changeout Immediately (threshold 100 %).
    const good = judged('12.6', [GOOD]);
    expect(good.action.name).toBe('ChangeoutImmediately');
    expect(good.notes).toEqual([
      'Condition Good does not match the measurement (Changeout Immediately): check the part and correct the condition if needed.',
    ]);
    expect(judged('12.6', [MONITOR]).notes).toEqual([
      'Condition Monitor does not match the measurement (Changeout Immediately): check the part and correct the condition if needed.',
    ]);
  });

  it('no note when they agree, when the measurement asks no changeout, or for a sign that is no condition', () => {
    // 6.6 mm of 12: 55 % worn, Monitor / Maintenance.
    expect(judged('6.6', [GOOD]).notes).toEqual([]);
    expect(judged('6.6', [MONITOR]).notes).toEqual([]);
    // A condition worse than the wear is no contradiction: a broken part can have little wear.
    expect(judged('1.2', [sign('x.VisualCondition', 'Changeout', 'ChangeoutImmediately')]).notes).toEqual([]);
    expect(judged('12.6', [sign('x.WearIndicators.Spalling', 'Spalling', 'NoAction')]).notes).toEqual([]);
    expect(judgeTarget({ key: KEY, readings: [], signs: [GOOD], actionTypes: TYPES }).notes).toEqual([]);
  });
});

describe('targets of an inspection', () => {
  const facts: InspectionFacts = {
    inspection: {
      externalId: 'i1',
      date: '2026-11-01T12:00:00Z',
      observations: [
        {
          identifier: 'Undercarriage.Left.LoadRollers.Position.VisualCondition',
          entityExternalId: 'roller-a',
          value: 'Monitor',
        },
        {
          identifier: 'Undercarriage.Left.LoadRollers.Position.VisualCondition',
          entityExternalId: 'roller-b',
          value: 'Good',
        },
        {
          identifier: 'Bucket.GroundEngagingTools.Teeth.Part.Condition',
          entityExternalId: 'tooth-a',
          value: 'Changeout',
        },
      ],
    },
    history: [],
    sides: [{ side: 'Left', equipmentExternalId: 'left' }],
    bucketExternalId: 'bucket',
    parts: [
      // Positions without a number are numbered in their order.
      {
        externalId: 'roller-a',
        equipmentExternalId: 'left',
        position: null,
        group: 'Load Rollers',
        name: 'Roller',
        partNumber: null,
        partType: null,
        location: null,
        secondaryLocation: null,
      },
      {
        externalId: 'roller-b',
        equipmentExternalId: 'left',
        position: null,
        group: 'Load Rollers',
        name: 'Roller',
        partNumber: null,
        partType: null,
        location: null,
        secondaryLocation: null,
      },
      {
        externalId: 'tooth-a',
        equipmentExternalId: 'bucket',
        position: null,
        group: null,
        name: 'Tooth',
        partNumber: null,
        partType: null,
        location: null,
        secondaryLocation: null,
      },
    ],
    dimensions: [
      {
        partExternalId: 'tooth-a',
        identifier: 'Bucket.GroundEngagingTools.Teeth.Part.WornLength',
        baselineValue: 540,
        limit: -210,
        thresholds: THRESHOLDS,
      },
    ],
    triggers: [],
    actionTypes: TYPES,
  };

  it('numbers unnumbered positions and judges a tooth by its condition when it is not measured', () => {
    expect(judgeInspection(facts).map((t) => [t.key.component, t.key.place, t.action.name])).toEqual([
      ['Load Rollers', 'Position 1', 'MonitorMaintenance'],
      ['Load Rollers', 'Position 2', 'NoAction'],
      ['Teeth', 'Position 1', 'ChangeoutImmediately'],
    ]);
    expect(judgeInspectionTarget(facts, 'bucket:Teeth:tooth-a')?.recorded).toBe(true);
    expect(judgeInspectionTarget(facts, 'no such target')).toBeUndefined();
  });

  it('finds the target of a reading', () => {
    expect(targetIdOf('Undercarriage.Right.Shoes.PitchExtension.TapeMeasure.WornLength', null)).toBe(
      'uc:Right:Shoes.PitchExtension',
    );
    expect(targetIdOf('Undercarriage.Left.DriveTumbler.DriveLug.WornLength', null)).toBe(
      'uc:Left:DriveTumbler.DriveLug',
    );
    expect(targetIdOf('Bucket.GroundEngagingTools.Teeth.Part.WornLength', 'tooth-a')).toBe(
      'bucket:Teeth:tooth-a',
    );
    expect(targetIdOf('Bucket.GroundEngagingTools.Teeth.Part.WornLength', null)).toBeUndefined();
    expect(targetIdOf('Bucket.WearKit.WearPlates.Lip.Inner.Measurement', null)).toBe(
      'bucket:plates:Lip.Inner',
    );
    expect(targetIdOf('Operation.TotalMachineHours', null)).toBeUndefined();
  });
});

describe('a reading the fleet cannot judge, and the shoes a sign was seen on', () => {
  it('with no action types at all, a reading counts as invalid', () => {
    const judged = judgeTarget({
      key: KEY,
      readings: [{ ...reading('Tape measure', '1.2'), actionTypes: [], thresholds: [] }],
      signs: [],
      actionTypes: [],
    });
    expect(judged.governing?.action.name).toBe('InvalidMeasurements');
  });

  it('says one shoe, or the number of shoes', () => {
    expect(signText({ label: 'Toenailing', count: null })).toBe('Toenailing');
    expect(signText({ label: 'Toenailing', count: 1 })).toBe('Toenailing (1 shoe)');
    expect(signText({ label: 'Toenailing', count: 3 })).toBe('Toenailing (3 shoes)');
  });
});

describe('judgeTarget: what counts as recorded, and which signs a measurement contradicts', () => {
  const sign = (identifier: string, label: string, actionName: string) => ({
    identifier,
    label,
    actionName,
    count: null,
    entityExternalId: null,
  });

  it('a measurement of spaces is not recorded: nothing governs and nothing is measured', () => {
    const target = judgeTarget({
      key: KEY,
      readings: [reading('Tape measure', '   ')],
      signs: [],
      actionTypes: TYPES,
    });
    expect(target.recorded).toBe(false);
    expect(target.governing).toBeNull();
    expect(target.action.name).toBe('NoMeasurements');
  });

  it('12 mm of 12 (100 %, Changeout Immediately) contradicts a Monitor or Good condition, not a wear indicator', () => {
    const target = judgeTarget({
      key: KEY,
      readings: [reading('Tape measure', '12')],
      signs: [
        sign('Undercarriage.Left.Shoes.PitchExtension.Condition', 'Monitor', 'MonitorMaintenance'),
        sign('Condition', 'Good', 'NoAction'),
        sign(
          'Undercarriage.Left.Shoes.PitchExtension.WearIndicators.Bushings.Walking',
          'Walking',
          'NoAction',
        ),
        sign('Undercarriage.Left.Shoes.PitchExtension.ConditionNote', 'Good', 'NoAction'),
      ],
      actionTypes: TYPES,
    });
    expect(target.action.name).toBe('ChangeoutImmediately');
    expect(target.notes).toEqual([
      'Condition Monitor does not match the measurement (Changeout Immediately): check the part and correct the condition if needed.',
      'Condition Good does not match the measurement (Changeout Immediately): check the part and correct the condition if needed.',
    ]);
  });
});
