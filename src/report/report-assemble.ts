// ReportSource -> ReportData: every judged target of the inspection (src/rules judgeInspection, the one judgement the
// measuring screens also show), condition results (spec §2), the bucket, photos in report order and comments, every
// text written once here for the device and the server alike. Nothing here judges: it only words the judgement.
import { catalogue, entryByIdentifier } from '../rules/catalogue.ts';
import { groupConditionResults } from '../rules/condition-results.ts';
import { SIDES, type Side } from '../rules/enums.ts';
import { judgeInspection } from '../rules/judgement/inspection-targets.ts';
import { plausibilityLines } from '../rules/judgement/measurement-judgement.ts';
import { forecastLine, forecastText, formatMeasure } from '../rules/judgement-text.ts';
import type { LengthUnit } from '../rules/lengths.ts';
import { parseDecimal } from '../rules/numbers.ts';
import { parsePhotoFacts, PHOTO_FACTS, type PhotoFacts } from '../rules/photo-facts.ts';
import type { JudgedReading, JudgedTarget } from '../rules/judgement/target-judgement.ts';
import type {
  ReportBucket,
  ReportComment,
  ReportComponent,
  ReportData,
  ReportFact,
  ReportPhoto,
  ReportPhotoGroup,
} from './report-data.ts';
import {
  formatDateTime,
  formatDay,
  formatHours,
  formatPercent,
  formatSigned,
  formatValue,
  isoDay,
} from './report-format.ts';
import { notInspectedOf } from './report-not-inspected.ts';
import { reportWordsOf, type ReportWords } from './report-words.ts';
import type { Translator } from '../i18n/catalogues.ts';
import type { ReportSource, SourcePhoto } from './report-source.ts';
import { wearTrendChartSvg } from './wear-trend-chart.ts';

type Values = ReadonlyMap<string, string>;

/** How the report is written: the lengths' unit (decision 0053) and the language's words (decision 0065). */
interface Shown {
  readonly unit: LengthUnit;
  readonly w: ReportWords;
}

/** Asset-level and bucket-level values by identifier (positions are read through the judged targets). */
function valuesOf(source: ReportSource): Map<string, string> {
  const map = new Map<string, string>();
  for (const o of source.observations)
    if (o.value !== null && o.value.trim() !== '' && !map.has(o.identifier)) map.set(o.identifier, o.value);
  return map;
}

const measure = (value: number, unit: string, shown: Shown) =>
  formatMeasure(value, unit, shown.unit, shown.w.locale);

function readingLine(r: JudgedReading, shown: Shown): string {
  const now = r.judgement.now;
  const name = r.instrument === null ? shown.w.reading : shown.w.partName(r.instrument);
  const action = shown.w.actionName(r.action);
  if (!now.ok || now.measurement === undefined) return `${name}: ${action}`;
  const wear = now.wearPercent === undefined ? '' : ` · ${formatPercent(now.wearPercent, shown.w.locale)}`;
  return `${name}: ${measure(now.measurement, r.unit, shown)}${wear} · ${action}`;
}

function chartTitle(target: JudgedTarget, w: ReportWords): string {
  const side = target.key.side === null ? w.bucket : w.sideName(target.key.side);
  return [side, w.partName(target.key.component), w.partName(target.key.place)]
    .filter((s) => s !== '')
    .join(' · ');
}

/** One judged target in the report's words, its lengths in the inspector's unit (decision 0053). */
export const reportComponent = (
  target: JudgedTarget,
  unit: LengthUnit = 'mm',
  words?: Translator,
): ReportComponent => componentOf(target, { unit, w: reportWordsOf(words) });

