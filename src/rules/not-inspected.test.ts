import { describe, expect, it } from 'vitest';
import type { BucketStatuses } from './bucket-paths.ts';
import {
  completeAnywayQuestion,
  entriesNotDone,
  notInspected,
  notInspectedValue,
  stillMissingText,
  type NotInspectedInput,
  type PositionFact,
} from './not-inspected.ts';

const seven = (side: 'Left' | 'Right', doneUpTo: number): PositionFact[] =>
  [1, 2, 3, 4, 5, 6, 7].map((position) => ({
    side,
    itemKey: 'LoadRollers',
    position,
    done: position <= doneUpTo,
  }));

const at = '2026-12-03T10:00:00.000Z';
const basicsDone = {
  'LockOn.Completed': at,
  'MachinePhoto.Completed': at,
  'Operation.Completed': at,
  'LockOff.Completed': at,
  'ExecutiveSummary.Completed': at,
};
// An ERS whose model shows load rollers: seven items a side (recording spec §2 side condition menu)
const ITEMS = [
  'SideFrame',
  'Shoes.PitchExtension',
  'Shoes.RollerPath',
  'Shoes.DriveLug',
  'DriveTumbler.DriveLug',
  'DriveTumbler.Engagement',
  'LoadRollers',
];
const allItems = (side: string) =>
  Object.fromEntries(ITEMS.map((k) => [`Undercarriage.${side}.${k}.Completed`, at]));

const input = (over: Partial<NotInspectedInput>): NotInspectedInput => ({
  values: {},
  context: { hasAsset: true, isYard: false, hasUndercarriage: true, hasBucket: false },
  model: { showLoadRollerConditionMenu: true },
  assetType: 'ERS',
  positions: [],
  bucket: null,
  hasHeelShrouds: false,
  ...over,
});

describe('a list completed with entries not done', () => {
  const rollers = [
    { name: 'Position 1', done: true },
    { name: 'Position 2', done: false },
    { name: 'Position 3', done: true },
    { name: 'Position 4', done: false },
  ];

  it('names the entries not done, in the list order', () => {
    expect(entriesNotDone(rollers)).toEqual(['Position 2', 'Position 4']);
  });

  it('asks before completing, naming them and counting them against the list', () => {
    expect(completeAnywayQuestion('Load Rollers', rollers)).toEqual({
      title: 'Not everything is done',
      message:
        'Not done yet (2 of 4): Position 2 and Position 4. Mark Load Rollers as complete anyway? ' +
        'The report will list them as not inspected.',
      confirmLabel: 'Complete anyway',
    });
  });

  it('does not ask when every entry is done', () => {
    expect(completeAnywayQuestion('Load Rollers', [{ name: 'Position 1', done: true }])).toBeUndefined();
  });

  it('says on the list what is still missing, or that only its own completion is', () => {
    expect(stillMissingText('Load Rollers', rollers, false)).toBe('Not done yet: Position 2 and Position 4.');
    expect(stillMissingText('Load Rollers', [{ name: 'Position 1', done: true }], false)).toBe(
      'All done. Press MARK AS COMPLETE to complete Load Rollers.',
    );
    expect(stillMissingText('Load Rollers', rollers, true)).toBe('');
  });

  it('records the names left out, or nothing when none was', () => {
    expect(notInspectedValue(rollers)).toBe('Position 2, Position 4');
    expect(notInspectedValue([{ name: 'Position 1', done: true }])).toBeNull();
  });
});

describe('notInspected: what the report lists as not inspected', () => {
  it('says nothing for an inspection with everything done', () => {
    const values = { ...basicsDone, ...allItems('Left'), ...allItems('Right') };
    expect(notInspected(input({ values, positions: [...seven('Left', 7), ...seven('Right', 7)] }))).toEqual(
      [],
    );
  });

  it('lists the sections, the items of a side and the positions a list was completed without', () => {
    const values = {
      ...basicsDone,
      'LockOff.Completed': null,
      ...allItems('Left'),
      'Undercarriage.Right.SideFrame.Completed': at,
      'Undercarriage.Right.LoadRollers.Completed': at,
    };
    const positions = [...seven('Left', 4), ...seven('Right', 7)];
    expect(notInspected(input({ values, positions }))).toEqual([
      { where: 'Inspection', what: ['Lock Off'] },
      { where: 'Left Side — Load Rollers', what: ['Position 5', 'Position 6', 'Position 7'] },
      {
        where: 'Right Side',
        what: [
          'Shoes Pitch Extension',
          'Shoes Roller Path',
          'Shoes Drive Lug',
          'Drive Tumbler Drive Lug',
          'Drive Tumbler Engagement',
        ],
      },
    ]);
  });

  it('names a list begun but not completed by its positions too, and one never begun only as an item', () => {
    const values: Record<string, string | null> = {
      ...basicsDone,
      ...allItems('Left'),
      ...allItems('Right'),
      'Undercarriage.Left.LoadRollers.Completed': null,
      'Undercarriage.Right.LoadRollers.Completed': null,
    };
    const positions = [...seven('Left', 2), ...seven('Right', 0)];
    expect(notInspected(input({ values, positions }))).toEqual([
      { where: 'Left Side', what: ['Roller Assemblies Load Rollers'] },
      {
        where: 'Left Side — Load Rollers',
        what: ['Position 3', 'Position 4', 'Position 5', 'Position 6', 'Position 7'],
      },
      { where: 'Right Side', what: ['Roller Assemblies Load Rollers'] },
    ]);
  });

  it('leaves out the undercarriage of a yard inspection and the asset sections it has not', () => {
    const context = { hasAsset: false, isYard: true, hasUndercarriage: false, hasBucket: false };
    expect(notInspected(input({ context, values: {} }))).toEqual([
      { where: 'Inspection', what: ['Lock On', 'Lock Off', 'Inspection Summary'] },
    ]);
  });

  it('lists the bucket parts not complete, part types and wear plate locations by name', () => {
    const bucket: BucketStatuses = {
      overall: 'inProgress',
      specifications: 'completed',
      summary: 'notStarted',
      get: 'completed',
      wearKit: 'inProgress',
      wearPlates: 'inProgress',
      heelShrouds: 'notStarted',
      partTypes: { Teeth: 'completed', LipShrouds: 'inProgress' },
      plateLocations: { Lip: 'notStarted', LeftCheek: 'completed' },
      plateSecondaries: {},
      has: { get: true, wearKit: true },
    };
    const values = { ...basicsDone, ...allItems('Left'), ...allItems('Right') };
    const context = { hasAsset: true, isYard: false, hasUndercarriage: true, hasBucket: true };
    expect(
      notInspected(
        input({
          values,
          context,
          bucket,
          hasHeelShrouds: true,
          positions: [...seven('Left', 7), ...seven('Right', 7)],
        }),
      ),
    ).toEqual([
      {
        where: 'Bucket',
        what: ['Ground Engaging Tools — Lip Shrouds', 'Wear Plates — Lip', 'Heel Shrouds', 'Bucket Summary'],
      },
    ]);
  });
});
