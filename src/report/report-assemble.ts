// ReportSource -> ReportData: the measure-and-judge facts of every measured component (recording spec §9 wear and
// action; forecast and plausibility of issue 3), wear indicators, conditions, condition results (spec §2), the bucket,
// photos and comments, every text written once here for the device and the server alike.
import { computeActionStatus, type ActionType } from '../rules/action-status.ts';
import { entryByIdentifier } from '../rules/catalogue.ts';
import { groupConditionResults, type ConditionResultInput } from '../rules/condition-results.ts';
import { SIDES, SIDE_EQUIPMENT_NAMES, type Side } from '../rules/enums.ts';
import { forecastComponent, type LineForecast, type WearReading } from '../rules/forecast.ts';
import { parseDecimal } from '../rules/numbers.ts';
import { checkPlausibility } from '../rules/plausibility.ts';
import { wearPercent } from '../rules/wear.ts';
import type {
  ReportBucket,
  ReportComment,
  ReportComponent,
  ReportData,
  ReportFact,
  ReportIndicator,
  ReportPhotoGroup,
  ReportSide,
} from './report-data.ts';
import {
  actionLabel,
  formatDateTime,
  formatDay,
  formatHours,
  formatMm,
  formatMonth,
  formatPercent,
  formatSigned,
  formatValue,
  formatWhole,
  isoDay,
} from './report-format.ts';
import { MEASURED_COMPONENTS, type ReportSource, type SourceObservation } from './report-source.ts';
import { wearTrendChartSvg, type WearTrendPoint } from './wear-trend-chart.ts';

type Values = ReadonlyMap<string, string>;

function valuesOf(observations: readonly SourceObservation[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const o of observations) if (o.value !== null && o.value.trim() !== '') map.set(o.identifier, o.value);
  return map;
}

/** The parts of a catalogue description after the side ("Left Side / Shoes / Pitch Extension / ..."). */
function describe(identifier: string): string[] {
  const parts = (entryByIdentifier(identifier)?.description ?? identifier).split(' / ');
  return Object.values(SIDE_EQUIPMENT_NAMES).includes(parts[0] as never) ? parts.slice(1) : parts;
}

const machineHours = (values: Values) => parseDecimal(values.get('Operation.TotalMachineHours'));
const changedOut = (values: Values, side: Side) =>
  values.get(`Operation.${side}UndercarriageChangeout.Checked`) === 'true';

interface Context {
  source: ReportSource;
  values: Values;
  /** Earlier inspections, oldest first, with their values. */
  history: { date: string; values: Values }[];
  /** Machine hours per calendar day over the history, for the approximate forecast dates. */
  hoursPerDay: number | undefined;
}

function hoursPerDay(points: { date: string; hours: number | undefined }[]): number | undefined {
  const known = points.filter((p): p is { date: string; hours: number } => p.hours !== undefined);
  const first = known[0];
  const last = known[known.length - 1];
  if (first === undefined || last === undefined || first === last) return undefined;
  const days = (Date.parse(last.date) - Date.parse(first.date)) / 86_400_000;
  const rate = (last.hours - first.hours) / days;
  return days > 0 && rate > 0 ? rate : undefined;
}

function forecastText(context: Context, forecast: LineForecast, level: 100 | 120): string {
  if (forecast.status !== 'forecast') return forecast.status;
  const hours = level === 100 ? forecast.hoursAt100 : forecast.hoursAt120;
  const now = machineHours(context.values);
  const rate = context.hoursPerDay;
  if (now === undefined || rate === undefined) return formatHours(hours);
  const days = Math.max(0, (hours - now) / rate);
  const when = new Date(Date.parse(context.source.inspection.inspectionDate) + days * 86_400_000);
  return `${formatHours(hours)} (≈ ${formatMonth(when.toISOString())})`;
}

