import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { purgeTombstones } from './purge-tombstones.ts';

const DAY = 24 * 3600 * 1000;

describe.each(BACKENDS)('purging old deletion records on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('drops records past the retention, and answers a full sync to a device older than that', async () => {
    const first = await pull(server);
    const [old, recent] = first.syncItems.observations;
    if (!old || !recent) throw new Error('the test fleet has two observations');
    await server.db
      .deleteFrom('observations')
      .where('externalId', 'in', [old.externalId, recent.externalId])
      .execute();
    // A server running for a year, whose first deletion here happened 100 days ago.
    await sql`UPDATE sync_state SET full_sync_before = clock_timestamp() - interval '365 days'`.execute(
      server.db,
    );
    await sql`UPDATE sync_tombstones SET changed_at = clock_timestamp() - interval '100 days'
              WHERE row_external_id = ${old.externalId}::uuid`.execute(server.db);
    const longAgo = new Date(Date.now() - 101 * DAY).toISOString();
    const before = await pull(server, longAgo);
    expect(before.isFullSync).toBe(false);
    expect(before.deleted?.observations?.sort()).toEqual([old.externalId, recent.externalId].sort());

    expect(await purgeTombstones(server.db, { retentionDays: 90, overlapMs: 2000 })).toBe(1);

    // A device that synced today still hears of the recent deletion.
    const today = await pull(server, first.serverTimeUtc);
    expect(today.isFullSync).toBe(false);
    expect(today.deleted).toEqual({ observations: [recent.externalId] });
    // One last seen before the retention cannot be told what went in between: it gets everything again.
    const stale = await pull(server, longAgo);
    expect(stale.isFullSync).toBe(true);
    expect(stale.syncItems.observations.map((o) => o.externalId)).not.toContain(old.externalId);
    expect((await pull(server, new Date(Date.now() - 89 * DAY).toISOString())).isFullSync).toBe(false);

    expect(await purgeTombstones(server.db, { retentionDays: 90, overlapMs: 2000 })).toBe(0);
  });
});
