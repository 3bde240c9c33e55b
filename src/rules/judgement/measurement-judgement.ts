// The measure-and-judge panel's four facts for one component (RECORDING.md): now, before, plausible?, forecast.
// One pure function so the recording screens, the review, the completed inspection and the Word report agree.
import {
  computeActionStatus,
  type ActionStatusResult,
  type ActionType,
  type Threshold,
} from './action-status.ts';
import { forecastComponent, NOT_ENOUGH_DATA, type LineForecast, type WearReading } from './forecast.ts';
import { parseDecimal, roundTo } from '../numbers.ts';
import { pastLimitSince } from './past-limit.ts';
import {
  checkPlausibility,
  ENGLISH_PLAUSIBILITY_WORDS,
  type PlausibilityWarning,
  type PlausibilityWords,
} from './plausibility.ts';
import { WEAR_DECIMALS, wearPercent, type WearDefinition } from '../wear.ts';

/** One earlier reading of the same component (same asset, same observation path). */
export interface PastReading {
  /** ISO date of its inspection. */
  date: string;
  /** Total machine hours recorded at that inspection, if any. */
  machineHours: number | null;
  /** The stored measurement (text, as observations are). */
  value: string;
  /** The component was changed out at that inspection (before this reading). */
  changedOut?: boolean;
  /** The inspection it was recorded at, and its machine and site, for the Status History sheet. */
  inspectionExternalId?: string;
  machineName?: string | null;
  siteName?: string | null;
}

/** An earlier reading as the Status History sheet lists it, judged by today's dimension and thresholds. */
export interface JudgedPastReading {
  readonly inspectionExternalId: string | null;
  readonly machineName: string | null;
  readonly siteName: string | null;
  readonly date: string;
  readonly value: number;
  /** Its action, colour and wear %; not ok (shown grey) when it cannot be judged. */
  readonly status: ActionStatusResult;
}

export interface JudgementInput {
  /** The measurement now (text as typed or stored); blank means not measured yet. */
  measurement: string | null | undefined;
  dimension: WearDefinition | undefined;
  thresholds: readonly Threshold[];
  actionTypes: readonly ActionType[];
  /** Total machine hours of this inspection, if recorded. */
  machineHours: number | null;
  /** ISO date of this inspection. */
  date: string;
  /** Earlier readings of this component, any order. */
  history: readonly PastReading[];
  /** The component was changed out at this inspection. */
  changedOut?: boolean;
}

export interface Before {
  value: number;
  wearPercent: number | undefined;
  date: string;
  machineHours: number | null;
  /** Now minus before, when both are known. */
  valueChange: number | undefined;
  wearChange: number | undefined;
}

export interface ForecastFact {
  status: 'forecast' | 'not enough data' | 'never reaches';
  /** Machine hours at 100 % and 120 % worn. */
  hoursAt100?: number;
  hoursAt120?: number;
  /** Approximate ISO dates at the machine's recent hours per day. */
  dateAt100?: string;
  dateAt120?: string;
  /**
   * The part is already at or past 100 % (120 %) worn: hoursAt100 and dateAt100 (120) then say since when, never a
   * time ahead (without machine hours now, the date is this inspection's).
   */
  past100?: boolean;
  past120?: boolean;
}

export interface MeasurementJudgement {
  now: ActionStatusResult;
  before: Before | undefined;
  warnings: PlausibilityWarning[];
  forecast: ForecastFact;
  /** Every reading with a wear %, oldest first, this one last when measured: the trend chart's points. */
  readings: (WearReading & { date: string })[];
  /** The line fitted to the readings since the last changeout: the trend chart's forecast line. */
  line: LineForecast;
  /** The earlier readings (before this inspection's date), oldest first, each judged: the Status History sheet. */
  history: JudgedPastReading[];
}

const DAY_MS = 86_400_000;

// recording spec §9: wear % of an earlier reading, kept at the same precision as the reading now (rounded once, when
// written), so a reading equal to today's never shows a different wear
function wearOf(value: number | undefined, dimension: WearDefinition | undefined): number | undefined {
  if (value === undefined || dimension === undefined) return undefined;
  const wear = wearPercent(value, dimension);
  return wear.ok ? wear.value : undefined;
}