function componentOf(target: JudgedTarget, shown: Shown): ReportComponent {
  const { w } = shown;
  const locale = w.locale;
  const governing = target.governing;
  const facts = governing ?? target.readings[0] ?? null;
  const judgement = facts?.judgement;
  const now = governing?.judgement.now;
  const measured = now?.ok === true && now.measurement !== undefined ? now : undefined;
  const wear = measured?.wearPercent;
  const before = judgement?.before;
  return {
    targetId: target.key.id,
    name: w.partName(target.key.component),
    place: w.partName(target.key.place),
    measurement:
      measured?.measurement === undefined
        ? '—'
        : measure(measured.measurement, governing?.unit ?? 'mm', shown),
    instrument:
      target.readings.length > 1 && governing ? w.partName(governing.instrument ?? '').toLowerCase() : '',
    otherReadings: target.readings
      .filter((r) => r !== governing && r.recorded)
      .map((r) => readingLine(r, shown)),
    wear: wear === undefined ? '' : formatPercent(wear, locale),
    wearPercent: wear ?? null,
    action: {
      name: target.action.name,
      label: w.actionName(target.action),
      colour: target.action.colour,
      textColour: target.action.textColour,
    },
    signs: target.signs.map((s) => w.signName(s.label, s.count)),
    previous:
      before === undefined
        ? null
        : {
            measurement: measure(before.value, facts?.unit ?? 'mm', shown),
            wear: before.wearPercent === undefined ? '' : formatPercent(before.wearPercent, locale),
            date: before.date,
            machineHours: before.machineHours === null ? '' : formatHours(before.machineHours, locale),
          },
    change:
      before?.wearChange === undefined ? '' : w.sincePrevious(formatSigned(before.wearChange, '%', locale)),
    wearChange: before?.wearChange === undefined ? '' : formatSigned(before.wearChange, '%', locale),
    // decision 0039: a condition the measurement contradicts is said with the warnings, wherever they show
    plausibility: [
      ...target.notes,
      ...(judgement === undefined ? [] : plausibilityLines(judgement, w.plausibilityWords)),
    ],
    forecast100: judgement === undefined ? '' : forecastText(judgement.forecast, 100, w.forecastWords),
    forecast120: judgement === undefined ? '' : forecastText(judgement.forecast, 120, w.forecastWords),
    forecast: judgement === undefined ? [] : forecastLine(judgement.forecast, w.forecastWords).split(' · '),
    // A single reading is a dot, not a trend: the report draws a chart from two readings on.
    chartSvg:
      judgement === undefined || judgement.readings.length < 2
        ? null
        : wearTrendChartSvg({
            title: chartTitle(target, w),
            points: judgement.readings,
            forecast: judgement.line,
            words: w.chartWords,
          }),
  };
}

function factsOf(values: Values, identifiers: readonly string[], w: ReportWords): ReportFact[] {
  const facts: ReportFact[] = [];
  for (const id of identifiers) {
    const value = values.get(id);
    const entry = entryByIdentifier(id);
    if (value === undefined || entry === undefined) continue;
    facts.push({ label: w.partName(entry.label), value: formatValue(value, w, entry.unit) });
  }
  return facts;
}

function operationOf(values: Values, w: ReportWords): ReportFact[] {
  const facts = factsOf(
    values,
    [
      'Operation.TotalMachineHours',
      'Operation.HoursBetweenInspections',
      'Operation.Tonnage',
      'Operation.Bcm',
    ],
    w,
  );
  for (const side of SIDES) {
    if (values.get(`Operation.${side}UndercarriageChangeout.Checked`) !== 'true') continue;
    const date = values.get(`Operation.${side}UndercarriageChangeout.Date`);
    const hours = parseDecimal(values.get(`Operation.${side}UndercarriageChangeout.Hours`));
    const at = [
      date ? formatDay(date, w.locale) : '',
      hours === undefined ? '' : w.atHours(formatHours(hours, w.locale)),
    ];
    facts.push({
      label: w.sideChangeout(side),
      value: [w.yes, ...at].filter((s) => s !== '').join(', '),
    });
  }
  return facts;
}

/** recording spec §4: new parts are recorded as YES, the same parts as NO. */
const changeoutWords = (w: ReportWords): Readonly<Record<string, string>> => ({
  YES: w.newParts,
  NO: w.sameParts,
});
/** What the judged targets and the "Not inspected" list already show, and the bucket screens' bookkeeping. */
const NOT_A_FACT =
  /(\.Condition|\.Completed|\.NotInspected|\.Comments|\.Photos|\.Part\.\w+|\.Measurement)$|^Bucket\.(ExternalId|IsNew|IsChangeOut|ChangeOutFrom|Rotation\.)/;

