import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { postJson } from '../testing/helpers.ts';
import { REPORTS_AT_ONCE, REPORTS_BUSY_MESSAGE, REPORTS_RETRY_AFTER_S, REPORTS_WAITING } from './report.ts';

// A burst of reports does not make a process hold them all at once. A few are made, a few wait
// their turn, and the rest are told at once to try again (503 with Retry-After and a sentence), never left hanging.

describe('report/generate under a burst', () => {
  let server: TestServer;
  let externalId: string;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
    const row = await server.db
      .selectFrom('inspections')
      .select(sql<string>`external_id::text`.as('externalId'))
      .where('completed', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    externalId = row.externalId;
  }, 120_000);
  afterAll(() => server?.close());

  const report = () =>
    postJson(server, 'report/generate', { reportType: 'UndercarriageInspection', entityId: externalId });

  it('makes as many as its slots and queue hold and tells the others to try again', async () => {
    const burst = REPORTS_AT_ONCE + REPORTS_WAITING + 2;
    const answers = await Promise.all(Array.from({ length: burst }, report));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(REPORTS_AT_ONCE + REPORTS_WAITING).fill(200), 503, 503]);
    const busy = answers.find((a) => a.status === 503);
    expect(busy?.headers.get('retry-after')).toBe(String(REPORTS_RETRY_AFTER_S));
    expect(await busy?.json()).toEqual({
      error: 'Failed to get inspection report: 503',
      issues: [{ path: 'report', message: REPORTS_BUSY_MESSAGE }],
    });
    for (const a of answers)
      if (a.status === 200) expect((await a.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The burst is over: the next report is made.
    expect((await report()).status).toBe(200);
  }, 120_000);
});
