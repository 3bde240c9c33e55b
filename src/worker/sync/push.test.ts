import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SaveInspectionsRequestSchema } from '../../api/save-inspections.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { saveObservation } from '../observations/save-observation.ts';
import { insertTestInspection } from '../testing/inspection-fixture.ts';
import { enqueueChange } from '../outbox/enqueue.ts';
import { HttpClient, HttpError } from './http-client.ts';
import { AuthRequiredError, pushOutbox } from './push.ts';
import { syncCounts } from './sync-counts.ts';

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

async function setup(answer: Answer) {
  const open = await openMemoryDb();
  const bodies: Record<string, unknown>[] = [];
  const http = new HttpClient({
    baseUrl: 'http://server/api',
    getToken: () => async () => 'token',
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      // Every request the device sends is a valid saveInspectionsRequest (the contract shared with the server).
      v.parse(SaveInspectionsRequestSchema, body);
      bodies.push(body);
      return answer(body);
    },
  });
  const record = async (categoryTypeExternalId: string, identifier: string, value: string | null) =>
    open.kysely
      .transaction()
      .execute((trx) => saveObservation(trx, { categoryTypeExternalId, identifier, value, entityId: 101 }));
  return { ...open, http, bodies, record };
}

const ok: Answer = () =>
  Response.json({ serverTimeUtc: '2026-11-21T10:00:00.000Z', inspections: [], equipmentItems: [] });

