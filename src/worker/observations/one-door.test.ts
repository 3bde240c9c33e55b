import { describe, expect, it } from 'vitest';

// Decision 0025: a recorded observation changes on the device only through observation-rows.ts, which writes each
// row with its outbox entry. This scan fails when a new module writes the table itself (Kysely or SQL).

// The source text of every worker module, read by the bundler; tests and fixtures seed rows as they like.
const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts', '!../**/*.fixture.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The door, and sync's acknowledgement (the server's ids and "synced", and a first reading moved under the row the
 * server holds for its field, decision 0066: nothing an inspector recorded changes).
 */
const ALLOWED = new Set(['./observation-rows.ts', '../sync/save-result.ts', '../sync/held-readings.ts']);

const KYSELY_WRITE = /\b(?:insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]observations\b/;
const SQL_WRITE =
  /\b(?:INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+["`]?observations\b/;

function writesObservations(text: string): boolean {
  return KYSELY_WRITE.test(text) || SQL_WRITE.test(text);
}

describe('one write door for observations (decision 0025)', () => {
  it('reads the worker’s modules, the door among them', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(writesObservations(sources['./observation-rows.ts'] ?? '')).toBe(true);
  });

  it('recognises a write in either form', () => {
    expect(writesObservations(`trx.insertInto('observations').values(row)`)).toBe(true);
    expect(writesObservations(`trx.updateTable("observations as o")`)).toBe(true);
    expect(writesObservations(`trx.deleteFrom(\n  'observations')`)).toBe(true);
    expect(writesObservations('db.exec(`INSERT OR REPLACE INTO observations (externalId)`)')).toBe(true);
    expect(writesObservations('sql`UPDATE "observations" SET value = 1`')).toBe(true);
    expect(writesObservations(`trx.selectFrom('observations')`)).toBe(false);
    expect(writesObservations(`// each write updates observations' rows`)).toBe(false);
  });

  it.each(Object.entries(sources).filter(([name]) => !ALLOWED.has(name)))(
    '%s leaves observation writes to the door',
    (_name, text) => {
      expect(writesObservations(text)).toBe(false);
    },
  );
});
