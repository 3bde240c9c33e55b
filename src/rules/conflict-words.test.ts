import { describe, expect, it } from 'vitest';
import {
  conflictCountLine,
  conflictLine,
  pathIsRoute,
  sideValue,
  timeOfDay,
  valueWithUnit,
} from './conflict-words.ts';
import { INCH_UNIT_ID, MM_UNIT_ID } from './lengths.ts';

// Times are written in the test's own zone, so the expected clock reads the same wherever it runs.
const at = (hours: number, minutes: number) => new Date(2026, 11, 3, hours, minutes).toISOString();

describe('the words of a conflict', () => {
  it('says the other device’s value, device and time, then the inspector’s own', () => {
    expect(
      conflictLine(
        { value: '12.5', unit: 'mm', deviceName: 'tablet', at: at(8, 34) },
        { value: '13.0', unit: 'mm', deviceName: 'phone', at: at(8, 40) },
      ),
    ).toBe('Changed on another device: 12.5 mm (tablet, 08:34) — yours 13.0 mm (08:40)');
  });

  it('names an unnamed device "another device" and a cleared value "nothing"', () => {
    expect(
      conflictLine(
        { value: null, unit: null, deviceName: null, at: at(14, 5) },
        { value: 'Good', unit: null, deviceName: 'tablet', at: at(9, 0) },
      ),
    ).toBe('Changed on another device: nothing (another device, 14:05) — yours Good (09:00)');
    expect(valueWithUnit('7', '')).toBe('7');
    expect(timeOfDay('not a date')).toBe('not a date');
  });

  it('says lengths in the inspector’s unit, with the length formatter’s decimals', () => {
    const tablet = { value: '12.5', unit: 'mm', unitId: MM_UNIT_ID, deviceName: 'tablet', at: at(8, 34) };
    const mine = { value: '13', unit: 'mm', unitId: MM_UNIT_ID, deviceName: 'phone', at: at(8, 40) };
    expect(conflictLine(tablet, mine, { lengths: 'mm' })).toBe(
      'Changed on another device: 12.50 mm (tablet, 08:34) — yours 13.00 mm (08:40)',
    );
    // 12.5 mm / 25.4 = 0.49213 in; 13 mm / 25.4 = 0.51181 in (three decimals in inches).
    expect(conflictLine(tablet, mine, { lengths: 'in' })).toBe(
      'Changed on another device: 0.492 in (tablet, 08:34) — yours 0.512 in (08:40)',
    );
    // A reading measured in inches, shown in millimetres: 0.5 in × 25.4 = 12.70 mm.
    expect(sideValue({ ...tablet, value: '0.5', unit: 'in', unitId: INCH_UNIT_ID }, { lengths: 'mm' })).toBe(
      '12.70 mm',
    );
    // Not a length (hours): as recorded.
    expect(sideValue({ ...tablet, value: '1200', unit: 'h', unitId: 3 }, { lengths: 'in' })).toBe('1200 h');
  });

  it('says a photo as a photo, not its file name', () => {
    const side = { value: 'a1b2.jpg', unit: null, deviceName: 'tablet', at: at(8, 34) };
    expect(conflictLine(side, { ...side, value: 'c3d4.jpg', at: at(8, 40) }, { photo: true })).toBe(
      'Changed on another device: photo (tablet, 08:34) — yours photo (08:40)',
    );
    expect(sideValue({ ...side, value: null }, { photo: true })).toBe('no photo');
  });

  it('counts readings', () => {
    expect(conflictCountLine(1)).toBe('Changed on another device: 1 reading');
    expect(conflictCountLine(3)).toBe('Changed on another device: 3 readings');
  });
});

describe('pathIsRoute', () => {
  it('finds the screen of a reading by its catalogue route', () => {
    expect(pathIsRoute('asset/operating-hours', 'operating-hours')).toBe(true);
    expect(pathIsRoute('bucket/abc/wear-kit/summary', 'bucket/{bucketExternalId}/wear-kit/summary')).toBe(
      true,
    );
    expect(
      pathIsRoute('bucket/abc/wear-kit/heel-shrouds', 'bucket/{bucketExternalId}/wear-kit/summary'),
    ).toBe(false);
    expect(pathIsRoute('asset/lock-on', 'lock-off')).toBe(false);
  });
});
