// Every word of the Word report (decision 0065), in the inspector's language: the device's report in the setting's,
// the server's in the request's. English is the report's own text; a translation passes its translator, so this
// folder stays pure (no React, no browser: FormatJS's core only) and the worker and the server write the same words.
import { defineMessage, defineMessages } from '@formatjs/intl';
import { actionWordIn } from '../i18n/action-words.ts';
import { englishTranslator, type Translator } from '../i18n/catalogues.ts';
import { partNameIn, signIn } from '../i18n/part-names.ts';
import type { ActionView } from '../rules/action-severity.ts';
import type { ChartWords } from './wear-trend-chart.ts';
import type { ConditionWords } from '../rules/condition-results.ts';
import { groupedWhole, shortMonth, SOURCE_LOCALE, withDecimalMark } from '../rules/locale-format.ts';
import { formatTaken, isTaken, photoFactsLine, type PhotoFacts } from '../rules/photo-facts.ts';
import { forecastWordsOf } from '../i18n/forecast-words.ts';
import { plausibilityWordsOf } from '../i18n/plausibility-words.ts';
import type { PlausibilityWords } from '../rules/judgement/plausibility.ts';

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
  machineHours: { id: 'chart.machineHours', defaultMessage: 'Machine hours' },
});

const title = defineMessage<{ kind: string }>({
  id: 'report.title',
  defaultMessage: '{kind, select, Bucket {Bucket Inspection Report} other {Undercarriage Inspection Report}}',
});
// The Word file's name: what the inspector keeps and sends, so it is in their language too.
const fileTitle = defineMessage<{ kind: string }>({
  id: 'report.fileTitle',
  defaultMessage: '{kind, select, Bucket {Bucket Inspection} other {Undercarriage Inspection}}',
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
const worn = defineMessage<{ level: number }>({ id: 'chart.worn', defaultMessage: '{level}% worn' });
const taken = defineMessage<{ when: string }>({ id: 'report.photoTaken', defaultMessage: 'Taken {when}' });
const hemispheres = defineMessages({
  N: { id: 'report.hemisphere.north', defaultMessage: 'N' },
  S: { id: 'report.hemisphere.south', defaultMessage: 'S' },
  E: { id: 'report.hemisphere.east', defaultMessage: 'E' },
  W: { id: 'report.hemisphere.west', defaultMessage: 'W' },
});

/** The report's words in one language, ready to lay out. */
export function reportWordsOf(t: Translator = englishTranslator()) {
  const say = (message: { id: string; defaultMessage: string }) => t.formatMessage(message);
  const words = Object.fromEntries(Object.entries(plain).map(([key, m]) => [key, say(m)])) as Record<
    keyof typeof plain,
    string
  >;
  const forecastWords = forecastWordsOf(t);
  const part = (text: string) => partNameIn(t, text);
  const action = (view: Pick<ActionView, 'name' | 'label'>) => actionWordIn(t, view);
  const sign = (label: string, count: number | null) => signIn(t, label, count);
  const conditionWords: ConditionWords = {
    locale: t.locale,
    part,
    action,
    sign,
    instrument: part,
  };
  return {
    ...words,
    locale: t.locale,
    forecastWords,
    plausibilityWords: plausibilityWordsOf(t) satisfies PlausibilityWords,
    conditionWords,
    chartWords: {
      locale: t.locale,
      machineHours: words.machineHours,
      worn: (n: number) => t.formatMessage(worn, { level: n }),
    } satisfies ChartWords,
    partName: part,
    actionName: action,
    signName: sign,
    photoFactsLine: (facts: Pick<PhotoFacts, 'taken' | 'place'>) => photoLine(t, facts),
    title: (kind: 'Bucket' | 'Undercarriage') => t.formatMessage(title, { kind }),
    fileTitle: (kind: 'Bucket' | 'Undercarriage') => t.formatMessage(fileTitle, { kind }),
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

// decision 0063's line under a photo, "Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m": English byte for byte as
// the rules write it; another language with its month, decimal mark and compass letters ("03 dic 2026 08:34").
function photoLine(t: Translator, facts: Pick<PhotoFacts, 'taken' | 'place'>): string | undefined {
  if (t.locale === SOURCE_LOCALE) return photoFactsLine(facts);
  const when = facts.taken !== undefined && isTaken(facts.taken) ? takenIn(facts.taken, t.locale) : undefined;
  const place = facts.place === undefined ? undefined : placeIn(t, facts.place);
  const parts = [when === undefined ? undefined : t.formatMessage(taken, { when }), place];
  const line = parts.filter((p) => p !== undefined).join(' · ');
  return line === '' ? undefined : line;
}

function takenIn(value: string, locale: string): string | undefined {
  const english = formatTaken(value);
  if (english === undefined) return undefined;
  const [day = '', , year = '', time = ''] = english.split(' ');
  return `${day} ${shortMonth(Number(value.slice(5, 7)) - 1, locale)} ${year} ${time}`;
}

function placeIn(t: Translator, place: NonNullable<PhotoFacts['place']>): string {
  const degrees = (value: number, positive: 'N' | 'E', negative: 'S' | 'W') => {
    const rounded = Math.round(Math.abs(value) * 100) / 100;
    const side = value < 0 && rounded > 0 ? negative : positive;
    return `${withDecimalMark(rounded.toFixed(2), t.locale)}° ${t.formatMessage(hemispheres[side])}`;
  };
  const accuracy = groupedWhole(place.accuracy, t.locale);
  return `${degrees(place.latitude, 'N', 'S')}; ${degrees(place.longitude, 'E', 'W')} ±${accuracy} m`;
}

export type ReportWords = ReturnType<typeof reportWordsOf>;
