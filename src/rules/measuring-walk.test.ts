import { describe, expect, it } from 'vitest';
import {
  bucketWalk,
  nextEmptyReading,
  previousReading,
  undercarriageWalk,
  walkPosition,
} from './measuring-walk.ts';
import { visibleUndercarriageItems } from './undercarriage-menu.ts';

describe('a side’s measuring walk (decision 0054)', () => {
  it('lists every gauge reading of the side in walking order, on the screens that take them', () => {
    const walk = undercarriageWalk(
      'Left',
      visibleUndercarriageItems({ hasTumblerRollPathMeasurement: true }),
    );
    expect(walk.map((r) => [r.identifier, r.route, r.place])).toEqual([
      [
        'Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings',
        'undercarriage/left/shoes/pitch-extension',
        'Pitch Extension — pitch gauge',
      ],
      [
        'Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Measurement',
        'undercarriage/left/shoes/pitch-extension',
        'Pitch Extension — tape measure',
      ],
      [
        'Undercarriage.Left.Shoes.RollerPath.WornLength',
        'undercarriage/left/shoes/roller-path',
        'Shoes Roller Path',
      ],
      [
        'Undercarriage.Left.DriveTumbler.RollerPath.WornLength',
        'undercarriage/left/drive-tumbler/roller-path',
        'Drive Tumbler Roller Path',
      ],
      [
        'Undercarriage.Left.DriveTumbler.DriveLug.WornLength',
        'undercarriage/left/drive-tumbler/drive-lug',
        'Drive Tumbler Drive Lug',
      ],
      [
        'Undercarriage.Left.Shoes.DriveLug.WornLength',
        'undercarriage/left/shoes/drive-lug',
        'Shoes Drive Lug',
      ],
    ]);
    expect(walk[0]?.collection).toBe(true);
  });

  it('walks a bucket along the lip, each tool type from position 1, then its wear plates lip to cheeks', () => {
    const tool = (externalId: string, getType: string, position: number, location: string | null = null) => ({
      externalId,
      position,
      location,
      getType,
      wearPlate: null,
    });
    const plate = (externalId: string, primary: string, secondary: string) => ({
      externalId,
      position: null,
      location: null,
      getType: null,
      wearPlate: { primary, secondary },
    });
    // Listed as the bucket's parts come (by location), not as they are walked; a heel shroud has no reading; the second
    // tooth is painted 3 (no tooth 2 on this bucket), which its place says
    const walk = bucketWalk('B1', [
      plate('p2', 'LeftCheek', 'Outer'),
      tool('t2', 'Teeth', 3),
      tool('a1', 'Adapters', 1),
      plate('p1', 'Lip', 'Inner'),
      tool('t1', 'Teeth', 1),
      tool('w2', 'WingShrouds', 1, 'Right'),
      tool('w1', 'WingShrouds', 1, 'Left'),
      { externalId: 'h1', position: 1, location: 'Left', getType: null, wearPlate: null },
    ]);
    expect(walk.map((r) => [r.identifier, r.target, r.route, r.place])).toEqual([
      [
        'Bucket.GroundEngagingTools.Teeth.Part.WornLength#t1',
        'bucket:Teeth:t1',
        'bucket/B1/ground-engaging-tools/part-types/Teeth/t1',
        'Tooth 1 of 2',
      ],
      [
        'Bucket.GroundEngagingTools.Teeth.Part.WornLength#t2',
        'bucket:Teeth:t2',
        'bucket/B1/ground-engaging-tools/part-types/Teeth/t2',
        'Tooth 2 of 2 — position 3',
      ],
      [
        'Bucket.GroundEngagingTools.Adapters.Part.WornLength#a1',
        'bucket:Adapters:a1',
        'bucket/B1/ground-engaging-tools/part-types/Adapters/a1',
        'Adapter 1 of 1',
      ],
      // Two wing shrouds both at position 1: named by their side, in the order the bucket lists them
      [
        'Bucket.GroundEngagingTools.WingShrouds.Part.WornLength#w2',
        'bucket:WingShrouds:w2',
        'bucket/B1/ground-engaging-tools/part-types/WingShrouds/w2',
        'Right wing shroud',
      ],
      [
        'Bucket.GroundEngagingTools.WingShrouds.Part.WornLength#w1',
        'bucket:WingShrouds:w1',
        'bucket/B1/ground-engaging-tools/part-types/WingShrouds/w1',
        'Left wing shroud',
      ],
      [
        'Bucket.WearKit.WearPlates.Lip.Inner.Measurement',
        'bucket:plates:Lip.Inner',
        'bucket/B1/wear-kit/wear-plates/locations/Lip/locations/Inner',
        'Lip inner plate',
      ],
      [
        'Bucket.WearKit.WearPlates.LeftCheek.Outer.Measurement',
        'bucket:plates:LeftCheek.Outer',
        'bucket/B1/wear-kit/wear-plates/locations/LeftCheek/locations/Outer',
        'Left Cheek outer plate',
      ],
    ]);
  });

  it('leaves out the tumbler roller path the model does not show, and names the other side', () => {
    const walk = undercarriageWalk('Right', visibleUndercarriageItems({}, 'ERS'));
    expect(walk.map((r) => r.identifier)).toEqual([
      'Undercarriage.Right.Shoes.PitchExtension.PitchGauge.Readings',
      'Undercarriage.Right.Shoes.PitchExtension.TapeMeasure.Measurement',
      'Undercarriage.Right.Shoes.RollerPath.WornLength',
      'Undercarriage.Right.DriveTumbler.DriveLug.WornLength',
      'Undercarriage.Right.Shoes.DriveLug.WornLength',
    ]);
  });

  const stops = [
    { identifier: 'a', place: 'A', empty: false },
    { identifier: 'b', place: 'B', empty: true },
    { identifier: 'c', place: 'C', empty: false },
    { identifier: 'd', place: 'D', empty: true },
  ];

  it('goes on to the next empty reading, passing those already taken, and ends after the last', () => {
    expect(nextEmptyReading(stops, 'a')?.identifier).toBe('b');
    expect(nextEmptyReading(stops, 'b')?.identifier).toBe('d');
    expect(nextEmptyReading(stops, 'd')).toBeUndefined();
    expect(nextEmptyReading(stops, undefined)?.identifier).toBe('b');
  });

  it('goes back to the reading before, taken or not', () => {
    expect(previousReading(stops, 'd')?.identifier).toBe('c');
    expect(previousReading(stops, 'a')).toBeUndefined();
  });

  it('says where the run is', () => {
    expect(walkPosition(stops, 'c')).toBe('3 of 4: C');
    expect(walkPosition(stops, 'x')).toBe('');
  });
});