function component(
  context: Context,
  side: Side,
  measured: (typeof MEASURED_COMPONENTS)[number],
): ReportComponent | undefined {
  const identifier = `Undercarriage.${side}.${measured.suffix}`;
  const raw = context.values.get(identifier);
  const earlier = context.history.filter((h) => h.values.has(identifier));
  if (raw === undefined && earlier.length === 0) return undefined;
  const { source } = context;
  const dimension = source.dimensions.find((d) => d.identifier === identifier);
  const status = computeActionStatus({
    measurements: [raw],
    dimension,
    thresholds: dimension?.thresholds ?? [],
    actionTypes: source.actionTypes,
  });
  const actionType: ActionType | undefined = status.ok ? status.actionType : undefined;
  const statusName = status.ok ? status.status : 'InvalidMeasurements';
  const colour = status.ok ? status.colour : '#BDBDBD';
  const textColour = status.ok ? status.textColour : '#000000';
  const measurement = status.ok ? status.measurement : undefined;
  const wear = status.ok ? status.wearPercent : undefined;

  const readingOf = (
    values: Values,
    date: string,
  ): (WearReading & { date: string; mm: number }) | undefined => {
    const mm = parseDecimal(values.get(identifier));
    const hours = machineHours(values);
    if (mm === undefined || hours === undefined || dimension === undefined) return undefined;
    const pct = wearPercent(mm, dimension);
    if (!pct.ok) return undefined;
    return { machineHours: hours, wearPercent: pct.value, changedOut: changedOut(values, side), date, mm };
  };
  const past = earlier.map((h) => readingOf(h.values, h.date)).filter((r) => r !== undefined);
  const current = readingOf(context.values, source.inspection.inspectionDate);
  const readings = current === undefined ? past : [...past, current];
  const previousHistory = earlier[earlier.length - 1];
  const previousMm = parseDecimal(previousHistory?.values.get(identifier));
  const previousPct =
    previousMm !== undefined && dimension !== undefined ? wearPercent(previousMm, dimension) : undefined;
  const previousHours = previousHistory === undefined ? undefined : machineHours(previousHistory.values);
  const previousReading = past[past.length - 1];
  const plausibility =
    current !== undefined && previousReading !== undefined
      ? checkPlausibility(previousReading, current).warnings.map((w) => w.message)
      : [];
  const forecast = forecastComponent(readings).sinceChangeout;
  const points: WearTrendPoint[] = readings.map((r) => ({
    machineHours: r.machineHours,
    wearPercent: r.wearPercent,
    date: r.date,
    ...(r.changedOut === true ? { changedOut: true } : {}),
  }));
  return {
    name: measured.name,
    identifier,
    measurement: measurement === undefined ? 'No measurement' : formatMm(measurement),
    wear: wear === undefined ? '' : formatPercent(wear),
    wearPercent: wear ?? null,
    action: {
      name: statusName,
      label: actionLabel(statusName, actionType?.description),
      colour,
      textColour,
    },
    previous:
      previousHistory === undefined || previousMm === undefined
        ? null
        : {
            measurement: formatMm(previousMm),
            wear: previousPct?.ok === true ? formatPercent(previousPct.value) : '',
            date: previousHistory.date,
            machineHours: previousHours === undefined ? '' : formatHours(previousHours),
          },
    change:
      wear !== undefined && previousPct?.ok === true
        ? `${formatSigned(wear - previousPct.value, '%')} since previous`
        : '',
    plausibility,
    forecast100: forecastText(context, forecast, 100),
    forecast120: forecastText(context, forecast, 120),
    chartSvg:
      points.length === 0
        ? null
        : wearTrendChartSvg({ title: `${SIDE_EQUIPMENT_NAMES[side]} · ${measured.name}`, points, forecast }),
  };
}

function indicatorsOf(values: Values, side: Side): ReportIndicator[] {
  const list: ReportIndicator[] = [];
  for (const [identifier, value] of values) {
    if (!identifier.startsWith(`Undercarriage.${side}.`) || !identifier.includes('.WearIndicators.'))
      continue;
    if (identifier.endsWith('.NumberOfShoes') || value !== 'true') continue;
    const parts = describe(identifier);
    const at = parts.indexOf('Wear Indicators');
    const shoes = parseDecimal(values.get(`${identifier}.NumberOfShoes`));
    list.push({
      component: parts.slice(0, Math.max(0, at)).join(' — '),
      indicator: parts.slice(at + 1).join(' — '),
      detail: shoes === undefined ? '' : `${formatWhole(shoes)} ${shoes === 1 ? 'shoe' : 'shoes'}`,
    });
  }
  return list;
}

