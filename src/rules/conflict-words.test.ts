import { describe, expect, it } from 'vitest';
import { conflictCountLine, conflictLine, pathIsRoute, timeOfDay, valueWithUnit } from './conflict-words.ts';

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
