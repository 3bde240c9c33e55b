import { describe, expect, it } from 'vitest';
import { facts, obs, part, THRESHOLDS } from './inspection-facts.fixture.ts';
import type { InspectionFacts } from './inspection-facts.ts';
import { hoursOf, valuesOf, type Context } from './target-inputs.ts';
import { undercarriageTargets } from './undercarriage-targets.ts';

const L = 'Undercarriage.Left';
const GAUGE = `${L}.Shoes.PitchExtension.PitchGauge.WornLength`;
const TAPE = `${L}.Shoes.PitchExtension.TapeMeasure.WornLength`;
const RP = `${L}.Shoes.RollerPath.WornLength`;
const dim = (partExternalId: string, identifier: string, limit = 20) => ({
  partExternalId,
  identifier,
  baselineValue: 0,
  limit,
  thresholds: THRESHOLDS,
});
function context(f: InspectionFacts): Context {
  const values = valuesOf(f.inspection);
  return { facts: f, values, history: [], machineHours: hoursOf(values) };
}

describe('undercarriageTargets', () => {
  it('one side with no parts: each measured or inspected item once, rollers and sliders only with positions', () => {
    const list = undercarriageTargets(context(facts([])), 'Left', 'left');
    expect(list.map((t) => [t.key.id, t.key.component, t.readings.map((r) => r.instrument)])).toEqual([
      ['uc:Left:Shoes.PitchExtension', 'Pitch Extension', ['Pitch gauge', 'Tape measure']],
      ['uc:Left:Shoes.RollerPath', 'Shoes — Roller Path', [null]],
      ['uc:Left:Shoes.DriveLug', 'Shoes — Drive Lug', [null]],
      ['uc:Left:DriveTumbler.RollerPath', 'Drive Tumbler — Roller Path', [null]],
      ['uc:Left:DriveTumbler.DriveLug', 'Drive Tumbler — Drive Lug', [null]],
      ['uc:Left:FrontIdler', 'Front Idler', []],
      ['uc:Left:RearIdler', 'Rear Idler', []],
    ]);
    // Each is read from its worn length.
    expect(list.slice(1, 5).map((t) => t.readings.map((r) => r.identifier))).toEqual([
      ['Undercarriage.Left.Shoes.RollerPath.WornLength'],
      ['Undercarriage.Left.Shoes.DriveLug.WornLength'],
      ['Undercarriage.Left.DriveTumbler.RollerPath.WornLength'],
      ['Undercarriage.Left.DriveTumbler.DriveLug.WornLength'],
    ]);
    expect(list[0]?.key).toEqual({
      id: 'uc:Left:Shoes.PitchExtension',
      area: 'undercarriage',
      side: 'Left',
      component: 'Pitch Extension',
      place: '',
      position: null,
      entityExternalId: 'left',
      partName: null,
      partNumber: null,
    });
  });

  it('the pitch gauge is read before the tape measure, each with the dimension of this side’s part', () => {
    const f = facts([obs(GAUGE, '6.6'), obs(TAPE, '7')], {
      parts: [
        part('links-right', 'right', { name: 'Right links' }),
        part('links', 'left', { name: 'Track links', partNumber: 'TL-9' }),
      ],
      // The right side's part is listed first: its dimension (limit 99) must not be used on the left.
      dimensions: [dim('links-right', GAUGE, 99), dim('links', TAPE, 12), dim('links', GAUGE, 12)],
    });
    const pitch = undercarriageTargets(context(f), 'Left', 'left')[0];
    expect(pitch?.readings.map((r) => [r.identifier, r.measurement, r.dimension?.limit])).toEqual([
      [GAUGE, '6.6', 12],
      [TAPE, '7', 12],
    ]);
    expect(pitch?.key).toMatchObject({ partName: 'Track links', partNumber: 'TL-9' });
  });

  it('a target names the part of its first reading that has one', () => {
    const f = facts([], {
      parts: [part('links', 'left', { name: 'Track links' })],
      dimensions: [dim('links', TAPE)],
    });
    expect(undercarriageTargets(context(f), 'Left', 'left')[0]?.key.partName).toBe('Track links');
  });

  it('the side’s changeout box says a reading is of a new component', () => {
    const changed = facts([obs(RP, '2'), obs('Operation.LeftUndercarriageChangeout.Checked', 'true')]);
    expect(undercarriageTargets(context(changed), 'Left', 'left')[1]?.readings[0]?.changedOut).toBe(true);
    // The other side's box is not this side's.
    const other = facts([obs(RP, '2'), obs('Operation.RightUndercarriageChangeout.Checked', 'true')]);
    expect(undercarriageTargets(context(other), 'Left', 'left')[1]?.readings[0]?.changedOut).toBe(false);
  });

  it('the visual condition of an item is its sign', () => {
    const f = facts([obs(`${L}.FrontIdler.VisualCondition`, 'Changeout')]);
    const idler = undercarriageTargets(context(f), 'Left', 'left').find(
      (t) => t.key.id === 'uc:Left:FrontIdler',
    );
    expect(idler?.signs).toMatchObject([{ label: 'Changeout', actionName: 'ChangeoutImmediately' }]);
  });

  it('each load roller, return roller and slider of this side is its own target, in position order', () => {
    const f = facts(
      [
        obs(`${L}.LoadRollers.Position.VisualCondition`, 'Monitor', 'lr-2'),
        obs(`${L}.Sliders.Position.VisualCondition`, 'Good', 'sl-1'),
      ],
      {
        parts: [
          part('lr-2', 'left', { group: 'Load Rollers', position: 2, name: 'Roller' }),
          part('lr-1', 'left', { group: 'Load Rollers', position: 1 }),
          part('lr-right', 'right', { group: 'Load Rollers', position: 1 }),
          part('rr-1', 'left', { group: 'Return Rollers', position: 1 }),
          part('sl-1', 'left', { group: 'Sliders' }),
          part('other', 'left', { group: 'Idlers', position: 1 }),
        ],
      },
    );
    const positions = undercarriageTargets(context(f), 'Left', 'left').filter((t) => t.key.position !== null);
    expect(positions.map((t) => [t.key.id, t.key.component, t.key.place])).toEqual([
      ['uc:Left:LoadRollers:lr-1', 'Load Rollers', 'Position 1'],
      ['uc:Left:LoadRollers:lr-2', 'Load Rollers', 'Position 2'],
      ['uc:Left:ReturnRollers:rr-1', 'Return Rollers', 'Position 1'],
      ['uc:Left:Sliders:sl-1', 'Sliders', 'Position 1'],
    ]);
    expect(positions[1]?.key).toMatchObject({
      entityExternalId: 'lr-2',
      side: 'Left',
      area: 'undercarriage',
      partName: 'Roller',
    });
    expect(positions.map((t) => t.signs.map((s) => s.label))).toEqual([[], ['Monitor'], [], ['Good']]);
    expect(positions.every((t) => t.readings.length === 0)).toBe(true);
  });
});
