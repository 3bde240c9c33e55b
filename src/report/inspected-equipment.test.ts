import { describe, expect, it } from 'vitest';
import { inspectedOf, inspectedParts, inspectedSide, snapshotMoment } from './inspected-equipment.ts';

// Decision 0045: a completed inspection's report shows the equipment it inspected, whatever was fitted after.

const july = snapshotMoment({ completed: true, inspectionDate: '2026-07-14T08:30:00.000Z' });
const none = new Set<string>();
const original = { externalId: 'original', effectiveDate: '2025-03-01T00:00:00.000Z' };
const changedOut = { externalId: 'changed-out', effectiveDate: '2026-09-02T10:00:00.000Z' };
const forged = { externalId: 'forged', effectiveDate: '9999-12-31' };

describe('the equipment a report shows', () => {
  it('a completed inspection keeps the bucket in effect at its date: later changeouts and forged dates do not count', () => {
    expect(inspectedOf([forged, changedOut, original], none, july)?.externalId).toBe('original');
  });

  it('an open inspection shows the machine as it is now', () => {
    const open = snapshotMoment({ completed: false, inspectionDate: '2026-07-14T08:30:00.000Z' });
    expect(open).toBeUndefined();
    expect(inspectedOf([original, changedOut], none, open)?.externalId).toBe('changed-out');
  });

  it('the equipment the inspection observed wins over any date', () => {
    expect(inspectedOf([original, changedOut], new Set(['changed-out']), july)?.externalId).toBe(
      'changed-out',
    );
  });

  it('no bucket when none was on the machine at the date', () => {
    expect(inspectedOf([changedOut, forged], none, july)).toBeUndefined();
  });

  it('a side dated after the inspection is still the side it inspected when it is the only one', () => {
    expect(inspectedSide([changedOut], none, july)?.externalId).toBe('changed-out');
    expect(inspectedSide([forged, original], none, july)?.externalId).toBe('original');
  });

  it('parts fitted after the date are left out, unless observed; undated parts always count', () => {
    const tooth = { externalId: 'tooth', effectiveDate: null };
    const parts = [tooth, original, changedOut, forged];
    expect(inspectedParts(parts, none, july).map((p) => p.externalId)).toEqual(['tooth', 'original']);
    expect(inspectedParts(parts, new Set(['forged']), july).map((p) => p.externalId)).toEqual([
      'tooth',
      'original',
      'forged',
    ]);
    expect(inspectedParts([changedOut], none, july).map((p) => p.externalId)).toEqual(['changed-out']);
  });

  it('a date that does not parse never took effect', () => {
    expect(inspectedOf([{ externalId: 'junk', effectiveDate: 'soon' }], none, july)).toBeUndefined();
  });
});