function bucketOf(
  source: ReportSource,
  values: Values,
  targets: readonly JudgedTarget[],
  shown: Shown,
): ReportBucket | null {
  const { w } = shown;
  const ids = [...values.keys()].filter((id) => id.startsWith('Bucket.'));
  const components = targets.filter((t) => t.key.area === 'bucket').map((t) => componentOf(t, shown));
  if (source.bucket === null && ids.length === 0) return null;
  const facts: ReportFact[] = [];
  if (source.bucket?.serialNumber) facts.push({ label: w.serialNumber, value: source.bucket.serialNumber });
  const partTypes = new Map<string, ReportFact[]>();
  for (const id of ids) {
    const entry = entryByIdentifier(id);
    if (entry === undefined || NOT_A_FACT.test(id)) continue;
    const raw = values.get(id) ?? '';
    const value = id.endsWith('.Changeout')
      ? (changeoutWords(w)[raw] ?? raw)
      : formatValue(raw, w, entry.unit);
    const fact = { label: w.partName(entry.label), value };
    if (
      id.startsWith('Bucket.Specifications.') ||
      id.startsWith('Bucket.Summary.') ||
      id.startsWith('Bucket.Changeout.')
    ) {
      if (!facts.some((f) => f.label === fact.label)) facts.push(fact);
      continue;
    }
    const part = w.partName(entry.description.split(' / ').slice(0, -1).join(' — '));
    partTypes.set(part, [...(partTypes.get(part) ?? []), fact]);
  }
  return {
    name: source.bucket?.name ?? w.bucket,
    facts,
    partTypes: [...partTypes].map(([part, list]) => ({ part, facts: list })),
    components,
  };
}

const COVER_PHOTO = 'MachinePhoto.CoverPhoto';

/** Where a photo belongs, as its caption says it, in English: "Left Side — Load Rollers — Position 2". */
function photoPlace(photo: SourcePhoto, source: ReportSource): string {
  const entry = entryByIdentifier(photo.identifier);
  const parts = (entry?.description ?? photo.identifier).split(' / ').filter((p) => p !== 'Photos');
  const part = source.facts.parts.find((p) => p.externalId === photo.entityExternalId);
  const at = parts.indexOf('Position');
  if (at >= 0 && part?.position != null) parts[at] = `Position ${part.position}`;
  else if (part?.position != null && parts.at(-1) === 'Part')
    parts[parts.length - 1] = `Position ${part.position}`;
  return parts.join(' — ') || (entry?.label ?? 'Photos');
}

/** Each photo's caption, time and place (decision 0063), by the photo's observation. */
type FactsByPhoto = ReadonlyMap<string, PhotoFacts>;

function photoFactsOf(source: ReportSource): FactsByPhoto {
  const byPhoto = new Map<string, PhotoFacts>();
  for (const o of source.observations) {
    const facts = o.identifier === PHOTO_FACTS ? parsePhotoFacts(o.value) : undefined;
    if (facts) byPhoto.set(facts.photo, facts);
  }
  return byPhoto;
}

function photoOf(photo: SourcePhoto, caption: string, facts: FactsByPhoto, w: ReportWords): ReportPhoto {
  const own = facts.get(photo.observationExternalId);
  const line = own === undefined ? undefined : w.photoFactsLine(own);
  return {
    caption,
    ...(own?.caption ? { inspectorCaption: own.caption } : {}),
    ...(line === undefined ? {} : { factsLine: line }),
    observationExternalId: photo.observationExternalId,
    fileName: photo.fileName,
    contentType: photo.contentType,
    bytes: photo.bytes,
  };
}

