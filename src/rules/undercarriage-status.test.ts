import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  itemStatus,
  markPositionsComplete,
  openUndercarriageItems,
  rollerGroupPercent,
  rollerPositionPercent,
  undercarriageOverallStatus,
  undercarriageSideStatus,
} from './undercarriage-status.ts';
import { CompletionStatus, type CompletionStatusValue } from './enums.ts';
import { entryByIdentifier } from './catalogue.ts';

const { notStarted, inProgress, completed } = CompletionStatus;
const NOW = '2024-05-01T10:00:00Z';
/** The Completed stamp of every item an ERS side with no model flag shows (its menu: side frame, shoes, tumbler). */
const ERS_LEFT_DONE = {
  'Undercarriage.Left.SideFrame.Completed': NOW,
  'Undercarriage.Left.Shoes.PitchExtension.Completed': NOW,
  'Undercarriage.Left.Shoes.RollerPath.Completed': NOW,
  'Undercarriage.Left.Shoes.DriveLug.Completed': NOW,
  'Undercarriage.Left.DriveTumbler.DriveLug.Completed': NOW,
  'Undercarriage.Left.DriveTumbler.Engagement.Completed': NOW,
};

describe('undercarriage side status (recording spec §4, as the side menu shows it)', () => {
  it('is completed when every item its menu shows is completed, whatever the basics say', () => {
    expect(undercarriageSideStatus('Left', ERS_LEFT_DONE, {}, 'ERS')).toBe(completed);
    expect(openUndercarriageItems('Left', ERS_LEFT_DONE, {}, 'ERS')).toEqual([]);
  });

  it('an item is completed by any observation of it, as its menu entry says', () => {
    const recorded = { ...ERS_LEFT_DONE, 'Undercarriage.Left.SideFrame.Completed': null };
    expect(undercarriageSideStatus('Left', recorded, {}, 'ERS')).toBe(inProgress);
    expect(
      undercarriageSideStatus(
        'Left',
        { ...recorded, 'Undercarriage.Left.SideFrame.Comments': 'cracked' },
        {},
        'ERS',
      ),
    ).toBe(completed);
  });

  it('stays in progress while an item the model shows is open, and names it', () => {
    // A HEX shows the tumbler's roller path; a slider flag shows the sliders.
    expect(undercarriageSideStatus('Left', ERS_LEFT_DONE, {}, 'HEX')).toBe(inProgress);
    expect(openUndercarriageItems('Left', ERS_LEFT_DONE, { showSliderConditionMenu: true }, 'HEX')).toEqual([
      expect.objectContaining({ key: 'DriveTumbler.RollerPath' }),
      expect.objectContaining({ key: 'Sliders' }),
    ]);
  });

  it("every item's Completed stamp is in the catalogue", () => {
    for (const id of Object.keys(ERS_LEFT_DONE)) expect(entryByIdentifier(id), id).toBeDefined();
  });

  it('photos only count as in progress', () => {
    expect(undercarriageSideStatus('Left', { 'Undercarriage.Left.SideFrame.Photos': 'a.jpg' }, {})).toBe(
      inProgress,
    );
  });

  it('any observation for the side is in progress; none (or only the other side) is not started', () => {
    expect(
      undercarriageSideStatus('Left', { 'Undercarriage.Left.Shoes.RollerPath.WornLength': '' }, {}),
    ).toBe(inProgress);
    expect(undercarriageSideStatus('Left', { 'Undercarriage.Right.SideFrame.Photos': 'a.jpg' }, {})).toBe(
      notStarted,
    );
    expect(undercarriageSideStatus('Left', { 'LockOn.Completed': NOW }, {})).toBe(notStarted);
    expect(undercarriageSideStatus('Left', { 'Undercarriage.Left.SideFrame.Photos': null }, {})).toBe(
      notStarted,
    );
    expect(undercarriageSideStatus('Left', {}, {})).toBe(notStarted);
  });
});

describe('undercarriage overall status (recording spec §4)', () => {
  it.each([
    [completed, completed, completed],
    [completed, inProgress, inProgress],
    [inProgress, completed, inProgress],
    [inProgress, inProgress, inProgress],
    [inProgress, notStarted, inProgress],
    [notStarted, inProgress, inProgress],
    [completed, notStarted, inProgress],
    [notStarted, completed, inProgress],
    [notStarted, notStarted, notStarted],
  ] as [CompletionStatusValue, CompletionStatusValue, CompletionStatusValue][])(
    'left %d and right %d give %d',
    (left, right, overall) => expect(undercarriageOverallStatus(left, right)).toBe(overall),
  );

  it('is symmetric', () => {
    const status = fc.constantFrom(notStarted, inProgress, completed);
    fc.assert(
      fc.property(
        status,
        status,
        (a, b) => undercarriageOverallStatus(a, b) === undercarriageOverallStatus(b, a),
      ),
    );
  });
});

describe('item status and roller positions (recording spec §4)', () => {
  const item = { key: 'LoadRollers' };

  it('an item is completed if any observation exists for its paths at that side', () => {
    expect(
      itemStatus('Left', { key: 'Shoes.DriveLug' }, { 'Undercarriage.Left.Shoes.DriveLug.Comments': 'ok' }),
    ).toBe(completed);
    expect(
      itemStatus('Left', { key: 'Shoes.DriveLug' }, { 'Undercarriage.Right.Shoes.DriveLug.Comments': 'ok' }),
    ).toBe(notStarted);
    expect(itemStatus('Left', { key: 'Shoes' }, { 'Undercarriage.Left.ShoesX.Comments': 'ok' })).toBe(
      notStarted,
    );
  });

  it('a position is 100 with any relevant observation, else -1', () => {
    expect(
      rollerPositionPercent('Left', item, {
        'Undercarriage.Left.LoadRollers.Position.VisualCondition': 'Good',
      }),
    ).toBe(100);
    expect(rollerPositionPercent('Left', item, { 'Undercarriage.Left.LoadRollers.Completed': NOW })).toBe(-1);
    expect(rollerPositionPercent('Left', item, {})).toBe(-1);
  });

  it.each([
    [[], -1],
    [[-1, -1], -1],
    [[100, 100], 100],
    [[100], 100],
    [[100, -1], 50],
    [[100, -1, -1], 33],
    [[100, 100, -1], 67],
  ])('group of %j is %d', (positions, percent) => expect(rollerGroupPercent(positions)).toBe(percent));

  it('MARK AS COMPLETE stores a completed timestamp', () => {
    expect(markPositionsComplete('Right', { key: 'Sliders' }, NOW)).toEqual({
      'Undercarriage.Right.Sliders.Completed': NOW,
    });
  });
});