// recording spec §9 and RECORDING.md measure-and-judge panel: action now, previous reading and change, plausibility warnings, forecast
export function judgeMeasurement(input: JudgementInput): MeasurementJudgement {
  const now = computeActionStatus({
    measurements: [input.measurement],
    dimension: input.dimension,
    thresholds: input.thresholds,
    actionTypes: input.actionTypes,
  });
  const nowValue = now.ok ? now.measurement : undefined;
  const nowWear = now.ok ? now.wearPercent : undefined;
  const past = [...input.history]
    .map((r) => ({ ...r, number: parseDecimal(r.value) }))
    .filter((r): r is typeof r & { number: number } => r.number !== undefined && r.date < input.date)
    .sort((a, b) => a.date.localeCompare(b.date));
  const last = past[past.length - 1];
  const before: Before | undefined =
    last === undefined
      ? undefined
      : (() => {
          const wear = wearOf(last.number, input.dimension);
          return {
            value: last.number,
            wearPercent: wear,
            date: last.date,
            machineHours: last.machineHours,
            valueChange: nowValue === undefined ? undefined : roundTo(nowValue - last.number, 2),
            wearChange:
              nowWear === undefined || wear === undefined
                ? undefined
                : roundTo(nowWear - wear, WEAR_DECIMALS),
          };
        })();

  const readings: (WearReading & { date: string })[] = [];
  for (const r of past) {
    const wear = wearOf(r.number, input.dimension);
    if (wear === undefined || r.machineHours === null) continue;
    readings.push({
      machineHours: r.machineHours,
      wearPercent: wear,
      date: r.date,
      changedOut: r.changedOut === true,
    });
  }
  const current =
    nowWear !== undefined && input.machineHours !== null
      ? { machineHours: input.machineHours, wearPercent: nowWear, changedOut: input.changedOut === true }
      : undefined;
  if (current) readings.push({ ...current, date: input.date });

  const previousReading =
    readings.length > (current ? 1 : 0) ? readings[readings.length - (current ? 2 : 1)] : undefined;
  const warnings = current ? checkPlausibility(previousReading, current).warnings : [];
  const line = forecastComponent(readings).sinceChangeout;
  const forecast = withPastLimits(forecastFact(line, readings), readings, {
    wear: nowWear,
    date: input.date,
    inReadings: current !== undefined,
  });
  const history = past.map((r) => ({
    inspectionExternalId: r.inspectionExternalId ?? null,
    machineName: r.machineName ?? null,
    siteName: r.siteName ?? null,
    date: r.date,
    value: r.number,
    status: computeActionStatus({
      measurements: [r.value],
      dimension: input.dimension,
      thresholds: input.thresholds,
      actionTypes: input.actionTypes,
    }),
  }));
  return { now, before, warnings, forecast, readings, line, history };
}

// The warnings were made from the last two readings (the one now last), so they are said again from them.
// RECORDING.md measure-and-judge panel: the judgement's plausibility warnings in the caller's words (decision 0065)
export function plausibilityLines(
  judgement: Pick<MeasurementJudgement, 'warnings' | 'readings'>,
  words: PlausibilityWords = ENGLISH_PLAUSIBILITY_WORDS,
): string[] {
  const { warnings, readings } = judgement;
  const next = readings[readings.length - 1];
  if (warnings.length === 0 || next === undefined || words === ENGLISH_PLAUSIBILITY_WORDS)
    return warnings.map((w) => w.message);
  return checkPlausibility(readings[readings.length - 2], next, {}, words).warnings.map((w) => w.message);
}

const LIMITS = [100, 120] as const;

// A limit the part is already past is said with since when it has been past it, never a time ahead
function withPastLimits(
  fact: ForecastFact,
  readings: readonly (WearReading & { date: string })[],
  now: { wear: number | undefined; date: string; inReadings: boolean },
): ForecastFact {
  const wearNow = now.wear ?? readings[readings.length - 1]?.wearPercent;
  const out: ForecastFact = { ...fact };
  for (const level of LIMITS) {
    if (wearNow === undefined || wearNow < level) continue;
    // Measured now without machine hours: past it at this inspection, from hours unknown.
    const since = now.wear === undefined || now.inReadings ? pastLimitSince(readings, level) : undefined;
    if (level === 100) {
      delete out.hoursAt100;
      if (since) out.hoursAt100 = Math.round(since.hours);
      out.dateAt100 = since?.date ?? now.date;
      out.past100 = true;
    } else {
      delete out.hoursAt120;
      if (since) out.hoursAt120 = Math.round(since.hours);
      out.dateAt120 = since?.date ?? now.date;
      out.past120 = true;
    }
  }
  return out;
}

function forecastFact(
  fit: LineForecast,
  readings: readonly (WearReading & { date: string })[],
): ForecastFact {
  if (fit.status !== 'forecast')
    return { status: fit.status === NOT_ENOUGH_DATA ? NOT_ENOUGH_DATA : fit.status };
  const perDay = hoursPerDay(readings);
  const last = readings[readings.length - 1];
  const dateAt = (hours: number) =>
    perDay === undefined || last === undefined
      ? undefined
      : new Date(Date.parse(last.date) + ((hours - last.machineHours) / perDay) * DAY_MS).toISOString();
  const at100 = dateAt(fit.hoursAt100);
  const at120 = dateAt(fit.hoursAt120);
  return {
    status: 'forecast',
    hoursAt100: Math.round(fit.hoursAt100),
    hoursAt120: Math.round(fit.hoursAt120),
    ...(at100 === undefined ? {} : { dateAt100: at100 }),
    ...(at120 === undefined ? {} : { dateAt120: at120 }),
  };
}

// RECORDING.md: the machine's recent hours per day, from the last two readings with a gap in days and hours
function hoursPerDay(readings: readonly { machineHours: number; date: string }[]): number | undefined {
  if (readings.length < 2) return undefined;
  const a = readings[readings.length - 2] as { machineHours: number; date: string };
  const b = readings[readings.length - 1] as { machineHours: number; date: string };
  const days = (Date.parse(b.date) - Date.parse(a.date)) / DAY_MS;
  const hours = b.machineHours - a.machineHours;
  return days > 0 && hours > 0 ? hours / days : undefined;
}
