import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsRequestSchema } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { HttpError } from '../http-errors.ts';
import { seed } from '../seed/run.ts';
import { BACKENDS, type Backend } from '../testing/backends.ts';
import '../testing/databases.ts';
import { heldOpen, waitingForLock } from '../testing/held-transactions.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { saveInspections } from './save.ts';
import { SaveQueue } from './save-queue.ts';

// Saves that wait go together in one transaction (decision 0038). The saves a test sends in one turn of the event
// loop are read before the queue takes any, so they form one batch (up to its bounds): what a batch does is seen for
// sure.

const person = (sub: string, name: string): Identity => ({
  sub,
  name,
  email: `${sub}@example.com`,
  claims: { sub, name },
});
const jordan = person('jordan-sub', 'Jordan Reyes');
const priya = person('priya-sub', 'Priya Natarajan');
const sam = person('sam-sub', 'Sam Okafor');

/** The value stored for an observation. */
const valueOf = async (db: Database['db'], externalId: string) =>
  (
    await db
      .selectFrom('observations')
      .select('value')
      .where('externalId', '=', externalId)
      .executeTakeFirst()
  )?.value;

/** A migrated, seeded database of the test's own for the describe block it is called in, and its fleet's facts. */
function freshDatabase(backend: Backend) {
  const fresh = {} as { database: Database; facts: FleetFacts };
  let dispose = async () => {};
  beforeAll(async () => {
    if (backend.name === 'pglite') fresh.database = await openDatabase({ kind: 'pglite' });
    else {
      const schema = `queue_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const admin = await openDatabase({ kind: 'postgres', url: backend.url, poolSize: 1 });
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      fresh.database = await openDatabase({ kind: 'postgres', url: backend.url, schema, poolSize: 4 });
      dispose = async () => {
        await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
        await admin.close();
      };
    }
    await migrate(fresh.database.db, await readMigrations());
    await seed(fresh.database.db, 'test', 'whenEmpty');
    fresh.facts = await fleetFacts(fresh.database.db);
  });
  afterAll(async () => {
    await fresh.database?.close();
    await dispose();
  });
  return fresh;
}

describe.each(BACKENDS)('saves written together on $name', (backend) => {
  const fresh = freshDatabase(backend);
  let database: Database;
  let facts: FleetFacts;
  beforeAll(() => {
    ({ database, facts } = fresh);
  });

  const parse = (body: unknown) => v.parse(SaveInspectionsRequestSchema, body);
  const queue = () => new SaveQueue(() => database.db, { slots: 1, maxSaves: 8, maxObservations: 480 });
  /** Sends the saves in one turn of the event loop: they go as one batch, as far as they can share one. */
  const together = (q: SaveQueue, ...saves: [unknown, Identity][]) =>
    Promise.allSettled(saves.map(([body, who]) => q.save(parse(body), who)));
  const withReceipt = (made: ReturnType<typeof inspectionRequest>, deviceId: string, seq: number) => ({
    ...made.request,
    syncDetails: { lastSyncDate: null, deviceId, outboxSeqs: [seq] },
  });

  async function storedInspection(externalId: string) {
    return database.db
      .selectFrom('inspections')
      .select(['id', 'inspectorName', 'savedBy'])
      .where('externalId', '=', externalId)
      .executeTakeFirst();
  }
  async function insertAudit(externalId: string) {
    const result = await sql<{ tableName: string; actorSub: string; actorName: string; rows: number }>`
      SELECT table_name AS "tableName", actor_sub AS "actorSub", actor_name AS "actorName",
        cardinality(row_external_ids) AS rows
      FROM inspection_audit WHERE inspection_external_id = ${externalId}::uuid AND action = 'insert'
      ORDER BY table_name`.execute(database.db);
    return result.rows;
  }

  it('writes the saves of three inspectors in one transaction, each answered and audited as its own', async () => {
    const q = queue();
    const [a, b, c, d] = [1, 2, 3, 4].map(() => inspectionRequest(facts));
    if (!a || !b || !c || !d) throw new Error('four saves');
    const results = await together(
      q,
      [a.request, jordan],
      [b.request, jordan],
      [c.request, priya],
      [d.request, sam],
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(q.counts).toEqual({ together: 4, batches: 1, declined: 0 });

    for (const [made, who, result] of [
      [a, jordan, results[0]],
      [b, jordan, results[1]],
      [c, priya, results[2]],
      [d, sam, results[3]],
    ] as const) {
      if (result?.status !== 'fulfilled') throw new Error('saved');
      const answered = result.value.result.inspections;
      // Its own inspection only, with the ids of its own rows.
      expect(answered.map((i) => i.externalId)).toEqual([made.externalId]);
      const stored = await storedInspection(made.externalId);
      expect(answered[0]?.id).toBe(stored?.id);
      expect(answered[0]?.categoriesTypes[0]?.observations.map((o) => o.externalId)).toEqual(
        made.observations.map((o) => o.externalId),
      );
      // The inspector is each save's token's, and so is the author of its audit rows.
      expect(stored).toMatchObject({ inspectorName: who.name, savedBy: who.sub });
      expect(await insertAudit(made.externalId)).toEqual([
        { tableName: 'inspection_category_types', actorSub: who.sub, actorName: who.name, rows: 1 },
        { tableName: 'inspections', actorSub: who.sub, actorName: who.name, rows: 1 },
        { tableName: 'observations', actorSub: who.sub, actorName: who.name, rows: 2 },
      ]);
    }
  });

  it('answers each save of a batch that cannot go together as if it had come alone, and writes the others', async () => {
    const mine = inspectionRequest(facts);
    await saveInspections(database.db, parse(mine.request), jordan);
    const q = queue();
    const [first, ok, wrongItem, ok2] = [1, 2, 3, 4].map(() => inspectionRequest(facts));
    if (!first || !ok || !wrongItem || !ok2) throw new Error('four saves');
    const unknownItem = {
      ...wrongItem.request,
      inspections: [
        {
          ...wrongItem.inspection,
          categoriesTypes: [
            {
              ...wrongItem.categoryType,
              observations: [{ ...wrongItem.lockedOn, observableItemId: 987654 }],
            },
          ],
        },
      ],
    };
    const results = await together(
      q,
      [first.request, sam],
      [ok.request, priya],
      // Jordan's inspection, saved by Priya (her device has it from a sync): refused.
      [{ ...mine.request, inspections: [{ ...mine.inspection, isNew: false }] }, priya],
      [unknownItem, sam],
      [ok2.request, jordan],
    );
    expect(q.counts).toEqual({ together: 0, batches: 0, declined: 1 });
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const refused = results[2];
    const invalid = results[3];
    if (refused?.status !== 'rejected' || invalid?.status !== 'rejected') throw new Error('refused');
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect((refused.reason as HttpError).status).toBe(403);
    expect((refused.reason as HttpError).body.error).toBe(
      `Inspection ${mine.externalId} belongs to another inspector (Jordan Reyes): only they can change it`,
    );
    expect((invalid.reason as HttpError).status).toBe(400);
    expect(JSON.stringify((invalid.reason as HttpError).body)).toContain('Observable item with id not found');
    // The refusal is in the trail, under the one who asked; the inspection is still Jordan's.
    const trail = await sql<{ actorSub: string; reason: string }>`
      SELECT actor_sub AS "actorSub", reason FROM inspection_audit
      WHERE inspection_external_id = ${mine.externalId}::uuid AND action = 'refused'`.execute(database.db);
    expect(trail.rows).toEqual([{ actorSub: 'priya-sub', reason: expect.stringMatching(/^403: /) }]);
    expect(await storedInspection(mine.externalId)).toMatchObject({ savedBy: 'jordan-sub' });
    expect(await storedInspection(wrongItem.externalId)).toBeUndefined();
    expect(await storedInspection(ok.externalId)).toMatchObject({ savedBy: 'priya-sub' });
    expect(await storedInspection(ok2.externalId)).toMatchObject({ savedBy: 'jordan-sub' });
  });

  it('keeps each device’s receipt: a replay that waits with new saves writes nothing', async () => {
    const device = randomUUID();
    const made = inspectionRequest(facts);
    const q = queue();
    const [first, other] = [1, 2].map(() => inspectionRequest(facts));
    if (!first || !other) throw new Error('two saves');
    const saved = await together(
      q,
      [first.request, sam],
      [withReceipt(made, device, 5), jordan],
      [withReceipt(other, randomUUID(), 1), priya],
    );
    expect(saved.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(q.counts.together).toBe(3);
    const receipts = await sql<{ maxSeq: string }>`
      SELECT max_seq::text AS "maxSeq" FROM save_receipts WHERE device_id = ${device}::uuid`.execute(
      database.db,
    );
    expect(receipts.rows).toEqual([{ maxSeq: '5' }]);

    // Seq 4 of the same device arrives late, renamed: stale, so the batch it waits in goes each alone.
    const late = {
      ...withReceipt(made, device, 4),
      inspections: [{ ...made.inspection, name: 'An older name' }],
    };
    const [third, fourth] = [1, 2].map(() => inspectionRequest(facts));
    if (!third || !fourth) throw new Error('two saves');
    const replayed = await together(q, [third.request, sam], [late, jordan], [fourth.request, priya]);
    expect(replayed.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(q.counts.declined).toBe(1);
    const stored = await database.db
      .selectFrom('inspections')
      .select('name')
      .where('externalId', '=', made.externalId)
      .executeTakeFirst();
    expect(stored?.name).toBe(made.inspection.name);
    expect(await storedInspection(fourth.externalId)).toMatchObject({ savedBy: 'priya-sub' });
  });

  it('never puts two saves of one inspection in one batch: they are written in the order they came', async () => {
    const made = inspectionRequest(facts, { hours: '100' });
    const q = queue();
    const first = inspectionRequest(facts);
    const second = {
      ...made.request,
      inspections: [
        {
          ...made.inspection,
          categoriesTypes: [
            { ...made.categoryType, observations: [made.lockedOn, { ...made.hours, value: '200' }] },
          ],
        },
      ],
    };
    const results = await together(q, [first.request, sam], [made.request, jordan], [second, jordan]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    // The later save of the inspection stayed out of the batch of the first two, and went after it.
    expect(q.counts).toEqual({ together: 2, batches: 1, declined: 0 });
    expect(await valueOf(database.db, made.hours.externalId)).toBe('200');
  });

  it('lets the completer send a completed inspection with others; a stale copy that would change it gets its 409', async () => {
    const made = inspectionRequest(facts);
    const complete = { ...made.request, inspections: [{ ...made.inspection, completed: true }] };
    await saveInspections(database.db, parse(complete), jordan);
    const q = queue();
    const [first, other] = [1, 2].map(() => inspectionRequest(facts));
    if (!first || !other) throw new Error('two saves');
    // The rest of Jordan's upload: still completed, by the one who completed it.
    const rest = await together(q, [first.request, sam], [complete, jordan], [other.request, priya]);
    expect(rest.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(q.counts).toEqual({ together: 3, batches: 1, declined: 0 });

    const staleCopy = {
      ...made.request,
      inspections: [
        {
          ...made.inspection,
          completed: false,
          categoriesTypes: [
            { ...made.categoryType, observations: [made.lockedOn, { ...made.hours, value: '1' }] },
          ],
        },
      ],
    };
    const [third, fourth] = [1, 2].map(() => inspectionRequest(facts));
    if (!third || !fourth) throw new Error('two saves');
    const results = await together(q, [third.request, sam], [staleCopy, jordan], [fourth.request, priya]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(q.counts.declined).toBe(1);
    const refused = results[1];
    if (refused?.status !== 'rejected') throw new Error('refused');
    expect((refused.reason as HttpError).status).toBe(409);
    expect((refused.reason as HttpError).body.error).toBe(
      `Inspection ${made.externalId} is completed: reopen it to change it`,
    );
    expect(await valueOf(database.db, made.hours.externalId)).toBe('41250');
    expect(await storedInspection(fourth.externalId)).toMatchObject({ savedBy: 'priya-sub' });
  });

  it('sends a batch back when two of its inspections claim one observation: the first is written, the other refused', async () => {
    const q = queue();
    const [first, a, b] = [1, 2, 3].map(() => inspectionRequest(facts));
    if (!first || !a || !b) throw new Error('three saves');
    const claiming = {
      ...b.request,
      inspections: [
        { ...b.inspection, categoriesTypes: [{ ...b.categoryType, observations: [a.lockedOn, b.hours] }] },
      ],
    };
    const results = await together(q, [first.request, sam], [a.request, jordan], [claiming, priya]);
    expect(q.counts.declined).toBe(1);
    // Alone, in the order they came: the first is written, the second told the observation is another's.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = results[2];
    if (refused?.status !== 'rejected') throw new Error('refused');
    expect((refused.reason as HttpError).status).toBe(400);
    expect(JSON.stringify((refused.reason as HttpError).body)).toContain(
      'This observation belongs to another inspection category type',
    );
    const owners = await database.db
      .selectFrom('observations')
      .select('categoryTypeExternalId')
      .where('externalId', '=', a.lockedOn.externalId)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('answers a malformed save at once, without waiting behind others', async () => {
    const made = inspectionRequest(facts);
    const twice = {
      ...made.request,
      inspections: [made.inspection, made.inspection],
    };
    await expect(queue().save(parse(twice), jordan)).rejects.toMatchObject({ status: 400 });
  });
});

describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  'the order of saves of one inspection on $name',
  (backend) => {
    const fresh = freshDatabase(backend);
    let database: Database;
    let facts: FleetFacts;
    beforeAll(() => {
      ({ database, facts } = fresh);
    });

    it('holds a later save of an inspection until the one before it is written, though a slot is free', async () => {
      const q = new SaveQueue(() => database.db, { slots: 2, maxSaves: 8, maxObservations: 480 });
      const made = inspectionRequest(facts, { hours: '100' });
      const [first, second] = [randomUUID(), randomUUID()];
      const save = (device: string, hours: string) =>
        q.save(
          v.parse(SaveInspectionsRequestSchema, {
            ...made.request,
            syncDetails: { lastSyncDate: null, deviceId: device, outboxSeqs: [1] },
            inspections: [
              {
                ...made.inspection,
                categoriesTypes: [
                  { ...made.categoryType, observations: [made.lockedOn, { ...made.hours, value: hours }] },
                ],
              },
            ],
          }),
          jordan,
        );
      // The first save's receipt lock is held elsewhere: it waits inside its transaction.
      const key = `${first}/${made.externalId}`;
      const held = heldOpen(database.db, (trx) =>
        sql`SELECT pg_advisory_xact_lock(1347, hashtext(${key}))`.execute(trx),
      );
      await held.done;
      const earlier = save(first, '100');
      const later = save(second, '200');
      await waitingForLock(database.db, 'pg_advisory_xact_lock(1347, hashtext(k))');
      // The second slot is free, and the later save still waits for the earlier one.
      expect(q.waiting).toBe(1);
      held.release();
      await held.committed;
      await Promise.all([earlier, later]);
      expect(await valueOf(database.db, made.hours.externalId)).toBe('200');
    });
  },
);
