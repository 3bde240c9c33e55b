import { describe, expect, it } from 'vitest';
import {
  bucketStatuses,
  bucketStatusesOfValues,
  groupStatus,
  partTypeLabel,
  positionsOf,
  primaryLabel,
  secondaryLabel,
  statusOf,
  type BucketStatusInput,
} from './bucket-paths.ts';

// recording spec §4 completion, as every bucket screen, the contents and review show it.

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
  photos: Record<string, unknown[]> = {},
): BucketStatusInput {
  return { values: Object.fromEntries(Object.entries(values).map(([k, x]) => [k, v(x)])), photos, positions };
}

const SPECS = {
  'Bucket.Specifications.CustomerBucketName': 'EX-204 Bucket',
  'Bucket.Specifications.Manufacturer': 'ESCO',
  'Bucket.Specifications.PartNumber': 'P-1',
  'Bucket.Specifications.Fitment': 'Ultralok',
  'Bucket.Specifications.CapitalIndexNumber': 'CI-1',
  'Bucket.Specifications.SerialNumber': 'SN-1',
};

describe('bucket statuses', () => {
  it('are not started when nothing is recorded', () => {
    const s = bucketStatuses(bucket({}, [tooth(1), plate('Lip', 'Inner'), heel]));
    expect(s).toMatchObject({
      overall: 'notStarted',
      specifications: 'notStarted',
      get: 'notStarted',
      wearKit: 'notStarted',
      heelShrouds: 'notStarted',
      partTypes: { Teeth: 'notStarted' },
      plateLocations: { Lip: 'notStarted' },
      plateSecondaries: { 'Lip.Inner': 'notStarted' },
    });
  });

  it('a measured position starts its part type; a photo or a value starts a location', () => {
    const s = bucketStatuses(
      bucket(
        { 'Bucket.WearKit.WearPlates.Lip.Inner.Measurement': '30' },
        [
          tooth(1, { 'Bucket.GroundEngagingTools.Teeth.Part.WornLength': '400' }),
          tooth(2),
          plate('Lip', 'Inner'),
        ],
        { 'Bucket.Summary.Photos': ['a.jpg'] },
      ),
    );
    expect(s.partTypes).toEqual({ Teeth: 'inProgress' });
    expect(s.plateLocations).toEqual({ Lip: 'inProgress' });
    expect(s.plateSecondaries).toEqual({ 'Lip.Inner': 'inProgress' });
    expect(s.summary).toBe('inProgress');
    expect(s.overall).toBe('inProgress');
  });

  it('the bucket is complete once its specifications, part types, wear kit and summary are', () => {
    const done = '2026-10-01T09:00:00Z';
    const s = bucketStatuses(
      bucket(
        {
          ...SPECS,
          'Bucket.GroundEngagingTools.Teeth.Completed': done,
          'Bucket.WearKit.WearPlates.Lip.Completed': done,
          'Bucket.WearKit.HeelShrouds.Completed': done,
          'Bucket.Summary.Completed': done,
        },
        [tooth(1), plate('Lip', 'Inner'), heel],
      ),
    );
    expect(s).toMatchObject({
      overall: 'completed',
      specifications: 'completed',
      get: 'completed',
      wearKit: 'completed',
    });
  });

  it('a bucket without part types or a wear kit is complete with its specifications and summary', () => {
    const s = bucketStatuses(bucket({ ...SPECS, 'Bucket.Summary.Completed': '2026-10-01T09:00:00Z' }, []));
    expect(s.overall).toBe('completed');
    expect(s.wearKit).toBe('notStarted');
  });

  it('groups, positions and labels', () => {
    expect(groupStatus([])).toBe('notStarted');
    expect(groupStatus(['completed', 'notStarted'])).toBe('inProgress');
    expect(statusOf(['a', 'b'], { a: 'x', b: 'y' })).toBe('completed');
    expect(statusOf(['a'], { c: 'done' }, 'c')).toBe('completed');
    const positions = positionsOf(
      bucket({}, [tooth(1, { 'Bucket.GroundEngagingTools.Teeth.Part.WornLength': '400' })]),
      'Teeth',
    );
    expect(positions.map((p) => p.progress)).toEqual(['completed']);
    expect([partTypeLabel('LipShrouds'), primaryLabel('LeftCheek'), secondaryLabel('Outer')]).toEqual([
      'Lip Shrouds',
      'Left Cheek',
      'Outer',
    ]);
  });

  it('a list marked complete is complete with entries not done, as an undercarriage position list is', () => {
    const done = '2026-10-01T09:00:00Z';
    const s = bucketStatuses(
      bucket(
        {
          'Bucket.GroundEngagingTools.Completed': done,
          'Bucket.WearKit.WearPlates.Completed': done,
          'Bucket.WearKit.Completed': done,
        },
        [tooth(1), plate('Lip', 'Inner'), heel],
      ),
    );
    expect(s).toMatchObject({
      get: 'completed',
      wearPlates: 'completed',
      wearKit: 'completed',
      partTypes: { Teeth: 'notStarted' },
      plateLocations: { Lip: 'notStarted' },
    });
  });
});

describe('a bucket judged from the inspection values alone (recording spec §4, the same rule)', () => {
  const specifications = {
    'Bucket.Specifications.CustomerBucketName': 'Main bucket',
    'Bucket.Specifications.Manufacturer': 'ESCO',
    'Bucket.Specifications.PartNumber': 'P-1',
    'Bucket.Specifications.Fitment': 'Standard',
    'Bucket.Specifications.CapitalIndexNumber': 'C-1',
    'Bucket.Specifications.SerialNumber': 'B-1',
  };
  const marked = { 'Bucket.Summary.Completed': '2024-05-01T10:00:00Z' };
  it.each([
    ['nothing', {}, 'notStarted'],
    ['only other sections', { 'Operation.Tonnage': '1200' }, 'notStarted'],
    ['one specification', { 'Bucket.Specifications.SerialNumber': 'B-1' }, 'inProgress'],
    ['the summary marked over empty specifications', marked, 'inProgress'],
    ['every specification and the summary marked', { ...specifications, ...marked }, 'completed'],
  ])('%s: %s', (_, values, overall) => expect(bucketStatusesOfValues(values).overall).toBe(overall));
});
