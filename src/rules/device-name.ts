// What kind of device wrote a value, in a word an inspector recognises ("tablet", "phone", else the platform), from
// its user agent: shown beside the values of a conflict between two devices (docs/decisions/0052-two-devices-one-
// inspection.md). Not an identity: two tablets read the same; the time beside it tells them apart.

const MAX_LENGTH = 60;

// The device's kind in words, from its user agent (navigator.userAgent). (decision 0052)
export function deviceNameFrom(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|kindle|silk|playbook/.test(ua)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not.
  if (ua.includes('android')) return ua.includes('mobile') ? 'phone' : 'tablet';
  if (/iphone|ipod|mobile|phone/.test(ua)) return 'phone';
  // An iPad asking for the desktop site says Macintosh: only touch tells them apart, which a user agent does not.
  if (ua.includes('windows')) return 'Windows computer';
  if (ua.includes('cros')) return 'Chromebook';
  if (ua.includes('macintosh') || ua.includes('mac os')) return 'Mac';
  if (ua.includes('linux')) return 'Linux computer';
  const trimmed = userAgent.trim().slice(0, MAX_LENGTH);
  return trimmed === '' ? 'another device' : trimmed;
}

/** A device's name as the other device's line says it: "tablet", else "another device". */
export const deviceNameOrUnknown = (name: string | null | undefined): string =>
  name === null || name === undefined || name.trim() === '' ? 'another device' : name;
