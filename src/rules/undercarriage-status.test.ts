import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  itemStatus,
  markPositionsComplete,
  requiredCompletedMarkers,
  rollerGroupPercent,
  sideStillNeeds,
  sideStillNeedsText,
  rollerPositionPercent,
  undercarriageOverallStatus,
  undercarriageSideStatus,
} from './undercarriage-status.ts';
import { CompletionStatus, type CompletionStatusValue } from './enums.ts';
import { entryByIdentifier } from './catalogue.ts';

const { notStarted, inProgress, completed } = CompletionStatus;
const NOW = '2024-05-01T10:00:00Z';
const BASICS = [
  'LockOn.Completed',
  'MachinePhoto.Completed',
  'Operation.Completed',
  'LockOff.Completed',
  'ExecutiveSummary.Completed',
];

describe('completed markers of a side (recording spec §4)', () => {
  it('needs the basics and every shown item of the side', () => {
    expect(requiredCompletedMarkers('Left', {}, 'ERS')).toEqual([
      ...BASICS,
      'Undercarriage.Left.SideFrame.Completed',
      'Undercarriage.Left.Shoes.PitchExtension.Completed',
      'Undercarriage.Left.Shoes.RollerPath.Completed',
      'Undercarriage.Left.Shoes.DriveLug.Completed',
      'Undercarriage.Left.DriveTumbler.DriveLug.Completed',
      'Undercarriage.Left.DriveTumbler.Engagement.Completed',
    ]);
    expect(requiredCompletedMarkers('Right', {}, 'HEX')).toContain(
      'Undercarriage.Right.DriveTumbler.RollerPath.Completed',
    );
    const all = requiredCompletedMarkers('Right', {
      showFrontIdlerConditionMenu: true,
      showLoadRollerConditionMenu: true,
      showRearIdlerConditionMenu: true,
      showReturnRollerConditionMenu: true,
      showSliderConditionMenu: true,
    });
    expect(all).toHaveLength(16);
  });

  it('every marker is in the catalogue', () => {
    for (const id of requiredCompletedMarkers('Left', { showSliderConditionMenu: true }, 'HEX')) {
      expect(entryByIdentifier(id), id).toBeDefined();
    }
  });
});

describe('what a side still needs (recording spec §4, in words)', () => {
  it('names the basics and the items not marked complete, in menu order', () => {
    const values = {
      'LockOn.Completed': NOW,
      'Operation.Completed': NOW,
      'ExecutiveSummary.Completed': NOW,
      'Undercarriage.Left.SideFrame.Completed': NOW,
      'Undercarriage.Left.Shoes.PitchExtension.Completed': NOW,
      'Undercarriage.Left.Shoes.RollerPath.Completed': NOW,
      // Recorded but not marked complete: the item shows Completed, the side still waits on its marker.
      'Undercarriage.Left.DriveTumbler.DriveLug.Measurement': '12',
    };
    expect(sideStillNeeds('Left', values, {}, 'ERS')).toEqual({
      basics: ['Machine Photo', 'Lock Off'],
      items: ['Shoes Drive Lug', 'Drive Tumbler Drive Lug', 'Drive Tumbler Engagement'],
      // The six ERS items of the markers' test above.
      itemCount: 6,
    });
  });

  it('is empty once every marker is there', () => {
    const all = Object.fromEntries(requiredCompletedMarkers('Right', {}, 'HEX').map((id) => [id, NOW]));
    // A HEX adds the drive tumbler's roller path to the ERS six.
    expect(sideStillNeeds('Right', all, {}, 'HEX')).toEqual({ basics: [], items: [], itemCount: 7 });
  });
});

describe('the side menu’s sentence of what a side still needs', () => {
  it('names up to three items on the list, then the basics on the inspection contents', () => {
    expect(
      sideStillNeedsText({
        basics: ['Machine Photo', 'Lock Off'],
        items: ['Shoes Drive Lug', 'Drive Tumbler Engagement'],
        itemCount: 7,
      }),
    ).toBe(
      'This side stays In progress until these are marked complete: Shoes Drive Lug and Drive Tumbler ' +
        'Engagement on this list; Machine Photo and Lock Off on the inspection contents.',
    );
    expect(sideStillNeedsText({ basics: [], items: ['Idler Front'], itemCount: 10 })).toBe(
      'This side stays In progress until these are marked complete: Idler Front on this list.',
    );
    expect(sideStillNeedsText({ basics: ['Lock Off', 'Inspection Summary'], items: [], itemCount: 7 })).toBe(
      'This side stays In progress until these are marked complete: Lock Off and Inspection Summary on the ' +
        'inspection contents.',
    );
  });

  it('counts the items below when more than three wait', () => {
    const four = ['Side Frame', 'Shoes Pitch Extension', 'Shoes Roller Path', 'Shoes Drive Lug'];
    expect(sideStillNeedsText({ basics: ['Lock On'], items: four, itemCount: 10 })).toBe(
      'This side stays In progress until these are marked complete: 4 of the 10 items on this list; Lock On on the ' +
        'inspection contents.',
    );
    expect(sideStillNeedsText({ basics: [], items: four, itemCount: 4 })).toBe(
      'This side stays In progress until these are marked complete: all 4 items on this list.',
    );
  });

  it('is empty when nothing is waited on', () => {
    expect(sideStillNeedsText({ basics: [], items: [], itemCount: 10 })).toBe('');
  });
});

describe('undercarriage side status (recording spec §4)', () => {
  const allMarkers = Object.fromEntries(requiredCompletedMarkers('Left', {}).map((id) => [id, NOW]));

  it('is completed only when all completed markers exist', () => {
    expect(undercarriageSideStatus('Left', allMarkers, {})).toBe(completed);
    const { ['LockOff.Completed']: _dropped, ...missingOne } = allMarkers;
    expect(undercarriageSideStatus('Left', missingOne, {})).toBe(inProgress);
    expect(undercarriageSideStatus('Left', allMarkers, { showSliderConditionMenu: true })).toBe(inProgress);
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