function conditionsOf(values: Values, side: Side): ReportFact[] {
  return [...values]
    .filter(([id]) => id.startsWith(`Undercarriage.${side}.`) && id.endsWith('.VisualCondition'))
    .map(([id, value]) => ({ label: describe(id).slice(0, -1).join(' — '), value }));
}

const CONDITION_ORDER: Readonly<Record<string, number>> = { Changeout: 4, Monitor: 2 };

function conditionResults(
  sides: readonly (ReportSide & { side: Side })[],
  actionTypes: readonly ActionType[],
) {
  const inputs: ConditionResultInput[] = [];
  const place = (side: Side, text: string) => (side === 'Left' ? { left: text } : { right: text });
  for (const side of sides) {
    for (const c of side.components) {
      const order = actionTypes.find((a) => a.name === c.action.name)?.sortOrder;
      if (order !== undefined) inputs.push({ part: c.name, order, ...place(side.side, c.action.label) });
    }
    for (const c of side.conditions) {
      const order = CONDITION_ORDER[c.value];
      if (order !== undefined) inputs.push({ part: c.label, order, ...place(side.side, c.value) });
    }
    for (const i of side.indicators) {
      const shoes = parseDecimal(i.detail.split(' ')[0]?.replace(/,/g, ''));
      inputs.push({
        part: `${i.component} — ${i.indicator}`,
        group: 'Monitor',
        qty: shoes ?? null,
        ...place(side.side, 'Yes'),
      });
    }
  }
  return groupConditionResults(inputs);
}

function factsOf(values: Values, identifiers: readonly string[]): ReportFact[] {
  const facts: ReportFact[] = [];
  for (const id of identifiers) {
    const value = values.get(id);
    const entry = entryByIdentifier(id);
    if (value === undefined || entry === undefined) continue;
    facts.push({ label: entry.label, value: formatValue(value, entry.unit) });
  }
  return facts;
}

function operationOf(values: Values): ReportFact[] {
  const facts = factsOf(values, [
    'Operation.TotalMachineHours',
    'Operation.HoursBetweenInspections',
    'Operation.Tonnage',
    'Operation.Bcm',
  ]);
  for (const side of SIDES) {
    if (!changedOut(values, side)) continue;
    const date = values.get(`Operation.${side}UndercarriageChangeout.Date`);
    const hours = parseDecimal(values.get(`Operation.${side}UndercarriageChangeout.Hours`));
    const at = [date ? formatDay(date) : '', hours === undefined ? '' : `at ${formatHours(hours)}`];
    facts.push({
      label: `${side} Undercarriage Changeout`,
      value: ['Yes', ...at].filter((s) => s !== '').join(', '),
    });
  }
  return facts;
}

const SKIPPED_BUCKET_LEAVES = new Set(['Completed']);
/** Bookkeeping of the bucket screens, not facts about the bucket. */
const SKIPPED_BUCKET_IDS = /^Bucket\.(ExternalId|IsNew|IsChangeOut|ChangeOutFrom|Rotation\.)/;

function bucketOf(source: ReportSource, values: Values): ReportBucket | null {
  const ids = [...values.keys()].filter((id) => id.startsWith('Bucket.'));
  if (source.bucket === null && ids.length === 0) return null;
  const facts: ReportFact[] = [];
  if (source.bucket?.serialNumber) facts.push({ label: 'Serial Number', value: source.bucket.serialNumber });
  const parts = new Map<string, ReportFact[]>();
  for (const id of ids) {
    const entry = entryByIdentifier(id);
    if (entry === undefined || id.endsWith('.Comments') || SKIPPED_BUCKET_IDS.test(id)) continue;
    const path = describe(id);
    const leaf = path[path.length - 1] ?? id;
    if (SKIPPED_BUCKET_LEAVES.has(leaf)) continue;
    const fact = { label: entry.label, value: formatValue(values.get(id) ?? '', entry.unit) };
    if (id.startsWith('Bucket.Specifications.')) {
      if (!facts.some((f) => f.label === fact.label)) facts.push(fact);
      continue;
    }
    const part = path.slice(0, -1).join(' — ') || 'Bucket';
    parts.set(part, [...(parts.get(part) ?? []), fact]);
  }
  return {
    name: source.bucket?.name ?? 'Bucket',
    facts,
    parts: [...parts].map(([part, list]) => ({ part, facts: list })),
  };
}

