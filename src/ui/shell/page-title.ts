// Every screen's document title, never a UUID: what the tab, the installed app's window and the task
// switcher show. From the address alone, so a screen added later still gets a readable one.

const APP = 'Inspect';

const EXACT: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/login': 'Sign in',
  '/jwt': 'Signing in',
  '/history': 'Inspections',
  '/planner': 'Fleet planner',
  '/summary-screen': 'Summary',
  '/table-of-bucket-screen': 'Table of bucket',
  '/test-screen': 'Test screen',
  '/new-inspection': 'Select Machine or Bucket',
  '/new-bucket': 'New Bucket',
  '/support-screen': 'Support',
  '/settings': 'Settings',
  '/gauges': 'Gauges',
  '/help-screen': 'Help',
  '/example-form-1': 'Example Form 1',
  '/example-form-2': 'Example Form 2',
  '/dev/sql': 'SQL console',
};

/** The screens of one inspection, by the path after /inspections/{externalId}/ (recording spec §2). */
const INSPECTION: Readonly<Record<string, string>> = {
  '': 'Inspection',
  'asset/lock-on': 'Lock On',
  'asset/lock-off': 'Lock Off',
  'asset/machine-photo': 'Machine Photo',
  'asset/operating-hours': 'Operation',
  'asset/executive-summary': 'Inspection Summary',
  'example-action-status': 'Action Status',
  review: 'Review',
  submit: 'Submit',
  complete: 'Inspection Complete',
};

const ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

/** "left-track-shoes" → "Left track shoes"; ids (UUIDs, numbers) are never words. */
function words(segment: string): string | undefined {
  const decoded = safeDecode(segment);
  if (decoded === '' || ID.test(decoded)) return undefined;
  const text = decoded.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The title for an address; `notFound` when no screen answers it. */
export function pageTitle(pathname: string, notFound = false): string {
  if (notFound) return `Page not found · ${APP}`;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  if (exact) return path === '/' ? APP : `${exact} · ${APP}`;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'help-screen') return `Help · ${APP}`;
  if (segments[0] === 'inspections' && segments.length >= 2) {
    const rest = segments.slice(2).join('/');
    const known = INSPECTION[rest];
    // A section's own screens (undercarriage, bucket) are named for their last word that is not an id.
    const screen = known ?? [...segments.slice(2)].reverse().map(words).find(Boolean) ?? 'Inspection';
    return screen === 'Inspection' ? `Inspection · ${APP}` : `${screen} · Inspection · ${APP}`;
  }
  const last = [...segments].reverse().map(words).find(Boolean);
  return last ? `${last} · ${APP}` : APP;
}
