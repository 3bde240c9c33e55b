import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { postJson, tokenSubject } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Races and replays, each written as the request that did the harm: a late older save naming two
// inspections reverted the newer save of one; the second creator of an externalId mixed its observations into the
// first one's inspection (and could become its owner); an id its inspector deleted could be created again by anyone.
// What must follow: the first creator keeps the inspection, the second gets 409 in words and nothing of theirs is
// stored, and the refusal is in the audit trail. (The same race across two processes: multi-process.test.ts.)

describe.each(BACKENDS)('races and replays of saves on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  let alex: string;
  let blake: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
    alex = await server.token({ name: 'Alex Inspector', email: 'alex@example.com' });
    blake = await server.token({ name: 'Blake Other', email: 'blake@example.com' });
  });
  afterAll(() => server?.close());

  const save = (body: unknown, token: string) => postJson(server, 'inspection', body, token);
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const valueOf = async (externalId: string) =>
    (
      await server.db
        .selectFrom('observations')
        .select('value')
        .where('externalId', '=', externalId)
        .executeTakeFirst()
    )?.value;
  /** The owner as the save rules read it (authorize.ts). */
  const ownerOf = async (externalId: string) => {
    const row = await server.db
      .selectFrom('inspections')
      .select(['ownerSub', 'savedBy'])
      .where('externalId', '=', externalId)
      .executeTakeFirst();
    return row?.ownerSub ?? row?.savedBy;
  };
  const observationsOf = async (externalId: string) =>
    (
      await server.db
        .selectFrom('observations')
        .innerJoin('inspectionCategoryTypes', 'inspectionCategoryTypes.id', 'observations.categoryTypeId')
        .select('observations.externalId')
        .where('inspectionCategoryTypes.inspectionExternalId', '=', externalId)
        .execute()
    )
      .map((row) => row.externalId)
      .sort();
  const refusals = (externalId: string) =>
    server.db
      .selectFrom('inspectionAudit')
      .select(['actorName', 'reason'])
      .where('action', '=', 'refused')
      .where('rowExternalId', '=', externalId)
      .orderBy('seq')
      .execute();
  /** Blake's own new inspection under Alex's externalId: other category type, other observations. */
  const blakesTwin = (externalId: string) => {
    const twin = inspectionRequest(facts, { hours: '99999' });
    return {
      ...twin,
      request: { ...twin.request, inspections: [{ ...twin.inspection, externalId }] },
    };
  };
  const createdFirst = (externalId: string) =>
    `Someone else created this inspection first: inspection ${externalId} belongs to another inspector (Alex Inspector), so this save was not stored`;

  it('keeps the newer save of an inspection when an older save naming it and another arrives late', async () => {
    const deviceId = randomUUID();
    const z = inspectionRequest(facts, { hours: '100' });
    const w = inspectionRequest(facts, { hours: '200' });
    const withHours = (made: typeof w, hours: string) => ({
      ...made.inspection,
      categoriesTypes: [{ ...made.categoryType, observations: [{ ...made.hours, value: hours }] }],
    });
    const older = {
      syncDetails: { lastSyncDate: null, deviceId, outboxSeqs: [4, 5] },
      inspections: [z.inspection, withHours(w, '200')],
    };
    const newer = {
      syncDetails: { lastSyncDate: null, deviceId, outboxSeqs: [7] },
      inspections: [withHours(w, '250')],
    };
    expect((await save(newer, alex)).status).toBe(200);
    const late = await save(older, alex);
    expect(late.status).toBe(200);
    // W keeps the newer reading; Z, which the device had not saved since, is stored; the answer names both.
    expect(await valueOf(w.hours.externalId)).toBe('250');
    expect(await valueOf(z.hours.externalId)).toBe('100');
    const answer = (await late.json()) as { inspections: { externalId: string }[] };
    expect(answer.inspections.map((i) => i.externalId).sort()).toEqual([z.externalId, w.externalId].sort());
    // The same late copy again writes nothing: Z's and W's receipts are both newer now.
    expect((await save({ ...older, inspections: [withHours(z, '1'), withHours(w, '1')] }, alex)).status).toBe(
      200,
    );
    expect(await valueOf(z.hours.externalId)).toBe('100');
    expect(await valueOf(w.hours.externalId)).toBe('250');
  });

  it('refuses with 409 the second creator of an externalId, and stores nothing of theirs', async () => {
    const first = inspectionRequest(facts);
    expect((await save(first.request, alex)).status).toBe(200);
    const second = blakesTwin(first.externalId);
    const refused = await save(second.request, blake);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(createdFirst(first.externalId));
    expect(await observationsOf(first.externalId)).toEqual(
      first.observations.map((o) => o.externalId).sort(),
    );
    expect(await ownerOf(first.externalId)).toBe(tokenSubject(alex));
    expect(await refusals(first.externalId)).toEqual([
      { actorName: 'Blake Other', reason: `409: ${createdFirst(first.externalId)}` },
    ]);
  });

  it('lets exactly one of two inspectors creating one externalId at once have it, with only their rows', async () => {
    for (let round = 0; round < 5; round++) {
      const a = inspectionRequest(facts);
      const b = blakesTwin(a.externalId);
      const [byAlex, byBlake] = await Promise.all([save(a.request, alex), save(b.request, blake)]);
      expect([byAlex.status, byBlake.status].sort()).toEqual([200, 409]);
      const winner = byAlex.status === 200 ? { made: a, token: alex } : { made: b, token: blake };
      expect(await observationsOf(a.externalId)).toEqual(
        winner.made.observations.map((o) => o.externalId).sort(),
      );
      expect(await ownerOf(a.externalId)).toBe(tokenSubject(winner.token));
    }
  });

  it('refuses to create again, for anyone else, an id its inspector deleted; its inspector still may', async () => {
    const made = inspectionRequest(facts);
    expect((await save(made.request, alex)).status).toBe(200);
    const deletion = {
      syncDetails: { lastSyncDate: null },
      inspections: [],
      deletedInspections: [made.externalId],
    };
    expect((await save(deletion, alex)).status).toBe(200);
    const again = await save(blakesTwin(made.externalId).request, blake);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(createdFirst(made.externalId));
    expect(await observationsOf(made.externalId)).toEqual([]);
    expect((await refusals(made.externalId)).map((row) => row.actorName)).toEqual(['Blake Other']);
    // Alex's other device, which had not heard of the deletion, saves it again: it is Alex's.
    expect((await save(made.request, alex)).status).toBe(200);
    expect(await ownerOf(made.externalId)).toBe(tokenSubject(alex));
  });
});
