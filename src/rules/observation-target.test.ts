import { describe, it, expect } from 'vitest';
import { isGivenId, observationTarget, validateEquipmentOwner } from './observation-target.ts';
import { isYardInspection, undercarriageEntry, assetEntry, bucketEntries } from './inspection-menu.ts';

describe('observation target (shell spec §5)', () => {
  it.each([
    [{ assetId: 3 }, { ok: true, dataLevel: 1, entityId: 3 }],
    [{ mineLocationId: 4 }, { ok: true, dataLevel: 4, entityId: 4 }],
    [
      { assetId: 3, mineLocationId: -1 },
      { ok: true, dataLevel: 1, entityId: 3 },
    ],
    [
      { assetId: 3, mineLocationId: 4 },
      {
        ok: false,
        code: 'Both',
        message: 'Both mine location and asset information cannot be provided at the same time.',
      },
    ],
    [{}, { ok: false, code: 'Missing', message: 'Mine location and asset information are required.' }],
    [
      { assetId: -1, mineLocationId: null },
      { ok: false, code: 'Missing', message: 'Mine location and asset information are required.' },
    ],
    [
      { assetId: 0, mineLocationId: 0 },
      { ok: false, code: 'Missing', message: 'Mine location and asset information are required.' },
    ],
  ])('%j gives %j', (target, expected) => expect(observationTarget(target)).toEqual(expected));

  it.each([
    [1, true],
    [0, false],
    [-1, false],
    [NaN, false],
    [null, false],
    [undefined, false],
  ])('id %j is given: %s', (id, given) => expect(isGivenId(id)).toBe(given));

  it('adding equipment requires an existing asset or mine location', () => {
    expect(validateEquipmentOwner({ assetId: 1 })).toEqual({ ok: true });
    expect(validateEquipmentOwner({ mineLocationId: 2 })).toEqual({ ok: true });
    expect(validateEquipmentOwner({})).toEqual({
      ok: false,
      message: 'Equipment must have either an assetId or mineLocationId',
    });
  });
});

describe('inspection contents entries (shell spec §5, recording spec §2)', () => {
  it.each([
    [
      { isYard: true, hasUndercarriage: false },
      { enabled: false, message: 'Undercarriage can not be inspected in a yard' },
    ],
    [
      { isYard: true, hasUndercarriage: true },
      { enabled: false, message: 'Undercarriage can not be inspected in a yard' },
    ],
    [
      { isYard: false, hasUndercarriage: false },
      { enabled: false, message: 'Undercarriage is not available for this asset' },
    ],
    [{ isYard: false, hasUndercarriage: true }, { enabled: true }],
  ])('undercarriage for %j', (context, expected) => expect(undercarriageEntry(context)).toEqual(expected));

  it('machine photo and operation are disabled without an asset', () => {
    expect(assetEntry({ hasAsset: true })).toEqual({ enabled: true });
    expect(assetEntry({ hasAsset: false })).toEqual({ enabled: false });
  });

  it('Add Bucket shows only without a bucket, the Bucket section only with one', () => {
    expect(bucketEntries({ hasBucket: false })).toEqual({ showAddBucket: true, showBucketSection: false });
    expect(bucketEntries({ hasBucket: true })).toEqual({ showAddBucket: false, showBucketSection: true });
  });

  it.each([
    [{ assetId: null, mineLocationId: 4 }, true],
    [{ assetId: 3, mineLocationId: null }, false],
    [{ assetId: 3, mineLocationId: 4 }, false],
    [{}, false],
  ])('%j is a yard inspection: %s', (inspection, yard) => expect(isYardInspection(inspection)).toBe(yard));
});
