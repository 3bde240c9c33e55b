import { describe, expect, it } from 'vitest';
import { bucketTargets } from './bucket-targets.ts';
import { facts, obs, part, THRESHOLDS } from './inspection-facts.fixture.ts';
import type { InspectionFacts } from './inspection-facts.ts';
import { hoursOf, keyOf, valuesOf, type Context, type Values } from './target-inputs.ts';

const TOOTH = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength';
const ADAPTER = 'Bucket.GroundEngagingTools.Adapters.Part.WornLength';
const PLATE = 'Bucket.WearKit.WearPlates.LeftCheek.Inner.Measurement';
const dim = (partExternalId: string, identifier: string) => ({
  partExternalId,
  identifier,
  baselineValue: 540,
  limit: -210,
  thresholds: THRESHOLDS,
});

function context(f: InspectionFacts, history: Context['history'] = []): Context {
  const values = valuesOf(f.inspection);
  return { facts: f, values, history, machineHours: hoursOf(values) };
}
const ids = (f: InspectionFacts) => bucketTargets(context(f), 'bucket').map((t) => t.key.id);

const EMPTY_BUCKET = [
  'bucket:summary',
  'bucket:Teeth',
  'bucket:Adapters',
  'bucket:LipShrouds',
  'bucket:WingShrouds',
  'bucket:SideProtectors',
  'bucket:plates:Lip',
  'bucket:plates:Floor',
  'bucket:plates:Wrapper',
  'bucket:plates:LeftCheek',
  'bucket:plates:RightCheek',
  'bucket:heel-shrouds',
];