describe('pushOutbox', () => {
  it('sends one request per inspection with the latest values, then clears the outbox and marks synced', async () => {
    const { kysely, http, bodies, record } = await setup(ok);
    const a = await insertTestInspection(kysely);
    const b = await insertTestInspection(kysely, 102);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    await record(b.categoryTypeExternalId, 'Operation.Tonnage', '20');
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '11');
    expect(await pushOutbox(kysely, http)).toEqual({ sent: 3, rejected: 0 });
    expect(bodies).toHaveLength(2);
    const first = bodies[0] as {
      inspections: { externalId: string; categoriesTypes: { observations: { value: string }[] }[] }[];
    };
    expect(first.inspections[0]?.externalId).toBe(a.inspectionExternalId);
    expect(first.inspections[0]?.categoriesTypes[0]?.observations.map((o) => o.value)).toEqual(['11']);
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom('observations').select('isSynced').execute()).toEqual([
      { isSynced: 1 },
      { isSynced: 1 },
    ]);
    expect(await kysely.selectFrom('inspections').select('isSynced').execute()).toEqual([
      { isSynced: 1 },
      { isSynced: 1 },
    ]);
  });

  it('stores the server ids from the answer', async () => {
    let inspectionExternalId = '';
    const { kysely, http, record } = await setup((body) => {
      const inspection = (
        body.inspections as {
          externalId: string;
          categoriesTypes: { externalId: string; observations: { externalId: string }[] }[];
        }[]
      )[0];
      inspectionExternalId = inspection?.externalId ?? '';
      return Response.json({
        serverTimeUtc: '2026-11-21T10:00:00.000Z',
        equipmentItems: [],
        inspections: [
          {
            externalId: inspection?.externalId,
            id: 900,
            inspectionDate: '2026-11-21T08:00:00.000Z',
            deletedObservations: [],
            categoriesTypes: inspection?.categoriesTypes.map((c, i) => ({
              externalId: c.externalId,
              id: 910 + i,
              observations: c.observations.map((o, j) => ({ externalId: o.externalId, id: 920 + j })),
            })),
          },
        ],
      });
    });
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Bcm', '5');
    await pushOutbox(kysely, http);
    expect(inspectionExternalId).toBe(a.inspectionExternalId);
    expect(await kysely.selectFrom('inspections').select('id').executeTakeFirst()).toEqual({ id: 900 });
    expect(
      await kysely.selectFrom('observations').select(['id', 'categoryTypeId']).executeTakeFirst(),
    ).toEqual({
      id: 920,
      categoryTypeId: 910,
    });
  });

  it('keeps a change made while the push was in flight for the next push', async () => {
    const holder: { record?: () => Promise<unknown> } = {};
    const { kysely, http, record } = await setup(async () => {
      await holder.record?.();
      holder.record = undefined;
      return ok({});
    });
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    holder.record = () => record(a.categoryTypeExternalId, 'Operation.Tonnage', '12');
    await pushOutbox(kysely, http);
    // The drain went on and sent the later change too; nothing is left and the value on the server is the latest.
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom('observations').select(['value', 'isSynced']).execute()).toEqual([
      { value: '12', isSynced: 1 },
    ]);
  });

  it('rejects a batch the server refuses with its message, keeps the data, and goes on with the rest', async () => {
    const { kysely, http, record } = await setup((body) => {
      const inspection = (body.inspections as { assetId: number }[])[0];
      return inspection?.assetId === 101 ? new Response('siteId: unknown site', { status: 400 }) : ok({});
    });
    const a = await insertTestInspection(kysely, 101);
    const b = await insertTestInspection(kysely, 102);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    await record(b.categoryTypeExternalId, 'Operation.Tonnage', '20');
    expect(await pushOutbox(kysely, http)).toEqual({ sent: 1, rejected: 1 });
    const left = await kysely
      .selectFrom('outbox')
      .select(['state', 'lastError', 'inspectionExternalId'])
      .execute();
    expect(left).toEqual([
      { state: 'rejected', lastError: 'siteId: unknown site', inspectionExternalId: a.inspectionExternalId },
    ]);
    expect(await kysely.selectFrom('observations').select('value').orderBy('value').execute()).toEqual([
      { value: '10' },
      { value: '20' },
    ]);
  });

  it("keeps the inspection and the server's words when someone else created it first (409)", async () => {
    const words =
      'Someone else created this inspection first: inspection 7f0c… belongs to another inspector (Alex Inspector), so this save was not stored';
    const { kysely, http, record } = await setup(() => Response.json({ error: words }, { status: 409 }));
    const a = await insertTestInspection(kysely, 101);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    expect(await pushOutbox(kysely, http)).toEqual({ sent: 0, rejected: 1 });
    expect(await kysely.selectFrom('outbox').select(['state', 'lastError']).execute()).toEqual([
      { state: 'rejected', lastError: words },
    ]);
    expect(await kysely.selectFrom('observations').select(['value', 'isSynced']).execute()).toEqual([
      { value: '10', isSynced: 0 },
    ]);
    expect(await kysely.selectFrom('inspections').select('externalId').execute()).toEqual([
      { externalId: a.inspectionExternalId },
    ]);
  });

  it("a 429 stops the drain with the server's wait and words, rejects nothing and keeps the values", async () => {
    const { kysely, http, record } = await setup(
      () =>
        new Response(JSON.stringify({ error: 'Too many requests from this sign-in: nothing was stored.' }), {
          status: 429,
          headers: { 'retry-after': '120' },
        }),
    );
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    const error = await pushOutbox(kysely, http).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).retryAfterMs).toBe(120_000);
    expect((error as HttpError).message).toBe(
      'Failed to save inspections: Too many requests from this sign-in: nothing was stored. ' +
        'Your changes are kept on this device and sent again in 2 minutes.',
    );
    expect(await kysely.selectFrom('outbox').select(['state', 'lastError']).execute()).toEqual([
      { state: 'pending', lastError: null },
    ]);
    expect(await kysely.selectFrom('observations').select(['value', 'isSynced']).execute()).toEqual([
      { value: '10', isSynced: 0 },
    ]);
  });

  it("a 413 rejects the batch with the server's sentence and keeps the values on the device", async () => {
    const sentence = 'The values of one save may hold at most 1,000,000 characters; this one holds 1,000,009';
    const { kysely, http, record } = await setup(
      () => new Response(JSON.stringify({ error: sentence }), { status: 413 }),
    );
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    expect(await pushOutbox(kysely, http)).toEqual({ sent: 0, rejected: 1 });
    expect(await kysely.selectFrom('outbox').select(['state', 'lastError']).execute()).toEqual([
      { state: 'rejected', lastError: sentence },
    ]);
    expect(await kysely.selectFrom('observations').select('value').execute()).toEqual([{ value: '10' }]);
    // The status line says it in the server's words.
    expect(await syncCounts(kysely)).toMatchObject({ rejectedChanges: 1, lastRefusal: sentence });
  });

  it('stops on a server error or a network failure and removes nothing', async () => {
    const { kysely, http, record } = await setup(() => new Response('down', { status: 503 }));
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    await expect(pushOutbox(kysely, http)).rejects.toThrow('Failed to save inspections: 503 down');
    expect(await kysely.selectFrom('outbox').select('state').execute()).toEqual([{ state: 'pending' }]);
  });

  it('asks for sign-in when a fresh token is refused too, without rejecting anything', async () => {
    const { kysely, http, bodies, record } = await setup(() => new Response('', { status: 401 }));
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    await expect(pushOutbox(kysely, http)).rejects.toThrow(AuthRequiredError);
    expect(bodies).toHaveLength(2); // the second try carried a refreshed token
    expect(await kysely.selectFrom('outbox').select('state').execute()).toEqual([{ state: 'pending' }]);
  });

  it('never rejects data because the app could not give a token: it tries again later', async () => {
    const open = await openMemoryDb();
    const a = await insertTestInspection(open.kysely);
    await open.kysely.transaction().execute((trx) =>
      saveObservation(trx, {
        categoryTypeExternalId: a.categoryTypeExternalId,
        identifier: 'Operation.Tonnage',
        value: '1',
        entityId: 101,
      }),
    );
    const http = new HttpClient({
      baseUrl: 'http://server/api',
      getToken: () => async () => {
        throw new Error('the page is reloading');
      },
      fetch: async () => ok({}),
    });
    await expect(pushOutbox(open.kysely, http)).rejects.toThrow(/no access token from the app/);
    expect(await open.kysely.selectFrom('outbox').select('state').execute()).toEqual([{ state: 'pending' }]);
  });

  it('survives a refused answer whose body the network cut off, and sends the batch with a fresh token', async () => {
    let calls = 0;
    const broken = () =>
      new Response(new ReadableStream({ start: (c) => c.error(new TypeError('network error')) }), {
        status: 401,
      });
    const { kysely, http, record } = await setup(() => (++calls === 1 ? broken() : ok({})));
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    expect(await pushOutbox(kysely, http)).toEqual({ sent: 1, rejected: 0 });
    expect(calls).toBe(2);
  });

  it('sends the deletion of an inspection deleted on the device', async () => {
    const { kysely, http, bodies, record } = await setup(ok);
    const a = await insertTestInspection(kysely);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    await pushOutbox(kysely, http);
    await kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('observations').execute();
      await trx.deleteFrom('inspectionCategoryTypes').execute();
      await trx.deleteFrom('inspections').execute();
      await enqueueChange(trx, {
        entityType: 'inspection',
        entityExternalId: a.inspectionExternalId,
        inspectionExternalId: a.inspectionExternalId,
        operation: 'delete',
      });
    });
    expect(await pushOutbox(kysely, http)).toEqual({ sent: 1, rejected: 0 });
    expect(bodies.at(-1)).toMatchObject({ inspections: [], deletedInspections: [a.inspectionExternalId] });
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends deletions of observations', async () => {
    const { kysely, http, bodies, record } = await setup(ok);
    const a = await insertTestInspection(kysely);
    const saved = await record(a.categoryTypeExternalId, 'Operation.Tonnage', '10');
    await pushOutbox(kysely, http);
    await record(a.categoryTypeExternalId, 'Operation.Tonnage', null);
    await pushOutbox(kysely, http);
    const last = bodies.at(-1) as {
      inspections: { categoriesTypes: { observations: { externalId: string; deleted?: boolean }[] }[] }[];
    };
    expect(last.inspections[0]?.categoriesTypes[0]?.observations).toMatchObject([
      { externalId: saved.externalId, deleted: true, value: null },
    ]);
  });
});
