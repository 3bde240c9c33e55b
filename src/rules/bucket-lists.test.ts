import { describe, expect, it } from 'vitest';
import { bucketListEntries, bucketListNotInspectedPath, bucketListOfMarker } from './bucket-lists.ts';
import type { BucketStatusInput } from './bucket-paths.ts';

// decision 0043: the bucket lists' entries as their screens name them, each done when its status is Completed.

const v = (value: string | null) => ({ value });
const tooth = (n: number, values: Record<string, string> = {}) => ({
  externalId: `tooth-${n}`,
  getType: 'Teeth',
  wearPlate: null,
  values: Object.fromEntries(Object.entries(values).map(([k, x]) => [k, v(x)])),
});
const plate = (primary: string, secondary: string) => ({
  externalId: `plate-${primary}-${secondary}`,
  getType: null,
  wearPlate: { primary, secondary },
  values: {},
});
const heel = { externalId: 'heel-1', getType: null, wearPlate: null, heelShroud: true, values: {} };

function bucket(
  values: Record<string, string>,
  positions: BucketStatusInput['positions'],
): BucketStatusInput {
  return {
    values: Object.fromEntries(Object.entries(values).map(([k, x]) => [k, v(x)])),
    photos: {},
    positions,
  };
}

const SPECS = {
  'Bucket.Specifications.CustomerBucketName': 'EX-204 Bucket',
  'Bucket.Specifications.Manufacturer': 'ESCO',
  'Bucket.Specifications.PartNumber': 'P-1',
  'Bucket.Specifications.Fitment': 'Ultralok',
  'Bucket.Specifications.CapitalIndexNumber': 'CI-1',
  'Bucket.Specifications.SerialNumber': 'SN-1',
};

describe('bucket lists completed with entries not done', () => {
  const done = '2026-10-01T09:00:00Z';
  const model = bucket(
    {
      ...SPECS,
      'Bucket.GroundEngagingTools.Teeth.Completed': done,
      'Bucket.WearKit.WearPlates.Lip.Inner.Measurement': '30',
    },
    [
      tooth(1),
      { ...tooth(2), getType: 'Adapters', position: 2 },
      {
        ...tooth(3, { 'Bucket.GroundEngagingTools.Adapters.Part.WornLength': '200' }),
        getType: 'Adapters',
        position: 3,
      },
      plate('Lip', 'Inner'),
      plate('Lip', 'Outer'),
      heel,
    ],
  );

  it('names each list’s entries as its screen does, done when Completed', () => {
    expect(bucketListEntries(model, { kind: 'get' })).toEqual([
      { name: 'Teeth', done: true },
      { name: 'Adapters', done: false },
    ]);
    expect(bucketListEntries(model, { kind: 'partType', key: 'Adapters' })).toEqual([
      { name: 'Position 2', done: false },
      { name: 'Position 3', done: true },
    ]);
    expect(bucketListEntries(model, { kind: 'wearPlates' })).toEqual([{ name: 'Lip', done: false }]);
    expect(bucketListEntries(model, { kind: 'plateLocation', key: 'Lip' })).toEqual([
      { name: 'Inner', done: false },
      { name: 'Outer', done: false },
    ]);
    expect(bucketListEntries(model, { kind: 'wearKit' })).toEqual([
      { name: 'Wear Plates', done: false },
      { name: 'Heel Shrouds', done: false },
    ]);
    expect(bucketListEntries(model, { kind: 'summary' })).toEqual([
      { name: 'Specifications', done: true },
      { name: 'Ground Engaging Tools', done: false },
      { name: 'Wear Kit', done: false },
    ]);
  });

  it('knows the list a completed marker closes and where its left-out names go', () => {
    expect(bucketListOfMarker('Bucket.GroundEngagingTools.Completed')).toEqual({ kind: 'get' });
    expect(bucketListOfMarker('Bucket.GroundEngagingTools.LipShrouds.Completed')).toEqual({
      kind: 'partType',
      key: 'LipShrouds',
    });
    expect(bucketListOfMarker('Bucket.WearKit.WearPlates.LeftCheek.Completed')).toEqual({
      kind: 'plateLocation',
      key: 'LeftCheek',
    });
    expect(bucketListOfMarker('Bucket.WearKit.HeelShrouds.Completed')).toBeUndefined();
    expect(bucketListOfMarker('Bucket.GroundEngagingTools.Teeth.Condition')).toBeUndefined();
    expect(bucketListNotInspectedPath({ kind: 'summary' })).toBe('Bucket.Summary.NotInspected');
    expect(bucketListNotInspectedPath({ kind: 'plateLocation', key: 'Lip' })).toBe(
      'Bucket.WearKit.WearPlates.Lip.NotInspected',
    );
  });

  it('lists only what a bucket has: one with no parts (its specifications all given) shows Specifications alone', () => {
    const bare = bucket(SPECS, []);
    expect(bucketListEntries(bare, { kind: 'summary' })).toEqual([{ name: 'Specifications', done: true }]);
    expect(bucketListEntries(bare, { kind: 'wearKit' })).toEqual([]);
    expect(bucketListEntries(bare, { kind: 'plateLocation', key: 'Lip' })).toEqual([]);
  });

  it('names a position without a number by its turn in the list', () => {
    const unnumbered = bucket(SPECS, [tooth(1), tooth(2)]);
    expect(bucketListEntries(unnumbered, { kind: 'partType', key: 'Teeth' })).toEqual([
      { name: 'Position 1', done: false },
      { name: 'Position 2', done: false },
    ]);
  });

  it('keeps a summary with only heel shrouds in its wear kit', () => {
    expect(bucketListEntries(bucket(SPECS, [heel]), { kind: 'summary' })).toEqual([
      { name: 'Specifications', done: true },
      { name: 'Wear Kit', done: false },
    ]);
    expect(bucketListNotInspectedPath({ kind: 'partType', key: 'Teeth' })).toBe(
      'Bucket.GroundEngagingTools.Teeth.NotInspected',
    );
  });
});
