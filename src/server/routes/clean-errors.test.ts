import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncResponseSchema } from '../../api/sync-items.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { expect400, postJson, rowCounts } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Every value a save stores can be sent back to a device, and the inputs that made 500s are 400s naming the field:
// dates the database rounds past year 9999 or cannot hold, lone surrogates, ids beyond the column, a NUL in a token
// claim. Behind https, every answer says Strict-Transport-Security.

describe.each(BACKENDS)('clean errors on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  const save = (body: unknown, token?: string) => postJson(server, 'inspection', body, token);
  const withInspection = (changes: Record<string, unknown>) => {
    const { request, inspection } = inspectionRequest(facts);
    return { ...request, inspections: [{ ...inspection, ...changes }] };
  };

  it('refuses dates the sync could not carry back, and a full sync stays valid for a new device', async () => {
    const before = await rowCounts(server.db);
    for (const inspectionDate of ['9999-12-31T23:59:59.9999999Z', '0000-01-01T00:00:00Z']) {
      const error = await expect400(await save(withInspection({ inspectionDate })));
      expect(error.issues?.[0]?.path, inspectionDate).toBe('body.inspections.0.inspectionDate');
    }
    expect(await rowCounts(server.db)).toEqual(before);

    // The last instant a device can carry (6 decimals: what the database keeps without rounding).
    const latest = withInspection({ inspectionDate: '9999-12-31T23:59:59.999999Z' });
    expect((await save(latest)).status).toBe(200);
    const sync = await server.fetch('inspection/sync');
    expect(sync.status).toBe(200);
    const parsed = v.safeParse(SyncResponseSchema, await sync.json());
    expect(parsed.success).toBe(true);
    const stored = parsed.success
      ? parsed.output.syncItems.inspections.find((i) => i.externalId === latest.inspections[0]?.externalId)
      : undefined;
    expect(stored?.inspectionDate).toBe('9999-12-31T23:59:59.999Z');
  });

  it('answers 400 naming metaData for a lone surrogate in a key or a value', async () => {
    for (const metaData of [{ '\ud800': 1 }, { note: 'a\udc00b' }, { deep: [{ x: '\ud83d' }] }]) {
      const error = await expect400(await save(withInspection({ metaData })));
      expect(error.issues?.[0]?.path).toBe('body.inspections.0.metaData');
    }
    const error = await expect400(await save(withInspection({ name: 'Shovel \ud800' })));
    expect(error.issues?.[0]?.path).toBe('body.inspections.0.name');
    const message = await expect400(await postJson(server, 'user-message', { message: 'help \udfff' }));
    expect(message.issues?.[0]?.path).toBe('body.message');
  });

  it('answers 400 naming entityId for a report id beyond the database integer', async () => {
    for (const entityId of ['2147483648', '9007199254740993', '1e308']) {
      const body = `{"reportType":"UndercarriageInspection","entityId":${entityId}}`;
      const error = await expect400(await postJson(server, 'report/generate', body));
      expect(error.issues?.[0]?.path, entityId).toBe('body.entityId');
    }
  });

  it("answers 400 naming the claim when a genuine token's name holds a NUL", async () => {
    const token = await server.token({ claims: { name: 'Jo\u0000Bloggs', fullname: 'Jo\u0000Bloggs' } });
    const error = await expect400(await save(inspectionRequest(facts).request, token));
    expect(error.issues?.[0]?.path).toBe('token.name');
    expect(error.error).toBe("The access token's name claim cannot be used");
  });

  it('says nothing of HSTS over plain http', async () => {
    const response = await server.fetch('probe/ready', { token: null });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('HSTS behind https', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A proxy ends TLS: the server knows it from PUBLIC_URL, the origin users reach, not from a request header.
    server = await startTestServer({ name: 'pglite' }, { env: { PUBLIC_URL: 'https://localhost' } });
  });
  afterAll(() => server?.close());

  it('says Strict-Transport-Security on every answer, errors included', async () => {
    for (const [path, token] of [
      ['probe/ready', null],
      ['inspection/sync', null],
      ['no-such-call', undefined],
    ] as const) {
      const response = await server.fetch(path, { token });
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });
});
