import * as v from 'valibot';

// The field kinds of the HTTP contract, named once so every schema spells a date, an id or a flag the same way, and
// so each maps onto one SQLite column type (docs/architecture.md, Data): integers → INTEGER, other numbers → REAL,
// strings → TEXT, booleans → INTEGER 0/1 in the local database.

/** An integer id or a reference to one (reference lists may hold 0 or negative placeholder rows). */
export const Id = v.pipe(v.number(), v.integer());

/** The server's id of a row that can also be created on the device: always assigned when the server sends it. */
export const ServerId = v.pipe(v.number(), v.integer(), v.minValue(1, 'Expected a server id of 1 or more'));

/**
 * A UUID made on the device (or by the server for its own rows), in lower case: the database compares UUIDs by value,
 * so every comparison in code must see one spelling (an upper-case twin would slip past an ownership check).
 */
export const ExternalId = v.pipe(v.string(), v.uuid('Expected an externalId in UUID form'), v.toLowerCase());

export const Int = v.pipe(v.number(), v.integer());
export const Real = v.number();
export const Text = v.string();
export const Bool = v.boolean();

// UTC only: text order must be time order, both in SQLite indexes and when comparing strings. At most 6 digits of a
// second: PostgreSQL keeps microseconds and rounds anything finer, and 9999-12-31T23:59:59.9999999Z rounded is year
// 10000, which no 4-digit date can carry back to a device.
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The calendar day exists (no 30 February, no year 0000: PostgreSQL has no year 0) and the time of day too (no 24:00
 * or 12:60), for a text the patterns above matched. In arithmetic rather than Date.parse and toISOString: a first sync
 * checks ~100k dates, and the Date round trip was 0.1 s of its CPU profile. wire.test.ts checks the two agree.
 */
export function isRealDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0))) return false;
  if (value.length === 10) return true;
  return (
    Number(value.slice(11, 13)) <= 23 &&
    Number(value.slice(14, 16)) <= 59 &&
    Number(value.slice(17, 19)) <= 59
  );
}

/** A UTC timestamp such as 2025-03-01T06:30:00.000Z. */
export const UtcTimestamp = v.pipe(
  v.string(),
  v.check(
    (value) => UTC_TIMESTAMP.test(value) && isRealDate(value),
    'Expected a UTC ISO-8601 timestamp such as 2025-03-01T06:30:00.000Z',
  ),
);

/** What a valibot field schema says of itself at run time: its kind, what it wraps, its pipe. */
export interface FieldSchema {
  readonly type: string;
  readonly wrapped?: FieldSchema;
  readonly pipe?: readonly FieldSchema[];
}

/** Whether a row's field is a UtcTimestamp (nullable or optional or not): a timestamptz column on the server. */
export function isUtcTimestamp(field: FieldSchema): boolean {
  const inner = field.wrapped ? (field.wrapped.wrapped ?? field.wrapped) : field;
  return inner === (UtcTimestamp as FieldSchema);
}

/** A calendar date (2025-03-01) or a UTC timestamp: install and effective dates may carry no time. */
export const IsoDate = v.pipe(
  v.string(),
  v.check(
    (value) => (DATE_ONLY.test(value) || UTC_TIMESTAMP.test(value)) && isRealDate(value),
    'Expected an ISO-8601 date (2025-03-01) or a UTC timestamp (2025-03-01T06:30:00.000Z)',
  ),
);

// Limits of what the server stores (PostgreSQL integer and text): an id outside int4 or a NUL character would fail
// in the database, so the schema refuses them with a 400 first.
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer id in the database's range (reference lists may hold 0 or negative placeholder rows). */
export const DbId = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(INT4_MIN, `Expected a whole number of at least ${INT4_MIN}`),
  v.maxValue(INT4_MAX, `Expected a whole number of at most ${INT4_MAX}`),
);

/** A server id the database can hold: 1 … 2147483647. */
export const DbServerId = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1, 'Expected a server id of 1 or more'),
  v.maxValue(INT4_MAX, `Expected a server id of at most ${INT4_MAX}`),
);

const hasNul = (text: string) => text.includes('\u0000');

/**
 * Text PostgreSQL stores as it came and gives back the same: no NUL character (text and jsonb cannot hold one) and
 * valid UTF-16 (a lone surrogate such as \ud800 has no UTF-8 form: jsonb refuses it, text would keep U+FFFD instead).
 */
export const isStorableText = (text: string): boolean => !hasNul(text) && text.isWellFormed();

export const STORABLE_TEXT_MESSAGE =
  'Expected text without NUL (\\u0000) characters or unpaired surrogates (\\ud800-\\udfff)';

/** Text of at most `max` characters that the database stores as it is (isStorableText). */
export const BoundedText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `Expected at most ${max.toLocaleString('en-US')} characters`),
    v.check(isStorableText, STORABLE_TEXT_MESSAGE),
  );

/** A list of at most `max` entries. */
export const BoundedArray = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item), v.maxLength(max, `Expected at most ${max.toLocaleString('en-US')} entries`));

/**
 * Free-form JSON of bounded depth and size, with only storable text in keys and strings (jsonb refuses NUL and lone
 * surrogates). Walked without recursion so no input can overflow the stack, and key by key so an object of millions
 * of keys costs no more than its first maxNodes.
 */
export function isBoundedJson(value: unknown, maxDepth: number, maxNodes: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (++nodes > maxNodes) return false;
    if (typeof node === 'string') {
      if (!isStorableText(node)) return false;
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node)) return false;
    } else if (Array.isArray(node)) {
      if (depth > maxDepth) return false;
      for (const child of node as unknown[]) {
        if (stack.length + nodes >= maxNodes) return false;
        stack.push([child, depth + 1]);
      }
    } else if (node !== null && typeof node === 'object') {
      if (depth > maxDepth) return false;
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        if (stack.length + nodes >= maxNodes || !isStorableText(key)) return false;
        stack.push([(node as Record<string, unknown>)[key], depth + 1]);
      }
    }
  }
  return true;
}

/** A JSON object (not an array or null), as JSON.parse makes them. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
