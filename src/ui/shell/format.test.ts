import { describe, expect, it } from 'vitest';
import { deviceType, formatDateTime, formatIsoDateTime } from './format.ts';

describe('formatDateTime (dd MMM yy • hh:mma)', () => {
  it.each([
    [new Date(2026, 10, 21, 9, 5), '21 Nov 26 • 09:05AM'],
    [new Date(2026, 0, 2, 0, 0), '02 Jan 26 • 12:00AM'],
    [new Date(2025, 11, 31, 12, 30), '31 Dec 25 • 12:30PM'],
    [new Date(2030, 5, 9, 23, 59), '09 Jun 30 • 11:59PM'],
  ])('%s → %s', (date, text) => {
    expect(formatDateTime(date)).toBe(text);
  });

  it('keeps text that is not a date', () => {
    expect(formatIsoDateTime('soon')).toBe('soon');
    expect(formatIsoDateTime(new Date(2026, 10, 21, 13, 7).toISOString())).toBe('21 Nov 26 • 01:07PM');
  });
});

describe('deviceType', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, 'iPhone'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5, 'iPad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit', 5, 'iPad'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit', 5, 'Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit', 0, 'macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 0, 'Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome', 0, 'Linux'],
    ['Something else', 0, 'Desktop'],
  ])('%s → %s', (ua, touch, type) => {
    expect(deviceType(ua, touch)).toBe(type);
  });
});
