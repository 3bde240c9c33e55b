import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsRequestSchema } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { saveInspections } from './save.ts';

// Two devices' first readings of one field, both inside their transactions at once (decision 0066). A third
// connection holds the inspection's row, so both saves have begun before either reads: without the lock per
// inspection both statements of reads would start before either wrote, each would see no held row, and the field
// would end with two rows and no conflict. PostgreSQL only: PGlite is one connection, its saves one after another.

const jordan: Identity = {
  sub: 'jordan-sub',
  name: 'Jordan Reyes',
  email: 'jordan@example.com',
  claims: { sub: 'jordan-sub', name: 'Jordan Reyes' },
};

describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  'first readings of one field saved at once on $name',
  (backend) => {
    let database: TestDatabase;
    let facts: FleetFacts;
    beforeAll(async () => {
      database = await openTestDatabase(backend, await makeTempDir('first-readings-'));
      facts = await fleetFacts(database.database.db);
    });
    afterAll(() => database?.dispose());

    it('ends with one reading and the other value kept beside it', async () => {
      const db = database.database.db;
      const { inspection, categoryType, lockedOn, hours, externalId } = inspectionRequest(facts);
      const tablet = randomUUID();
      const phone = randomUUID();
      const save = (deviceId: string, seq: number, observations: object[], isNew = false) =>
        saveInspections(
          db,
          v.parse(SaveInspectionsRequestSchema, {
            syncDetails: {
              lastSyncDate: null,
              deviceId,
              deviceName: deviceId === tablet ? 'tablet' : 'phone',
              outboxSeqs: [seq],
            },
            inspections: [{ ...inspection, isNew, categoriesTypes: [{ ...categoryType, observations }] }],
          }),
          jordan,
        );
      await save(tablet, 1, [lockedOn], true);

      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM inspections WHERE external_id = ${externalId} FOR UPDATE`.execute(trx);
        holding();
        await released;
      });
      await held;
      const first = (deviceId: string, value: string) =>
        save(deviceId, 2, [{ ...hours, externalId: randomUUID(), value, baseVersion: null }]);
      const saves = Promise.all([first(tablet, '41500'), first(phone, '41600')]);
      // Both saves wait inside their transactions (on the row, or on the lock per inspection) before either reads.
      await expect
        .poll(
          async () =>
            Number(
              (
                await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db)
              ).rows[0]?.n,
            ),
          { timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(2);
      release();
      await holder;
      await saves;

      const rows = await db
        .selectFrom('observations')
        .select(['externalId', 'value'])
        .where('categoryTypeExternalId', '=', categoryType.externalId)
        .where('observableItemId', '=', hours.observableItemId)
        .execute();
      const conflicts = await db
        .selectFrom('observationConflicts')
        .select(['observationExternalId', 'heldValue', 'value'])
        .where('inspectionExternalId', '=', externalId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0]?.observationExternalId).toBe(rows[0]?.externalId);
      expect([rows[0]?.value, conflicts[0]?.value].sort()).toEqual(['41500', '41600']);
    });
  },
);
