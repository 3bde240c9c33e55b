import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { postJson, tokenSubject } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Saves that reach the server together are written together (decision 0038), through HTTP as the app sends them,
// on the embedded PGlite too, whose statements run on the server's own thread. The saves of one transaction share
// its id in the audit trail; each save's rows there still name its own inspector.

describe.each(BACKENDS)('saves arriving together on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  it('writes eight saves of four inspectors in fewer transactions, each audited under its inspector', async () => {
    const tokens = await Promise.all(
      ['Jordan Reyes', 'Priya Natarajan', 'Sam Okafor', 'Alex Moreau'].map((name) =>
        server.token({ name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` }),
      ),
    );
    const saves = Array.from({ length: 8 }, (_, i) => ({
      made: inspectionRequest(facts),
      token: tokens[i % tokens.length] as string,
    }));
    const responses = await Promise.all(
      saves.map(({ made, token }) => postJson(server, 'inspection', made.request, token)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));

    const audit = await sql<{ inspection: string; tx: string; actorSub: string }>`
      SELECT inspection_external_id::text AS inspection, tx::text AS tx, actor_sub AS "actorSub"
      FROM inspection_audit
      WHERE inspection_external_id = ANY(${saves.map(({ made }) => made.externalId)}::uuid[])`.execute(
      server.db,
    );
    const transactions = new Set(audit.rows.map((row) => row.tx));
    expect(transactions.size).toBeLessThan(8);
    for (const { made, token } of saves) {
      const rows = audit.rows.filter((row) => row.inspection === made.externalId);
      // The inspection, its category type and its observations: each insert statement's row, by its inspector.
      expect(rows.map((row) => row.actorSub)).toEqual(Array(3).fill(tokenSubject(token)));
    }
  });
});
