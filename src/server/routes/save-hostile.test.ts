import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsResultSchema } from '../../api/save-inspections.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { expect400, postJson, rowCounts } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// What an attacker or a careless client sends to POST inspection: huge lists of bad entries, upper-case twins of
// known externalIds, numbers beyond the database's integers, NUL characters, deep nesting, enormous text. Each gets a
// short 400 (or the ownership refusal), nothing is written, and the server keeps answering.

describe.each(BACKENDS)('POST inspection under hostile input on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  const save = (body: unknown) => postJson(server, 'inspection', body);

  async function expectShort400(response: Response) {
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(8_000);
    return JSON.parse(text) as { error: string; issues?: { path: string; message: string }[] };
  }

  it('answers 300,000 empty inspections with a short 400 and stays up', async () => {
    const body = `{"syncDetails":{"lastSyncDate":null},"inspections":[${Array(300_000).fill('{}').join(',')}]}`;
    const answer = await expectShort400(await save(body));
    expect(answer.error).toMatch(/objects and arrays/);
    expect((await server.fetch('probe/ready', { token: null })).status).toBe(200);
  });

  it('answers 2,500,000 empty inspections (7.5 MB) without running out of memory', async () => {
    const body = `{"syncDetails":{"lastSyncDate":null},"inspections":[${Array(2_500_000).fill('{}').join(',')}]}`;
    await expectShort400(await save(body));
    expect((await server.fetch('probe/ready', { token: null })).status).toBe(200);
  });

  it('names only the first few of 200,000 bad entries', async () => {
    const body = { syncDetails: { lastSyncDate: null }, inspections: Array(200_000).fill(0) };
    const answer = await expectShort400(await save(body));
    expect(answer.issues?.length).toBe(10);
    expect(answer.issues?.[0]?.path).toBe('body.inspections.0');
  });

  it('refuses an upper-case twin of an observation of another inspection, and stores new upper-case ids in lower case', async () => {
    const first = inspectionRequest(facts);
    expect((await save(first.request)).status).toBe(200);
    const before = await rowCounts(server.db);

    const thief = inspectionRequest(facts);
    const stolen = { ...thief.hours, externalId: first.hours.externalId.toUpperCase() };
    const refused = await expect400(
      await save({
        ...thief.request,
        inspections: [
          {
            ...thief.inspection,
            categoriesTypes: [{ ...thief.categoryType, observations: [thief.lockedOn, stolen] }],
          },
        ],
      }),
    );
    expect(refused.issues?.map((issue) => issue.message)).toContain(
      'This observation belongs to another inspection category type',
    );
    expect(await rowCounts(server.db)).toEqual(before);

    const shouting = inspectionRequest(facts);
    const upper = {
      ...shouting.request,
      inspections: [
        {
          ...shouting.inspection,
          externalId: shouting.externalId.toUpperCase(),
          categoriesTypes: [
            {
              ...shouting.categoryType,
              externalId: shouting.categoryType.externalId.toUpperCase(),
              observations: shouting.observations.map((o) => ({
                ...o,
                externalId: o.externalId.toUpperCase(),
              })),
            },
          ],
        },
      ],
    };
    const response = await save(upper);
    expect(response.status).toBe(200);
    const result = v.parse(SaveInspectionsResultSchema, await response.json());
    expect(result.inspections[0]?.externalId).toBe(shouting.externalId);
    expect(result.inspections[0]?.categoriesTypes[0]?.observations.map((o) => o.externalId)).toEqual(
      shouting.observations.map((o) => o.externalId),
    );
  });

  const cases: [string, (r: ReturnType<typeof inspectionRequest>) => unknown, RegExp][] = [
    [
      'a siteId beyond the database integer',
      (r) => ({ ...r.request, inspections: [{ ...r.inspection, siteId: 2_147_483_648 }] }),
      /inspections\.0\.siteId/,
    ],
    [
      'an observableItemId of 1e20',
      (r) => {
        r.categoryType.observations[0] = { ...r.lockedOn, observableItemId: 1e20 };
        return r.request;
      },
      /observations\.0\.observableItemId/,
    ],
    [
      'a NUL character in a name',
      (r) => ({ ...r.request, inspections: [{ ...r.inspection, name: 'Shovel\u0000 12' }] }),
      /inspections\.0\.name/,
    ],
    [
      'a NUL character in a value',
      (r) => {
        r.categoryType.observations[1] = { ...r.hours, value: '41\u0000250' };
        return r.request;
      },
      /observations\.1\.value/,
    ],
    [
      'metaData nested 5,000 deep',
      // Written as text: JSON.stringify itself runs out of stack at that depth.
      (r) =>
        JSON.stringify({ ...r.request, inspections: [{ ...r.inspection, metaData: 'DEEP' }] }).replace(
          '"DEEP"',
          `${'{"a":'.repeat(5_000)}{}${'}'.repeat(5_000)}`,
        ),
      /nests more than/,
    ],
    [
      'metaData nested 20 deep',
      (r) => {
        let deep: Record<string, unknown> = {};
        for (let i = 0; i < 20; i++) deep = { a: deep };
        return { ...r.request, inspections: [{ ...r.inspection, metaData: deep }] };
      },
      /inspections\.0\.metaData/,
    ],
    [
      'a name of 10 million characters',
      (r) => ({ ...r.request, inspections: [{ ...r.inspection, name: 'x'.repeat(10_000_000) }] }),
      /a string longer than 1,000,000 characters/,
    ],
    [
      'a name of 201 characters',
      (r) => ({ ...r.request, inspections: [{ ...r.inspection, name: 'x'.repeat(201) }] }),
      /inspections\.0\.name/,
    ],
    [
      'an inspector name of 201 characters',
      (r) => ({ ...r.request, inspections: [{ ...r.inspection, inspectorName: 'y'.repeat(201) }] }),
      /inspections\.0\.inspectorName/,
    ],
  ];

  it.each(cases)('answers 400 for %s and writes nothing', async (_name, make, where) => {
    const before = await rowCounts(server.db);
    const answer = await expectShort400(await save(make(inspectionRequest(facts))));
    expect(JSON.stringify(answer)).toMatch(where);
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it('answers 400 for a NUL character in a support message', async () => {
    const answer = await expectShort400(await postJson(server, 'user-message', { message: 'help\u0000' }));
    expect(answer.issues?.[0]?.path).toBe('body.message');
  });

  it('still takes an ordinary inspection', async () => {
    const { request } = inspectionRequest(facts);
    expect((await save({ ...request, deletedInspections: [randomUUID()] })).status).toBe(200);
  });
});
