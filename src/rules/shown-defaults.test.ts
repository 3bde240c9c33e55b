import { describe, expect, it } from 'vitest';
import { defaultsTouchedBy, shownDefault } from './shown-defaults.ts';

const byId = (list: readonly { identifier: string; value: string }[]) =>
  Object.fromEntries(list.map((d) => [d.identifier, d.value]));

describe('shownDefault: what a field shows before anything is chosen (recording spec §3, §4)', () => {
  it('visual conditions show Good, the YES/NO questions NO (false), a parts changeout Same parts (NO)', () => {
    expect(shownDefault('Undercarriage.Left.FrontIdler.VisualCondition')).toBe('Good');
    expect(shownDefault('Undercarriage.Right.LoadRollers.Position.VisualCondition')).toBe('Good');
    expect(shownDefault('Bucket.GroundEngagingTools.Teeth.Part.Condition')).toBe('Good');
    expect(shownDefault('Bucket.Summary.Condition')).toBe('Good');
    expect(shownDefault('LockOn.NotifiedCustomer')).toBe('false');
    expect(shownDefault('LockOff.LockedOff')).toBe('false');
    expect(shownDefault('Bucket.GroundEngagingTools.Teeth.Part.Changeout')).toBe('NO');
    expect(shownDefault('Bucket.WearKit.HeelShrouds.Changeout')).toBe('NO');
  });

  it('fields that show nothing chosen have no default: checkboxes, numbers, comments, the bucket changeout', () => {
    expect(shownDefault('Bucket.Changeout.Checked')).toBeUndefined();
    expect(shownDefault('Operation.LeftUndercarriageChangeout.Checked')).toBeUndefined();
    expect(shownDefault('Operation.TotalMachineHours')).toBeUndefined();
    expect(shownDefault('LockOn.LockOnTime')).toBeUndefined();
    expect(shownDefault('Bucket.GroundEngagingTools.Teeth.Part.Comments')).toBeUndefined();
  });
});

describe('defaultsTouchedBy: the defaults of the item a write touches', () => {
  it("a tooth's worn length records that tooth's condition and changeout, not the part type's", () => {
    expect(byId(defaultsTouchedBy('Bucket.GroundEngagingTools.Teeth.Part.WornLength'))).toEqual({
      'Bucket.GroundEngagingTools.Teeth.Part.Condition': 'Good',
      'Bucket.GroundEngagingTools.Teeth.Part.Changeout': 'NO',
    });
  });

  it('choosing one of an item’s radios records the other, never itself', () => {
    expect(byId(defaultsTouchedBy('Bucket.GroundEngagingTools.Teeth.Part.Condition'))).toEqual({
      'Bucket.GroundEngagingTools.Teeth.Part.Changeout': 'NO',
    });
    expect(byId(defaultsTouchedBy('LockOn.LockedOn'))).toEqual({ 'LockOn.NotifiedCustomer': 'false' });
  });

  it("the part type's screen records the part type's condition and changeout when completed", () => {
    expect(byId(defaultsTouchedBy('Bucket.GroundEngagingTools.Adapters.Completed'))).toEqual({
      'Bucket.GroundEngagingTools.Adapters.Condition': 'Good',
      'Bucket.GroundEngagingTools.Adapters.Changeout': 'NO',
    });
  });

  it("a roller position's COMPLETE, photo or wear indicator records its visual condition", () => {
    const expected = { 'Undercarriage.Left.LoadRollers.Position.VisualCondition': 'Good' };
    expect(byId(defaultsTouchedBy('Undercarriage.Left.LoadRollers.Position.Completed'))).toEqual(expected);
    expect(byId(defaultsTouchedBy('Undercarriage.Left.LoadRollers.Position.Photos'))).toEqual(expected);
  });

  it("the roller list's MARK AS COMPLETE (on the side) records no position's condition", () => {
    expect(defaultsTouchedBy('Undercarriage.Left.LoadRollers.Completed')).toEqual([]);
  });

  it("an idler's comments record its visual condition", () => {
    expect(byId(defaultsTouchedBy('Undercarriage.Right.RearIdler.Comments'))).toEqual({
      'Undercarriage.Right.RearIdler.VisualCondition': 'Good',
    });
  });

  it("a wear plate's inner measurement touches the inner plate, not its primary location", () => {
    expect(byId(defaultsTouchedBy('Bucket.WearKit.WearPlates.Lip.Inner.Measurement'))).toEqual({
      'Bucket.WearKit.WearPlates.Lip.Inner.Condition': 'Good',
      'Bucket.WearKit.WearPlates.Lip.Inner.Changeout': 'NO',
    });
  });

  it('fields of items with no default, and unknown identifiers, touch nothing', () => {
    expect(defaultsTouchedBy('Operation.TotalMachineHours')).toEqual([]);
    expect(defaultsTouchedBy('Undercarriage.Left.Shoes.RollerPath.WornLength')).toEqual([]);
    expect(defaultsTouchedBy('No.Such.Field')).toEqual([]);
  });
});
