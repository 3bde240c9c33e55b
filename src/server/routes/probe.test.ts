import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The probe drives every app's offline icon: it answers while every database connection is held by long work (full
// syncs, a sync streamed to a slow client). Before, its SELECT 1 queued behind them, so the app showed offline.

describe.each(BACKENDS)('the readiness probe on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('answers while every connection of the pool is held', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // PGlite has one connection; the test server's PostgreSQL pool has 8.
    const holders = Array.from({ length: backend.name === 'pglite' ? 1 : 8 }, () =>
      server.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await gate;
      }),
    );
    try {
      const probe = await server.fetch('probe/ready', { token: null });
      expect(probe.status).toBe(200);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
