import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../api/errors.ts';
import { BACKENDS } from '../testing/backends.ts';
import {
  fleetFacts,
  inspectionRequest,
  inspectionWithPhotos,
  summaryComments,
  type FleetFacts,
} from '../testing/fixtures.ts';
import { postJson, rowCounts, tokenSubject } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Attacks on what one inspector stores (decision 0046): a 51.6 MB save of long values, a value longer than its
// field, a save past the per-save limits, saves past the day's quota, and calls past the per-token rate. Each gets a
// 413 or 429 with words (and Retry-After where waiting helps), nothing is stored, and a refused save is in the audit
// trail.

async function errorOf(response: Response) {
  return v.parse(ErrorBodySchema, await response.json());
}

async function refusedAudit(server: TestServer, inspectionExternalId: string) {
  const found = await sql<{ reason: string; tableName: string }>`
    SELECT reason, table_name AS "tableName" FROM inspection_audit
    WHERE inspection_external_id = ${inspectionExternalId}::uuid AND action = 'refused'`.execute(server.db);
  return found.rows;
}

/** A save of one inspection whose category type holds `count` comments of `length` characters each, after the fixture's two observations. */
const commentsSave = (facts: FleetFacts, count: number, length: number) =>
  inspectionWithPhotos(facts, 0, { extra: summaryComments(facts, count, length) });

