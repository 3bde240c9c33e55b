import { describe, expect, it } from 'vitest';
import { openedFromReview, parentAddress } from './use-go-back.ts';

describe('where DONE, MARK AS COMPLETE and BACK return to', () => {
  it('returns a section opened from its inspection’s Review to Review', () => {
    expect(openedFromReview('/inspections/i1/asset/lock-off', '/inspections/i1/review')).toBe(true);
    expect(openedFromReview('/inspections/i1/undercarriage/left', '/inspections/i1/review/')).toBe(true);
  });

  it('climbs as before when the section was opened elsewhere, or from another inspection’s Review', () => {
    expect(openedFromReview('/inspections/i1/asset/lock-off', '/inspections/i1')).toBe(false);
    expect(openedFromReview('/inspections/i1/asset/lock-off', '/inspections/i2/review')).toBe(false);
    expect(openedFromReview('/inspections/i1/asset/lock-off', undefined)).toBe(false);
    expect(parentAddress('/inspections/i1/asset/lock-off')).toBe('/inspections/i1');
  });

  it('does not send Review back to itself', () => {
    expect(openedFromReview('/inspections/i1/review', '/inspections/i1/review')).toBe(false);
  });
});
