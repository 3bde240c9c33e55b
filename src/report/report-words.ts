// Every word of the Word report (decision 0065), in the inspector's language: the device's report in the setting's,
// the server's in the request's. English is the report's own text; a translation passes its translator, so this
// folder stays pure (no React, no browser: FormatJS's core only) and the worker and the server write the same words.
import { defineMessage, defineMessages } from '@formatjs/intl';
import { englishTranslator, type Translator } from '../i18n/catalogues.ts';
import { forecastWordsOf } from '../i18n/forecast-words.ts';

const plain = defineMessages({
  reading: { id: 'report.reading', defaultMessage: 'Reading' },
  yes: { id: 'report.yes', defaultMessage: 'Yes' },
  no: { id: 'report.no', defaultMessage: 'No' },
  newParts: { id: 'report.changeout.new', defaultMessage: 'New parts' },
  sameParts: { id: 'report.changeout.same', defaultMessage: 'Same parts' },
  serialNumber: { id: 'report.serialNumber', defaultMessage: 'Serial Number' },
  bucket: { id: 'report.bucket', defaultMessage: 'Bucket' },
  asset: { id: 'report.asset', defaultMessage: 'Asset' },
  mineLocation: { id: 'report.mineLocation', defaultMessage: 'Mine location' },
  completed: { id: 'report.status.completed', defaultMessage: 'Completed' },
  inProgress: { id: 'report.status.inProgress', defaultMessage: 'In progress' },
  machine: { id: 'report.machine', defaultMessage: 'Machine' },
  customer: { id: 'report.customer', defaultMessage: 'Customer' },
  site: { id: 'report.site', defaultMessage: 'Site' },
  inspector: { id: 'report.inspector', defaultMessage: 'Inspector' },
  inspectionDate: { id: 'report.inspectionDate', defaultMessage: 'Inspection date' },
  reportDate: { id: 'report.reportDate', defaultMessage: 'Report date' },
  lockOnTime: { id: 'report.lockOnTime', defaultMessage: 'Lock-on time' },
  lockOffTime: { id: 'report.lockOffTime', defaultMessage: 'Lock-off time' },
  status: { id: 'report.status', defaultMessage: 'Status' },
  conditionResults: { id: 'report.conditionResults', defaultMessage: 'Condition results' },
  noConditionResults: {
    id: 'report.conditionResults.none',
    defaultMessage: 'No condition results available',
  },
  part: { id: 'report.part', defaultMessage: 'Part' },
  left: { id: 'report.left', defaultMessage: 'Left' },
  right: { id: 'report.right', defaultMessage: 'Right' },
  qty: { id: 'report.qty', defaultMessage: 'Qty' },
  component: { id: 'report.component', defaultMessage: 'Component' },
  measurement: { id: 'report.measurement', defaultMessage: 'Measurement' },
  wear: { id: 'report.wear', defaultMessage: 'Wear' },
  action: { id: 'report.action', defaultMessage: 'Action' },
  previous: { id: 'report.previous', defaultMessage: 'Previous' },
  forecast: { id: 'report.forecast', defaultMessage: 'Forecast' },
  nothingOnSide: { id: 'report.side.nothing', defaultMessage: 'Nothing recorded on this side.' },
  wearTrends: { id: 'report.wearTrends', defaultMessage: 'Wear trends' },
  partTypes: { id: 'report.partTypes', defaultMessage: 'Part types' },
  partType: { id: 'report.partType', defaultMessage: 'Part type' },
  observation: { id: 'report.observation', defaultMessage: 'Observation' },
  value: { id: 'report.value', defaultMessage: 'Value' },
  noBucket: { id: 'report.bucket.none', defaultMessage: 'No bucket observations recorded.' },
  photoMissing: { id: 'report.photo.missing', defaultMessage: 'Photo not available' },
  photos: { id: 'report.photos', defaultMessage: 'Photos' },
  comments: { id: 'report.comments', defaultMessage: 'Comments' },
  where: { id: 'report.where', defaultMessage: 'Where' },
  comment: { id: 'report.comment', defaultMessage: 'Comment' },
  notDone: { id: 'report.notDone', defaultMessage: 'Not done' },
  notInspected: { id: 'report.notInspected', defaultMessage: 'Not inspected' },
  notInspectedIntro: {
    id: 'report.notInspected.intro',
    defaultMessage:
      'These were not done when the inspection was submitted, so this report has no findings for them.',
  },
  operation: { id: 'report.operation', defaultMessage: 'Operation' },
  noOperation: { id: 'report.operation.none', defaultMessage: 'No operation data recorded.' },
  executiveSummary: { id: 'report.executiveSummary', defaultMessage: 'Executive summary' },
  noExecutiveSummary: {
    id: 'report.executiveSummary.none',
    defaultMessage: 'No executive summary recorded.',
  },
  page: { id: 'report.page', defaultMessage: 'Page' },
  of: { id: 'report.of', defaultMessage: 'of' },
});

