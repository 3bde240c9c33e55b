// Since when a part already worn past 100 % or 120 % has been past it: a forecast never names a time still
// ahead for a limit the reading has already passed. Taken from the same line the forecast fits (least squares of
// wear % over machine hours, readings since the last changeout), kept within the readings it was fitted on.
import { fitForecast, readingsSinceChangeout, type WearReading } from './forecast.ts';

export interface DatedWearReading extends WearReading {
  /** ISO date of the reading's inspection. */
  readonly date: string;
}

export interface PastLimit {
  /** Machine hours from which the part has been past the limit. */
  readonly hours: number;
  /** ISO date at those hours, between the dates of the readings either side. */
  readonly date: string;
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

// The date at some machine hours, on a straight line between the readings either side of them.
function dateAtHours(life: readonly DatedWearReading[], hours: number): string {
  // The hours asked are never past the newest reading's (pastLimitSince keeps them within the readings).
  const after = life.findIndex((r) => r.machineHours >= hours);
  const b = life[after] as DatedWearReading;
  const a = after > 0 ? (life[after - 1] as DatedWearReading) : b;
  if (b.machineHours === a.machineHours) return b.date;
  const share = (hours - a.machineHours) / (b.machineHours - a.machineHours);
  const from = Date.parse(a.date);
  return new Date(from + share * (Date.parse(b.date) - from)).toISOString();
}

// Since when the current part (readings since its last changeout, the last one the newest) has been at or past
// `level` % worn: where the fitted line crosses it, never before the part's first reading nor after its newest (in
// hours and in date); with
// no rising line (one reading, or wear not rising), the first reading at or past it. Undefined below the level.
// decision 0042 and RECORDING.md measure-and-judge panel (the forecast's line)
export function pastLimitSince(readings: readonly DatedWearReading[], level: number): PastLimit | undefined {
  const life = readingsSinceChangeout(readings);
  const last = life[life.length - 1];
  if (last === undefined || last.wearPercent < level) return undefined;
  // With a last reading there is a first one.
  const first = life[0] as DatedWearReading;
  const fit = fitForecast(life);
  const hours =
    fit.status === 'forecast'
      ? clamp((level - fit.intercept) / fit.slopePerHour, first.machineHours, last.machineHours)
      : // The newest reading is at or past the level, so one is found.
        (life.find((r) => r.wearPercent >= level) as DatedWearReading).machineHours;
  // A device clock set wrong can date an older reading after the newest: the newest reading's date still bounds it.
  const date = dateAtHours(life, hours);
  return { hours, date: Date.parse(date) > Date.parse(last.date) ? last.date : date };
}