// The report's order: the catalogue's (basics, then each side's items in menu order, then the bucket), then position.
function photosOf(source: ReportSource, facts: FactsByPhoto, w: ReportWords): ReportPhotoGroup[] {
  const order = new Map(catalogue().map((e, i) => [e.identifier, i]));
  const positionOf = (p: SourcePhoto) =>
    source.facts.parts.find((x) => x.externalId === p.entityExternalId)?.position ?? 0;
  const sorted = source.photos
    .filter((p) => p.identifier !== COVER_PHOTO)
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        (order.get(a.p.identifier) ?? 1e9) - (order.get(b.p.identifier) ?? 1e9) ||
        positionOf(a.p) - positionOf(b.p) ||
        a.i - b.i,
    );
  const groups = new Map<string, ReportPhotoGroup>();
  for (const { p } of sorted) {
    const name = w.partName(photoPlace(p, source));
    let group = groups.get(name);
    if (group === undefined) {
      group = { component: name, photos: [] };
      groups.set(name, group);
    }
    group.photos.push(photoOf(p, w.photoN(name, group.photos.length + 1), facts, w));
  }
  return [...groups.values()];
}

function commentsOf(source: ReportSource, w: ReportWords): ReportComment[] {
  return source.observations
    .filter((o) => o.identifier.endsWith('.Comments') && o.identifier !== 'ExecutiveSummary.Comments')
    .filter((o) => o.value !== null && o.value.trim() !== '')
    .map((o) => ({
      where: photoPlace(
        {
          identifier: o.identifier,
          entityExternalId: o.entityExternalId ?? null,
          observationExternalId: '',
          fileName: '',
          contentType: '',
          bytes: null,
        },
        source,
      )
        .split(' — ')
        .filter((part) => part !== 'Comments')
        .map(w.partName)
        .join(' — '),
      text: o.value ?? '',
    }));
}

function safeFileName(name: string): string {
  return `${name
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim()}.docx`;
}

/**
 * The report's data, from the rows of either database; lengths in `unit` (decision 0053), words in the translator's
 * language (decision 0065).
 */
export function assembleReportData(
  source: ReportSource,
  unit: LengthUnit = 'mm',
  words?: Translator,
): ReportData {
  const w = reportWordsOf(words);
  const shown: Shown = { unit, w };
  const values = valuesOf(source);
  const targets = judgeInspection(source.facts);
  const sides = SIDES.filter((side: Side) => targets.some((t) => t.key.side === side)).map((side) => ({
    name: w.sideName(side),
    components: targets.filter((t) => t.key.side === side).map((t) => componentOf(t, shown)),
  }));
  const kind = source.reportType === 'BucketInspection' ? 'Bucket' : 'Undercarriage';
  const { inspection, subject } = source;
  const cover = source.photos.find((p) => p.identifier === COVER_PHOTO);
  const facts = photoFactsOf(source);
  // A bucket inspected in a yard is named by the bucket, as its card and screens are; the yard is where it stands.
  const yardBucket = subject.kind === 'asset' ? null : source.bucket;
  const name = yardBucket?.name ?? subject.name;
  return {
    reportType: source.reportType,
    fileName: safeFileName(`${name} ${w.fileTitle(kind)} ${isoDay(inspection.inspectionDate)}`),
    title: w.title(kind),
    subjectLabel: subject.kind === 'asset' ? w.asset : yardBucket ? w.bucket : w.mineLocation,
    subject: name,
    location: yardBucket ? subject.name : '',
    machine: [subject.model, subject.assetType]
      .filter((s) => s !== null && s !== undefined && s !== '')
      .join(' · '),
    customer: subject.customer,
    site: subject.site,
    inspector: inspection.inspectorName,
    inspectionDate: formatDateTime(inspection.inspectionDate, w.locale),
    reportDate: formatDateTime(source.reportDate, w.locale),
    status: inspection.completed ? w.completed : w.inProgress,
    notInspected: notInspectedOf(source).map((g) => ({
      where: w.partName(g.where),
      what: g.what.map(w.partName),
    })),
    lockOnTime: formatDateTime(values.get('LockOn.LockOnTime'), w.locale),
    lockOffTime: formatDateTime(values.get('LockOff.Completed'), w.locale),
    operation: operationOf(values, w),
    executiveSummary: values.get('ExecutiveSummary.Comments') ?? '',
    sides,
    conditionGroups: groupConditionResults(targets, source.facts.actionTypes, w.conditionWords),
    bucket: bucketOf(source, values, targets, shown),
    coverPhoto: cover === undefined ? null : photoOf(cover, w.machinePhoto(name), facts, w),
    photos: photosOf(source, facts, w),
    comments: commentsOf(source, w),
  };
}
