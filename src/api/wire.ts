import * as v from 'valibot';

// The field kinds of the HTTP contract, named once so every schema spells a date, an id or a flag the same way, and
// so each maps onto one SQLite column type (ARCHITECTURE.md, Data): integers → INTEGER, other numbers → REAL,
// strings → TEXT, booleans → INTEGER 0/1 in the local database.

/** An integer id or a reference to one (reference lists may hold 0 or negative placeholder rows). */
export const Id = v.pipe(v.number(), v.integer());

/** The server's id of a row that can also be created on the device: always assigned when the server sends it. */
export const ServerId = v.pipe(v.number(), v.integer(), v.minValue(1, 'Expected a server id of 1 or more'));

/** A UUID made on the device (or by the server for its own rows). */
export const ExternalId = v.pipe(v.string(), v.uuid('Expected an externalId in UUID form'));

export const Int = v.pipe(v.number(), v.integer());
export const Real = v.number();
export const Text = v.string();
export const Bool = v.boolean();

// UTC only: text order must be time order, both in SQLite indexes and when comparing strings.
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Date.parse rolls 2024-02-30 over to 1 March: a real date reads back as the same calendar day.
function isRealDate(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
}

/** A UTC timestamp such as 2025-03-01T06:30:00.000Z. */
export const UtcTimestamp = v.pipe(
  v.string(),
  v.check(
    (value) => UTC_TIMESTAMP.test(value) && isRealDate(value),
    'Expected a UTC ISO-8601 timestamp such as 2025-03-01T06:30:00.000Z',
  ),
);

/** A calendar date (2025-03-01) or a UTC timestamp: install and effective dates may carry no time. */
export const IsoDate = v.pipe(
  v.string(),
  v.check(
    (value) => (DATE_ONLY.test(value) || UTC_TIMESTAMP.test(value)) && isRealDate(value),
    'Expected an ISO-8601 date (2025-03-01) or a UTC timestamp (2025-03-01T06:30:00.000Z)',
  ),
);
