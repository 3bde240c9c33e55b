// A photo's caption, the time it was taken and where (issue 54, decision 0063): kept as one observation per photo
// (PHOTO_FACTS, a collection on the photo's own entity) whose value names the photo's observation, so no synced
// table grows a column. Written once with the photo, its caption changed as the inspector types.
import { formatWhole } from './judgement-text.ts';

/** The observable item that carries a photo's facts, one observation per photo. */
export const PHOTO_FACTS = 'Photo.Facts';

/** The most characters of a caption: one line under a photo on a phone and in the report's photo cell. */
export const CAPTION_MAX_LENGTH = 120;

/** Where the device was when the photo was taken (Geolocation), in degrees and metres. */
export interface PhotoPlace {
  readonly latitude: number;
  readonly longitude: number;
  /** The radius, in metres, the fix is within (95 % confidence). */
  readonly accuracy: number;
}

export interface PhotoFacts {
  /** The photo's observation externalId (stable across sync and a marked-up version of the picture). */
  readonly photo: string;
  readonly caption?: string;
  /** Wall-clock time where it was taken, "2026-12-03T08:34:12", with its offset ("+08:00") when known. */
  readonly taken?: string;
  readonly place?: PhotoPlace;
}

// decision 0063: The words for a caption that cannot be kept; undefined when it can.
export function captionProblem(caption: string): string | undefined {
  if (caption.length > CAPTION_MAX_LENGTH) {
    return `A caption holds at most ${CAPTION_MAX_LENGTH} characters; this one has ${formatWhole(caption.length)}`;
  }
  return undefined;
}

// "2026-12-03T08:34:12" with an optional "+08:00", "-05:30" or "Z".
const TAKEN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})?$/;

// decision 0063: Whether a time is one a photo's facts hold (the shape the EXIF reader and the capture time give).
export function isTaken(value: string): boolean {
  const m = TAKEN.exec(value);
  if (!m) return false;
  const [month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(2, 7).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59;
}

// decision 0063: A valid place: latitude ±90, longitude ±180, a finite accuracy not below zero.
export function isPlace(place: PhotoPlace): boolean {
  return (
    Number.isFinite(place.latitude) &&
    Math.abs(place.latitude) <= 90 &&
    Number.isFinite(place.longitude) &&
    Math.abs(place.longitude) <= 180 &&
    Number.isFinite(place.accuracy) &&
    place.accuracy >= 0
  );
}

// decision 0063: The local wall-clock time of a moment with its zone's offset, as a photo's facts hold it.
export function takenAt(moment: Date): string {
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
  const offset = -moment.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

// decision 0063: The stored value of a photo's facts (only what is known).
export function photoFactsValue(facts: PhotoFacts): string {
  return JSON.stringify({
    photo: facts.photo,
    ...(facts.caption ? { caption: facts.caption } : {}),
    ...(facts.taken ? { taken: facts.taken } : {}),
    ...(facts.place ? { place: facts.place } : {}),
  });
}

// decision 0063: A stored value read back; undefined when it is not a photo's facts. A part that is not valid is left out.
export function parsePhotoFacts(value: string | null | undefined): PhotoFacts | undefined {
  if (!value) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const o = raw as Record<string, unknown>;
  if (typeof o.photo !== 'string' || o.photo === '') return undefined;
  const caption = typeof o.caption === 'string' && o.caption.trim() !== '' ? o.caption : undefined;
  const taken = typeof o.taken === 'string' && isTaken(o.taken) ? o.taken : undefined;
  const place = placeOf(o.place);
  return {
    photo: o.photo,
    ...(caption ? { caption } : {}),
    ...(taken ? { taken } : {}),
    ...(place ? { place } : {}),
  };
}

function placeOf(raw: unknown): PhotoPlace | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { latitude, longitude, accuracy } = raw as Record<string, unknown>;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || typeof accuracy !== 'number')
    return undefined;
  const place = { latitude, longitude, accuracy };
  return isPlace(place) ? place : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// decision 0063: "03 Dec 2026 08:34": the wall-clock time where the photo was taken, whatever zone shows it.
export function formatTaken(taken: string): string | undefined {
  if (!isTaken(taken)) return undefined;
  const [date = '', time = ''] = taken.split('T');
  const [year, month, day] = date.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year} ${time.slice(0, 5)}`;
}

// decision 0063: "23.36° S, 119.73° E ±8 m": two decimals of a degree (about a kilometre), the accuracy in whole metres.
export function formatPlace(place: PhotoPlace): string {
  return `${degrees(place.latitude, 'N', 'S')}, ${degrees(place.longitude, 'E', 'W')} ±${formatWhole(place.accuracy)} m`;
}

function degrees(value: number, positive: string, negative: string): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  // A value that rounds to 0.00 is on the line: no hemisphere of a minus sign that is not shown.
  const side = value < 0 && rounded > 0 ? negative : positive;
  return `${rounded.toFixed(2)}° ${side}`;
}

// decision 0063: The line under a photo on screen and in the report: "Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m".
export function photoFactsLine(facts: Pick<PhotoFacts, 'taken' | 'place'>): string | undefined {
  const taken = facts.taken === undefined ? undefined : formatTaken(facts.taken);
  const place = facts.place === undefined ? undefined : formatPlace(facts.place);
  if (taken === undefined) return place;
  return place === undefined ? `Taken ${taken}` : `Taken ${taken} · ${place}`;
}
