import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  completionStatusFromPercent,
  executiveSummaryStatus,
  groupCompletionPercent,
  hasValue,
  isInspectionCompleted,
  isInspectionSynced,
  isLockOffComplete,
  isLockOnComplete,
  lockOffStatus,
  lockOnStatus,
  machinePhotoStatus,
  markLockOffComplete,
  markLockOnComplete,
  operationStatus,
} from './completion.ts';
import { completionStatusName, CompletionStatus } from './enums.ts';

const { notStarted, inProgress, completed } = CompletionStatus;
const NOW = '2024-05-01T10:00:00Z';

describe('completion status (recording spec §3 Enums)', () => {
  it('has the spec values', () => {
    expect(CompletionStatus).toEqual({ notStarted: 0, inProgress: 1, completed: 2 });
    expect(completionStatusName(2)).toBe('completed');
  });

  it.each([
    [-1, notStarted],
    [0, notStarted],
    [0.1, inProgress],
    [99.9, inProgress],
    [100, completed],
    [150, completed],
  ])('%d percent is %d', (percent, status) => expect(completionStatusFromPercent(percent)).toBe(status));
});

describe('group completion (recording spec §4)', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    ['false', false],
    [' FALSE ', false],
    ['true', true],
    ['0', true],
    ['x', true],
  ])('hasValue(%j) is %s', (v, expected) => expect(hasValue(v)).toBe(expected));

  it('is the share of listed paths that are non-empty and not false', () => {
    expect(groupCompletionPercent([], {})).toBe(0);
    expect(groupCompletionPercent(['a', 'b', 'c', 'd'], { a: 'x', b: 'false', c: '', d: 'true' })).toBe(50);
    expect(groupCompletionPercent(['a'], { a: 'yes', other: 'x' })).toBe(100);
  });

  it('is always between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.option(fc.string())),
        fc.array(fc.string()),
        (values, paths) => {
          const p = groupCompletionPercent(paths, values);
          return p >= 0 && p <= 100;
        },
      ),
    );
  });
});

describe('lock on and lock off (recording spec §4)', () => {
  const yes = { 'LockOn.LockedOn': 'true', 'LockOn.NotifiedCustomer': 'YES' };

  it('lock on is complete when both yes-questions are yes', () => {
    expect(isLockOnComplete(yes)).toBe(true);
    expect(isLockOnComplete({ ...yes, 'LockOn.NotifiedCustomer': 'NO' })).toBe(false);
    expect(isLockOnComplete({ 'LockOn.LockedOn': 'true' })).toBe(false);
  });

  it('MARK AS COMPLETE stores the lock-on time if none yet and a completion timestamp', () => {
    expect(markLockOnComplete(yes, NOW)).toEqual({
      ok: true,
      writes: { 'LockOn.Completed': NOW, 'LockOn.LockOnTime': NOW },
    });
    expect(markLockOnComplete({ ...yes, 'LockOn.LockOnTime': '2024-05-01T06:00:00Z' }, NOW)).toEqual({
      ok: true,
      writes: { 'LockOn.Completed': NOW },
    });
    expect(markLockOnComplete({}, NOW)).toEqual({ ok: false, reason: 'NotComplete' });
  });

  it('lock off needs lockedOff and notifiedCustomer true', () => {
    const values = { 'LockOff.LockedOff': 'true', 'LockOff.NotifiedCustomer': 'true' };
    expect(isLockOffComplete(values)).toBe(true);
    expect(isLockOffComplete({ 'LockOff.LockedOff': 'true', 'LockOff.NotifiedCustomer': 'false' })).toBe(
      false,
    );
    expect(markLockOffComplete(values, NOW)).toEqual({ ok: true, writes: { 'LockOff.Completed': NOW } });
    expect(markLockOffComplete({}, NOW)).toEqual({ ok: false, reason: 'NotComplete' });
  });

  it.each([
    [{}, notStarted, notStarted],
    [{ 'LockOn.LockedOn': 'true', 'LockOff.LockedOff': 'false' }, inProgress, notStarted],
    [{ 'LockOn.LockedOn': 'false', 'LockOff.NotifiedCustomer': 'true' }, notStarted, inProgress],
    [{ 'LockOn.Completed': NOW, 'LockOff.Completed': NOW }, completed, completed],
  ])('indicators for %j', (values, on, off) => {
    expect(lockOnStatus(values)).toBe(on);
    expect(lockOffStatus(values)).toBe(off);
  });
});

describe('machine photo, summary and operation indicators (recording spec §4)', () => {
  it.each([
    [{}, notStarted],
    [{ 'MachinePhoto.Completed': NOW }, completed],
    [{ 'MachinePhoto.HasPhoto': 'true' }, completed],
    [{ 'MachinePhoto.HasPhoto': 'false' }, notStarted],
  ])('machine photo %j', (values, status) => expect(machinePhotoStatus(values)).toBe(status));

  it.each([
    [{}, notStarted],
    [{ 'ExecutiveSummary.Comments': '  ' }, notStarted],
    [{ 'ExecutiveSummary.Comments': 'Worn' }, completed],
    [{ 'ExecutiveSummary.Completed': NOW }, completed],
  ])('summary %j', (values, status) => expect(executiveSummaryStatus(values)).toBe(status));

  it.each([
    [{}, notStarted],
    [{ 'Operation.Completed': NOW }, completed],
    [{ 'Operation.Tonnage': '1200' }, completed],
    [{ 'Operation.RightUndercarriageChangeout.Hours': '900' }, completed],
    [{ 'Operation.HoursBetweenInspections': '24' }, notStarted],
  ])('operation %j', (values, status) => expect(operationStatus(values)).toBe(status));
});

describe('inspection synced and completed (recording spec §4)', () => {
  const obs = (isSynced: boolean) => ({ isSynced });
  it.each([
    [{ isSynced: true }, true],
    [{ isSynced: false }, false],
    [{}, false],
    [{ isSynced: true, inspectionCategoryTypes: [{ isSynced: true, observations: [obs(true)] }] }, true],
    [{ isSynced: true, inspectionCategoryTypes: [{ isSynced: false, observations: [] }] }, false],
    [
      {
        isSynced: true,
        inspectionCategoryTypes: [{ isSynced: true, observations: [obs(true), obs(false)] }],
      },
      false,
    ],
    [{ isSynced: true, inspectionCategoryTypes: [{ isSynced: true, observations: null }] }, true],
    [{ isSynced: true, inspectionCategoryTypes: null }, true],
  ])('%j synced: %s', (inspection, synced) => expect(isInspectionSynced(inspection)).toBe(synced));

  it.each([
    [{ completed: true, reopened: false }, true],
    [{ completed: true }, true],
    [{ completed: true, reopened: true }, false],
    [{ completed: false }, false],
    [{}, false],
  ])('%j completed: %s', (inspection, done) => expect(isInspectionCompleted(inspection)).toBe(done));
});

describe('values are looked up by own identifiers only', () => {
  it('never reads inherited properties', () => {
    expect(groupCompletionPercent(['constructor', 'toString', '__proto__'], {})).toBe(0);
    expect(hasValue(42 as unknown as string)).toBe(false);
  });
});
