// Every screen's document title, never a UUID: what the tab, the installed app's window and the task
// switcher show. From the address alone, so a screen added later still gets a readable one. In the inspector's
// language (decision 0065); a title made from the address's own words stays as the address says it.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { englishTranslator } from '../../i18n/catalogues.ts';
import type { Say } from './sync-words.ts';

const APP = 'Inspect';

const titles = defineMessages({
  signIn: { id: 'title.signIn', defaultMessage: 'Sign in' },
  signingIn: { id: 'title.signingIn', defaultMessage: 'Signing in' },
  inspections: { id: 'title.inspections', defaultMessage: 'Inspections' },
  planner: { id: 'title.planner', defaultMessage: 'Fleet planner' },
  summary: { id: 'title.summary', defaultMessage: 'Summary' },
  tableOfBucket: { id: 'title.tableOfBucket', defaultMessage: 'Table of bucket' },
  testScreen: { id: 'title.testScreen', defaultMessage: 'Test screen' },
  selectMachine: { id: 'title.selectMachine', defaultMessage: 'Select Machine or Bucket' },
  newBucket: { id: 'title.newBucket', defaultMessage: 'New Bucket' },
  support: { id: 'title.support', defaultMessage: 'Support' },
  settings: { id: 'title.settings', defaultMessage: 'Settings' },
  gauges: { id: 'title.gauges', defaultMessage: 'Gauges' },
  help: { id: 'title.help', defaultMessage: 'Help' },
  sqlConsole: { id: 'title.sqlConsole', defaultMessage: 'SQL console' },
  inspection: { id: 'title.inspection', defaultMessage: 'Inspection' },
  lockOn: { id: 'title.lockOn', defaultMessage: 'Lock On' },
  lockOff: { id: 'title.lockOff', defaultMessage: 'Lock Off' },
  machinePhoto: { id: 'title.machinePhoto', defaultMessage: 'Machine Photo' },
  operation: { id: 'title.operation', defaultMessage: 'Operation' },
  inspectionSummary: { id: 'title.inspectionSummary', defaultMessage: 'Inspection Summary' },
  review: { id: 'title.review', defaultMessage: 'Review' },
  submit: { id: 'title.submit', defaultMessage: 'Submit' },
  complete: { id: 'title.complete', defaultMessage: 'Inspection Complete' },
  notFound: { id: 'title.notFound', defaultMessage: 'Page not found' },
});

// The example screens are developer screens: their names stay as the spec writes them.
const EXACT: Readonly<Record<string, MessageDescriptor | string>> = {
  '/': APP,
  '/login': titles.signIn,
  '/jwt': titles.signingIn,
  '/history': titles.inspections,
  '/planner': titles.planner,
  '/summary-screen': titles.summary,
  '/table-of-bucket-screen': titles.tableOfBucket,
  '/test-screen': titles.testScreen,
  '/new-inspection': titles.selectMachine,
  '/new-bucket': titles.newBucket,
  '/support-screen': titles.support,
  '/settings': titles.settings,
  '/gauges': titles.gauges,
  '/help-screen': titles.help,
  '/example-form-1': 'Example Form 1',
  '/example-form-2': 'Example Form 2',
  '/dev/sql': titles.sqlConsole,
};

/** The screens of one inspection, by the path after /inspections/{externalId}/ (recording spec §2). */
const INSPECTION: Readonly<Record<string, MessageDescriptor | string>> = {
  '': titles.inspection,
  'asset/lock-on': titles.lockOn,
  'asset/lock-off': titles.lockOff,
  'asset/machine-photo': titles.machinePhoto,
  'asset/operating-hours': titles.operation,
  'asset/executive-summary': titles.inspectionSummary,
  'example-action-status': 'Action Status',
  review: titles.review,
  submit: titles.submit,
  complete: titles.complete,
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
export function pageTitle(pathname: string, notFound = false, t: Say = englishTranslator()): string {
  const say = (title: MessageDescriptor | string) =>
    typeof title === 'string' ? title : t.formatMessage(title);
  if (notFound) return `${say(titles.notFound)} · ${APP}`;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  if (exact) return path === '/' ? APP : `${say(exact)} · ${APP}`;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'help-screen') return `${say(titles.help)} · ${APP}`;
  if (segments[0] === 'inspections' && segments.length >= 2) {
    const rest = segments.slice(2).join('/');
    const known = INSPECTION[rest];
    const inspection = say(titles.inspection);
    // A section's own screens (undercarriage, bucket) are named for their last word that is not an id.
    const screen =
      known === undefined ? [...segments.slice(2)].reverse().map(words).find(Boolean) : say(known);
    return screen === undefined || screen === inspection
      ? `${inspection} · ${APP}`
      : `${screen} · ${inspection} · ${APP}`;
  }
  const last = [...segments].reverse().map(words).find(Boolean);
  return last ? `${last} · ${APP}` : APP;
}
