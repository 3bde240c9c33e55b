import { describe, expect, it } from 'vitest';
import {
  parseSideRouteName,
  sideRouteName,
  undercarriageItemByKey,
  undercarriageItemByRoute,
} from './undercarriage-routes.ts';

describe('undercarriage addresses', () => {
  it('names a side in the address and reads it back; anything else is not a side', () => {
    expect(sideRouteName('Left')).toBe('left');
    expect(parseSideRouteName('right')).toBe('Right');
    expect(parseSideRouteName('Left')).toBe('Left');
    expect(parseSideRouteName('middle')).toBeUndefined();
    expect(parseSideRouteName('__proto__')).toBeUndefined();
  });

  it('finds the item of a route and of a key', () => {
    expect(undercarriageItemByRoute('shoes/pitch-extension')?.key).toBe('Shoes.PitchExtension');
    expect(undercarriageItemByRoute('drive-tumbler/roller-path')?.key).toBe('DriveTumbler.RollerPath');
    expect(undercarriageItemByRoute('idler/rear')?.label).toBe('Rear idler');
    expect(undercarriageItemByRoute('idler/middle')).toBeUndefined();
    expect(undercarriageItemByKey('Sliders')?.route).toBe('slider/sliders');
    expect(undercarriageItemByKey('Nope')).toBeUndefined();
  });
});