function photosOf(source: ReportSource): ReportPhotoGroup[] {
  const groups = new Map<string, ReportPhotoGroup>();
  for (const photo of source.photos) {
    const entry = entryByIdentifier(photo.identifier);
    const parts = (entry?.description ?? photo.identifier).split(' / ').filter((p) => p !== 'Photos');
    const name = parts.join(' — ') || (entry?.label ?? 'Photos');
    let group = groups.get(name);
    if (group === undefined) {
      group = { component: name, photos: [] };
      groups.set(name, group);
    }
    group.photos.push({
      caption: `${name}, photo ${group.photos.length + 1}`,
      observationExternalId: photo.observationExternalId,
      fileName: photo.fileName,
      contentType: photo.contentType,
      bytes: photo.bytes,
    });
  }
  return [...groups.values()];
}

function commentsOf(values: Values): ReportComment[] {
  return [...values]
    .filter(([id]) => id.endsWith('.Comments') && id !== 'ExecutiveSummary.Comments')
    .map(([id, text]) => ({
      where: (entryByIdentifier(id)?.description ?? id)
        .split(' / ')
        .slice(0, -1)
        .filter((part) => part !== 'Photos')
        .join(' — '),
      text,
    }));
}

function safeFileName(name: string): string {
  return `${name
    .replace(/[^A-Za-z0-9 ._-]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()}.docx`;
}

/** The report's data, from the rows of either database. */
export function assembleReportData(source: ReportSource): ReportData {
  const values = valuesOf(source.observations);
  const history = source.history
    .filter((h) => h.inspectionDate < source.inspection.inspectionDate)
    .sort((a, b) => a.inspectionDate.localeCompare(b.inspectionDate))
    .map((h) => ({ date: h.inspectionDate, values: valuesOf(h.observations) }));
  const context: Context = {
    source,
    values,
    history,
    hoursPerDay: hoursPerDay([
      ...history.map((h) => ({ date: h.date, hours: machineHours(h.values) })),
      { date: source.inspection.inspectionDate, hours: machineHours(values) },
    ]),
  };
  const sides = SIDES.filter((side) =>
    [...values.keys(), ...history.flatMap((h) => [...h.values.keys()])].some((id) =>
      id.startsWith(`Undercarriage.${side}.`),
    ),
  ).map((side) => ({
    side,
    name: SIDE_EQUIPMENT_NAMES[side],
    components: MEASURED_COMPONENTS.map((m) => component(context, side, m)).filter((c) => c !== undefined),
    indicators: indicatorsOf(values, side),
    conditions: conditionsOf(values, side),
  }));
  const kind = source.reportType === 'BucketInspection' ? 'Bucket' : 'Undercarriage';
  const { inspection, subject } = source;
  return {
    reportType: source.reportType,
    fileName: safeFileName(`${subject.name} ${kind} Inspection ${isoDay(inspection.inspectionDate)}`),
    title: `${kind} Inspection Report`,
    subjectLabel: subject.kind === 'asset' ? 'Asset' : 'Mine location',
    subject: subject.name,
    customer: subject.customer,
    site: subject.site,
    inspector: inspection.inspectorName,
    inspectionDate: formatDateTime(inspection.inspectionDate),
    reportDate: formatDateTime(source.reportDate),
    status: inspection.completed ? 'Completed' : 'In progress',
    lockOnTime: formatDateTime(values.get('LockOn.LockOnTime')),
    lockOffTime: formatDateTime(values.get('LockOff.Completed')),
    operation: operationOf(values),
    executiveSummary: values.get('ExecutiveSummary.Comments') ?? '',
    sides: sides.map(({ side: _side, ...rest }) => rest),
    conditionGroups: conditionResults(sides, source.actionTypes),
    bucket: bucketOf(source, values),
    photos: photosOf(source),
    comments: commentsOf(values),
  };
}
