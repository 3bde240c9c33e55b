import { describe, expect, it } from 'vitest';
import { deviceNameFrom, deviceNameOrUnknown } from './device-name.ts';

describe('deviceNameFrom', () => {
  it('says tablet or phone for the devices inspectors carry', () => {
    expect(
      deviceNameFrom(
        'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('tablet');
    expect(
      deviceNameFrom(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toBe('phone');
    expect(deviceNameFrom('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'tablet',
    );
    expect(
      deviceNameFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'),
    ).toBe('phone');
  });

  it('names the platform of anything else, and never answers nothing', () => {
    expect(deviceNameFrom('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36')).toBe(
      'Windows computer',
    );
    expect(deviceNameFrom('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0')).toBe(
      'Linux computer',
    );
    expect(deviceNameFrom('')).toBe('another device');
    expect(deviceNameFrom('x'.repeat(200))).toHaveLength(60);
  });

  it('says "another device" when the other device gave no name', () => {
    expect(deviceNameOrUnknown(null)).toBe('another device');
    expect(deviceNameOrUnknown('phone')).toBe('phone');
  });
});