describe('bucketTargets', () => {
  it('a bucket with no parts has its overall condition, each part type, each plate location and the heel shrouds', () => {
    const list = bucketTargets(context(facts([])), 'bucket');
    expect(list.map((t) => t.key.id)).toEqual(EMPTY_BUCKET);
    expect(list.map((t) => [t.key.component, t.key.place]).slice(0, 2)).toEqual([
      ['Bucket', 'Overall condition'],
      ['Teeth', 'All positions'],
    ]);
    expect(list.at(9)?.key).toMatchObject({ component: 'Wear Plates — Left Cheek', place: 'All' });
    expect(list.at(-1)?.key).toMatchObject({
      component: 'Heel Shrouds',
      place: 'All',
      entityExternalId: 'bucket',
    });
    expect(list.every((t) => t.readings.length === 0 && t.signs.length === 0)).toBe(true);
  });

  it('lists each tooth of this bucket by position, numbering unnumbered ones in their order', () => {
    const f = facts([], {
      parts: [
        part('t-b', 'bucket', { position: 2 }),
        part('t-a', 'bucket', { position: 1, name: 'Tooth', partNumber: 'T-1' }),
        part('t-other', 'other-bucket', { position: 3 }),
        part('a-1', 'bucket'),
        part('no-dimension', 'bucket', { position: 4 }),
      ],
      dimensions: [dim('t-b', TOOTH), dim('t-a', TOOTH), dim('t-other', TOOTH), dim('a-1', ADAPTER)],
    });
    const list = bucketTargets(context(f), 'bucket');
    expect(list.map((t) => t.key.id)).toEqual([
      'bucket:summary',
      'bucket:Teeth',
      'bucket:Teeth:t-a',
      'bucket:Teeth:t-b',
      'bucket:Adapters',
      'bucket:Adapters:a-1',
      ...EMPTY_BUCKET.slice(3),
    ]);
    expect(list[2]?.key).toEqual({
      id: 'bucket:Teeth:t-a',
      area: 'bucket',
      side: null,
      component: 'Teeth',
      place: 'Position 1',
      position: 1,
      entityExternalId: 't-a',
      partName: 'Tooth',
      partNumber: 'T-1',
    });
    expect(list[5]?.key).toMatchObject({ component: 'Adapters', place: 'Position 1', position: 1 });
  });

  it('a tooth is measured on itself, its changeout and condition are its own, its history follows it', () => {
    const f = facts(
      [
        obs(TOOTH, '435', 't-a'),
        obs('Bucket.GroundEngagingTools.Teeth.Part.Changeout', 'YES', 't-a'),
        obs('Bucket.GroundEngagingTools.Teeth.Part.Condition', 'Monitor', 't-a'),
        obs(TOOTH, '500', 't-b'),
        obs('Bucket.GroundEngagingTools.Teeth.Condition', 'Good', 'bucket'),
      ],
      { parts: [part('t-a', 'bucket', { position: 1 })], dimensions: [dim('t-a', TOOTH)] },
    );
    const history = [
      {
        date: '2026-09-01T00:00:00Z',
        sameAsset: false,
        values: new Map([
          [keyOf(TOOTH, 't-a'), '470'],
          [keyOf('Bucket.GroundEngagingTools.Teeth.Part.Changeout', 't-a'), 'NO'],
        ]) as Values,
      },
    ];
    const list = bucketTargets(context(f, history), 'bucket');
    const tooth = list.find((t) => t.key.id === 'bucket:Teeth:t-a');
    expect(tooth?.readings).toMatchObject([
      {
        identifier: TOOTH,
        entityExternalId: 't-a',
        measurement: '435',
        dimension: { baselineValue: 540, limit: -210 },
        changedOut: true,
        history: [{ date: '2026-09-01T00:00:00Z', value: '470', changedOut: false }],
      },
    ]);
    expect(tooth?.signs).toMatchObject([
      { label: 'Monitor', actionName: 'MonitorMaintenance', entityExternalId: 't-a' },
    ]);
    expect(list.find((t) => t.key.id === 'bucket:Teeth')?.signs).toMatchObject([
      { identifier: 'Bucket.GroundEngagingTools.Teeth.Condition', label: 'Good', entityExternalId: 'bucket' },
    ]);
  });

  it('a wear plate is found by its locations and measured on the bucket', () => {
    const f = facts(
      [
        obs(PLATE, '520', 'bucket'),
        obs('Bucket.WearKit.WearPlates.LeftCheek.Inner.Changeout', 'YES', 'bucket'),
        obs('Bucket.WearKit.WearPlates.LeftCheek.Inner.Condition', 'Changeout', 'bucket'),
        obs('Bucket.Summary.Condition', 'Good', 'bucket'),
        obs('Bucket.WearKit.HeelShrouds.Condition', 'Monitor', 'bucket'),
        obs('Bucket.WearKit.WearPlates.LeftCheek.Condition', 'Monitor', 'bucket'),
      ],
      {
        parts: [
          // Listed first, each of these must be passed over for the Inner plate: a spare with no dimension, and the
          // Outer part (which has the Inner item's dimension, so only its secondary location tells it apart).
          part('plate-spare', 'bucket', { location: 'Left Cheek', secondaryLocation: 'Inner' }),
          part('plate-outer', 'bucket', { location: 'Left Cheek', secondaryLocation: 'Outer' }),
          part('plate', 'bucket', { location: 'Left Cheek', secondaryLocation: 'Inner', name: 'Plate' }),
          // A plate whose locations do not match the item is not this target's part.
          part('plate-lip', 'bucket', { location: 'Lip', secondaryLocation: 'Inner' }),
        ],
        dimensions: [dim('plate', PLATE), dim('plate-outer', PLATE), dim('plate-lip', PLATE)],
      },
    );
    const list = bucketTargets(context(f), 'bucket');
    const ids = list.map((t) => t.key.id);
    expect(
      ids.slice(ids.indexOf('bucket:plates:LeftCheek'), ids.indexOf('bucket:plates:RightCheek')),
    ).toEqual(['bucket:plates:LeftCheek', 'bucket:plates:LeftCheek.Inner']);
    const plate = list.find((t) => t.key.id === 'bucket:plates:LeftCheek.Inner');
    expect(list.find((t) => t.key.id === 'bucket:plates:LeftCheek')?.signs).toMatchObject([
      { identifier: 'Bucket.WearKit.WearPlates.LeftCheek.Condition', label: 'Monitor' },
    ]);
    expect(plate?.key).toMatchObject({
      area: 'bucket',
      component: 'Wear Plates — Left Cheek',
      place: 'Inner',
      position: null,
      entityExternalId: 'bucket',
      partName: 'Plate',
    });
    expect(plate?.readings).toMatchObject([
      {
        identifier: PLATE,
        instrument: null,
        entityExternalId: 'bucket',
        measurement: '520',
        changedOut: true,
      },
    ]);
    expect(plate?.signs).toMatchObject([{ label: 'Changeout', actionName: 'ChangeoutImmediately' }]);
    expect(list[0]?.key).toMatchObject({
      area: 'bucket',
      side: null,
      position: null,
      entityExternalId: 'bucket',
    });
    expect(list[0]?.signs).toMatchObject([{ identifier: 'Bucket.Summary.Condition', label: 'Good' }]);
    expect(list.at(-1)?.signs).toMatchObject([{ label: 'Monitor', actionName: 'MonitorMaintenance' }]);
  });

  it('a plate location with no part measured there has no target, only its condition', () => {
    expect(ids(facts([obs(PLATE, '520', 'bucket')]))).toEqual(EMPTY_BUCKET);
  });
});
