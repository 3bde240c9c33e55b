// Remaining-life forecast from a component's wear history (RECORDING.md measure-and-judge panel; wear % as in
// recording spec §9).

/** One reading of a component: machine hours and wear %, flagged when the component was changed out before it. */
export interface WearReading {
  machineHours: number;
  wearPercent: number;
  /** The component was changed out before this reading: it is the first reading of the new component. */
  changedOut?: boolean;
}

export interface ForecastOptions {
  /** How many of the most recent readings the recent fit uses; default 5 (at least 2). */
  recentCount?: number;
}

export const DEFAULT_RECENT_COUNT = 5;
export const NOT_ENOUGH_DATA = 'not enough data';
export const NEVER_REACHES = 'never reaches';

export type LineForecast =
  | { status: typeof NOT_ENOUGH_DATA; pointsUsed: number }
  | { status: typeof NEVER_REACHES; pointsUsed: number; slopePerHour: number; intercept: number }
  | {
      status: 'forecast';
      pointsUsed: number;
      /** Wear % gained per machine hour. */
      slopePerHour: number;
      intercept: number;
      /** Machine hours at which the fitted line reaches 100 % (never before the last reading). */
      hoursAt100: number;
      /** Machine hours at which the fitted line reaches 120 % (never before the last reading). */
      hoursAt120: number;
      remainingHoursTo100: number;
      remainingHoursTo120: number;
    };

export interface ComponentForecast {
  /** Fit over every reading since the last changeout. */
  sinceChangeout: LineForecast;
  /** Fit over the most recent readings since the last changeout. */
  recent: LineForecast;
  /** Machine hours of the last reading used, if any. */
  lastReadingHours?: number;
}

// The readings of the current component: valid readings, by machine hours, from the last changeout on
// (RECORDING.md measure-and-judge panel)
export function readingsSinceChangeout<T extends WearReading>(readings: readonly T[]): T[] {
  const valid = readings
    .filter((r) => Number.isFinite(r.machineHours) && Number.isFinite(r.wearPercent))
    .map((r, index) => ({ r, index }))
    .sort((a, b) => a.r.machineHours - b.r.machineHours || a.index - b.index)
    .map(({ r }) => r);
  let start = 0;
  valid.forEach((r, i) => {
    if (r.changedOut === true) start = i;
  });
  return valid.slice(start);
}

// RECORDING.md measure-and-judge panel: least-squares line through (machine hours, wear %), hours to 100 % and 120 %
export function fitForecast(points: readonly WearReading[]): LineForecast {
  const n = points.length;
  if (n < 2) return { status: NOT_ENOUGH_DATA, pointsUsed: n };
  const meanX = points.reduce((s, p) => s + p.machineHours, 0) / n;
  const meanY = points.reduce((s, p) => s + p.wearPercent, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.machineHours - meanX) ** 2;
    sxy += (p.machineHours - meanX) * (p.wearPercent - meanY);
  }
  // All readings at the same hours: no line can be fitted.
  if (sxx === 0) return { status: NOT_ENOUGH_DATA, pointsUsed: n };
  const slopePerHour = sxy / sxx;
  const intercept = meanY - slopePerHour * meanX;
  if (!(slopePerHour > 0)) return { status: NEVER_REACHES, pointsUsed: n, slopePerHour, intercept };
  const last = Math.max(...points.map((p) => p.machineHours));
  const at = (level: number) => Math.max(last, (level - intercept) / slopePerHour);
  const hoursAt100 = at(100);
  const hoursAt120 = at(120);
  return {
    status: 'forecast',
    pointsUsed: n,
    slopePerHour,
    intercept,
    hoursAt100,
    hoursAt120,
    remainingHoursTo100: hoursAt100 - last,
    remainingHoursTo120: hoursAt120 - last,
  };
}

// RECORDING.md measure-and-judge panel: forecast since the last changeout and over the last N readings (default 5)
export function forecastComponent(
  readings: readonly WearReading[],
  options: ForecastOptions = {},
): ComponentForecast {
  const requested = options.recentCount ?? DEFAULT_RECENT_COUNT;
  const recentCount = Number.isFinite(requested) ? Math.max(2, Math.floor(requested)) : DEFAULT_RECENT_COUNT;
  const current = readingsSinceChangeout(readings);
  const last = current[current.length - 1];
  return {
    sinceChangeout: fitForecast(current),
    recent: fitForecast(current.slice(-recentCount)),
    ...(last === undefined ? {} : { lastReadingHours: last.machineHours }),
  };
}
