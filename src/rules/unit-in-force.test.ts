import { describe, expect, it } from 'vitest';
import { lengthUnitInForce } from './unit-in-force.ts';

// Decision 0071: the inch is unit 16, the millimetre 15 (the synced units list).
describe('the unit in force', () => {
  it('follows the site: inches where the site defaults to the inch, millimetres elsewhere', () => {
    expect(lengthUnitInForce('site', 16)).toBe('in');
    expect(lengthUnitInForce('site', 15)).toBe('mm');
  });

  it('is millimetres for a site that names no unit, or an unknown one', () => {
    expect(lengthUnitInForce('site', null)).toBe('mm');
    expect(lengthUnitInForce('site', undefined)).toBe('mm');
    expect(lengthUnitInForce('site', 99)).toBe('mm');
  });

  it('keeps the inspector’s own choice whatever the site says', () => {
    expect(lengthUnitInForce('mm', 16)).toBe('mm');
    expect(lengthUnitInForce('in', null)).toBe('in');
    expect(lengthUnitInForce('in', 15)).toBe('in');
  });
});
