import { formatDateTime as formatDate } from '../../rules/index.ts';

// Dates as the shell shows them: shell spec §2 Footer 'dd MMM yy • hh:mma' (recording spec §9: day, short month,
// two-digit year, time), in the device's time zone: the one format of src/rules, also the report's.

export function formatDateTime(date: Date, locale?: string): string {
  return formatDate(date, locale);
}

/** An ISO date from the database; the text itself when it is not a date. In `locale`'s months and clock (0065). */
export function formatIsoDateTime(iso: string, locale?: string): string {
  return formatDate(iso, locale);
}

export type DeviceType = 'iPhone' | 'iPad' | 'Android' | 'macOS' | 'Windows' | 'Linux' | 'Desktop';

/** shell spec §2 Footer: the device type from the browser's user agent. */
export function deviceType(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (/iPhone|iPod/.test(userAgent)) return 'iPhone';
  // iPadOS 13+ presents itself as a Mac; it has touch points, a Mac has none.
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'iPad';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Linux|X11|CrOS/.test(userAgent)) return 'Linux';
  return 'Desktop';
}