const title = defineMessage<{ kind: string }>({
  id: 'report.title',
  defaultMessage: '{kind, select, Bucket {Bucket Inspection Report} other {Undercarriage Inspection Report}}',
});
const sideName = defineMessage<{ side: string }>({
  id: 'report.sideName',
  defaultMessage: '{side, select, Left {Left Side} other {Right Side}}',
});
const sideChangeout = defineMessage<{ side: string }>({
  id: 'report.sideChangeout',
  defaultMessage: '{side, select, Left {Left Undercarriage Changeout} other {Right Undercarriage Changeout}}',
});
const atHours = defineMessage<{ hours: string }>({ id: 'report.atHours', defaultMessage: 'at {hours}' });
const sincePrevious = defineMessage<{ change: string }>({
  id: 'report.sincePrevious',
  defaultMessage: '{change} since previous',
});
const position = defineMessage<{ position: string }>({
  id: 'report.position',
  defaultMessage: 'Position {position}',
});
const photoN = defineMessage<{ place: string; n: number }>({
  id: 'report.photoN',
  defaultMessage: '{place}, photo {n}',
});
const machinePhoto = defineMessage<{ name: string }>({
  id: 'report.machinePhoto',
  defaultMessage: '{name}, machine photo',
});
const byInstrument = defineMessage<{ instrument: string }>({
  id: 'report.byInstrument',
  defaultMessage: 'by {instrument}',
});
const check = defineMessage<{ warning: string }>({ id: 'report.check', defaultMessage: 'Check: {warning}' });
const undercarriageSide = defineMessage<{ side: string }>({
  id: 'report.undercarriageSide',
  defaultMessage: 'Undercarriage — {side}',
});
const wearTrend = defineMessage<{ name: string }>({
  id: 'report.wearTrend',
  defaultMessage: 'Wear trend: {name}',
});
const bucketNamed = defineMessage<{ name: string }>({
  id: 'report.bucketNamed',
  defaultMessage: 'Bucket — {name}',
});
const generated = defineMessage<{ date: string }>({
  id: 'report.generated',
  defaultMessage: 'generated {date}',
});
const description = defineMessage<{ title: string; subject: string; site: string; customer: string }>({
  id: 'report.description',
  defaultMessage: '{title} for {subject}, {site}, {customer}',
});
/** The report's words in one language, ready to lay out. */
export function reportWordsOf(t: Translator = englishTranslator()) {
  const say = (message: { id: string; defaultMessage: string }) => t.formatMessage(message);
  const words = Object.fromEntries(Object.entries(plain).map(([key, m]) => [key, say(m)])) as Record<
    keyof typeof plain,
    string
  >;
  const forecastWords = forecastWordsOf(t);
  return {
    ...words,
    locale: t.locale,
    forecastWords,
    title: (kind: 'Bucket' | 'Undercarriage') => t.formatMessage(title, { kind }),
    sideName: (side: string) => t.formatMessage(sideName, { side }),
    sideChangeout: (side: string) => t.formatMessage(sideChangeout, { side }),
    atHours: (hours: string) => t.formatMessage(atHours, { hours }),
    sincePrevious: (change: string) => t.formatMessage(sincePrevious, { change }),
    position: (n: number) => t.formatMessage(position, { position: String(n) }),
    photoN: (place: string, n: number) => t.formatMessage(photoN, { place, n }),
    machinePhoto: (name: string) => t.formatMessage(machinePhoto, { name }),
    byInstrument: (instrument: string) => t.formatMessage(byInstrument, { instrument }),
    check: (warning: string) => t.formatMessage(check, { warning }),
    undercarriageSide: (side: string) => t.formatMessage(undercarriageSide, { side }),
    wearTrend: (name: string) => t.formatMessage(wearTrend, { name }),
    bucketNamed: (name: string) => t.formatMessage(bucketNamed, { name }),
    generated: (date: string) => t.formatMessage(generated, { date }),
    description: (values: { title: string; subject: string; site: string; customer: string }) =>
      t.formatMessage(description, values),
  };
}

export type ReportWords = ReturnType<typeof reportWordsOf>;