describe.each(BACKENDS)('save limits on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  it('refuses the 51.6 MB save of 515 values of 100,000 characters with a 413 naming the field; nothing is stored', async () => {
    const before = await rowCounts(server.db);
    const { externalId, request } = commentsSave(facts, 515, 100_000);
    const body = JSON.stringify(request);
    expect(body.length).toBeGreaterThan(51_500_000);
    const response = await postJson(server, 'inspection', body);
    expect(response.status).toBe(413);
    const answer = await errorOf(response);
    expect(answer.error).toBe(
      'A value is longer than its field holds: Inspection Summary / Comments holds at most 20,000 characters; ' +
        'this value has 100,000 (and 514 more values too long)',
    );
    expect(answer.issues?.[0]?.path).toBe('body.inspections.0.categoriesTypes.0.observations.2.value');
    expect(answer.issues).toHaveLength(10);
    expect(await rowCounts(server.db)).toEqual(before);
    const audit = await refusedAudit(server, externalId);
    expect(audit).toHaveLength(100);
    expect(audit[0]?.tableName).toBe('observations');
    expect(audit[0]?.reason).toMatch(/^413: A value is longer than its field holds/);
    expect((await server.fetch('probe/ready', { token: null })).status).toBe(200);
  });

  it('refuses a number of 41 characters, naming Operation / Total Machine Hours, and takes one of 40', async () => {
    const tooLong = inspectionRequest(facts, { hours: '1'.repeat(41) });
    const before = await rowCounts(server.db);
    const response = await postJson(server, 'inspection', tooLong.request);
    expect(response.status).toBe(413);
    const answer = await errorOf(response);
    expect(answer.error).toBe(
      'A value is longer than its field holds: Operation / Total Machine Hours holds at most 40 characters; ' +
        'this value has 41',
    );
    expect(answer.issues?.[0]?.path).toBe('body.inspections.0.categoriesTypes.0.observations.1.value');
    expect(await rowCounts(server.db)).toEqual(before);

    const fits = inspectionRequest(facts, { hours: '1'.repeat(40) });
    expect((await postJson(server, 'inspection', fits.request)).status).toBe(200);
  });

  it('refuses a save of 2,001 observations (413) and one of values of 1,000,009 characters; nothing is stored', async () => {
    const before = await rowCounts(server.db);
    // 2 of the fixture + 1,999 comments.
    const many = commentsSave(facts, 1_999, 1);
    const tooMany = await postJson(server, 'inspection', many.request);
    expect(tooMany.status).toBe(413);
    expect((await errorOf(tooMany)).error).toBe(
      'One save may hold at most 2,000 observations; this one holds 2,001',
    );
    expect((await refusedAudit(server, many.externalId))[0]?.reason).toMatch(/^413: One save may hold/);

    // 'true' and '41250' of the fixture are 9 characters; 50 comments of 20,000 make 1,000,009.
    const long = commentsSave(facts, 50, 20_000);
    const tooLong = await postJson(server, 'inspection', long.request);
    expect(tooLong.status).toBe(413);
    expect((await errorOf(tooLong)).error).toBe(
      'The values of one save may hold at most 1,000,000 characters; this one holds 1,000,009',
    );
    expect(await rowCounts(server.db)).toEqual(before);
  });
  it('accepts the largest save its limits allow: 2,000 observations of 999,009 characters', async () => {
    // The fixture's 2 observations (9 characters) and 1,998 comments of 500 characters.
    const largest = commentsSave(facts, 1_998, 500);
    const response = await postJson(server, 'inspection', largest.request);
    expect(response.status).toBe(200);
    const count = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM observations o
      JOIN inspection_category_types c ON c.id = o.category_type_id
      WHERE c.inspection_external_id = ${largest.externalId}::uuid`.execute(server.db);
    expect(count.rows[0]?.n).toBe('2000');
  });
});

describe.each(BACKENDS)('the per-day quota on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { DAILY_OBSERVATIONS_MAX: '5', DAILY_VALUE_CHARACTERS_MAX: '1000000' },
    });
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  it("answers 429 with Retry-After until midnight UTC once an inspector's saves pass the day's observations", async () => {
    // Two observations each: the first two saves make 4, the third would make 6.
    expect((await postJson(server, 'inspection', inspectionRequest(facts).request)).status).toBe(200);
    expect((await postJson(server, 'inspection', inspectionRequest(facts).request)).status).toBe(200);
    const before = await rowCounts(server.db);
    const third = inspectionRequest(facts);
    const response = await postJson(server, 'inspection', third.request);
    const now = new Date();
    expect(response.status).toBe(429);
    const untilMidnight =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(5);
    expect((await errorOf(response)).error).toBe(
      "This inspector's saves may add at most 5 observations and 1,000,000 characters of values a day (UTC); " +
        'this save would pass that. Nothing was stored: it can be sent again after midnight UTC.',
    );
    expect(await rowCounts(server.db)).toEqual(before);
    expect((await refusedAudit(server, third.externalId))[0]?.reason).toMatch(/^429: This inspector's saves/);

    // Another inspector's day is their own.
    const other = await server.token({ name: 'Other Inspector', email: 'other@example.com' });
    expect(tokenSubject(other)).not.toBe(tokenSubject(await server.token()));
    expect((await postJson(server, 'inspection', inspectionRequest(facts).request, other)).status).toBe(200);
  });
});

describe.each(BACKENDS)('the per-token rate limit on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_BURST: '3' } });
  });
  afterAll(() => server?.close());

  it('answers the call past the burst 429 with Retry-After, before reading its body; another sign-in still gets through', async () => {
    const token = await server.token();
    for (let i = 0; i < 3; i++) expect((await server.fetch('inspection/sync', { token })).status).toBe(200);
    const refused = await postJson(server, 'inspection', '{"never":"read"', token);
    expect(refused.status).toBe(429);
    // One a minute: a call in 60 s, less what refilled while the three calls ran.
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(45);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await errorOf(refused)).error).toBe(
      `Too many requests from this sign-in: nothing was stored. Wait ${seconds} s and send again (your device does this by itself).`,
    );
    expect(server.logs.some((line) => line.includes('"msg":"rate limited"'))).toBe(true);

    const other = await server.token({ name: 'Other Inspector', email: 'other@example.com' });
    expect((await server.fetch('inspection/sync', { token: other })).status).toBe(200);
    // The probe needs no token and is never limited.
    expect((await server.fetch('probe/ready', { token: null })).status).toBe(200);
  });
});
