import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../api/errors.ts';
import { SyncResponseSchema, type SyncResponse } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import { catalogue, PITCH_GAUGE_UNIT_ID } from '../../rules/index.ts';
import { BACKENDS } from '../testing/backends.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

async function pull(server: TestServer, lastSyncDate?: string): Promise<SyncResponse> {
  const query = lastSyncDate === undefined ? '' : `?LastSyncDate=${encodeURIComponent(lastSyncDate)}`;
  const response = await server.fetch(`inspection/sync${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return v.parse(SyncResponseSchema, await response.json());
}

const nonEmpty = (sync: SyncResponse) => SYNC_LIST_NAMES.filter((list) => sync.syncItems[list].length > 0);

describe.each(BACKENDS)('GET inspection/sync on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('answers a full sync with every one of the 37 lists, valid against the shared schema', async () => {
    const sync = await pull(server);
    expect(sync.isFullSync).toBe(true);
    expect(Object.keys(sync.syncItems).sort()).toEqual([...SYNC_LIST_NAMES].sort());
    // Every list of the seed has rows but the conflicts of two devices (decision 0052): none yet.
    expect(nonEmpty(sync)).toEqual(SYNC_LIST_NAMES.filter((list) => list !== 'observationConflicts'));
    expect(sync.syncItems.observableItems).toHaveLength(catalogue().length);
    expect(sync.syncItems.units.find((unit) => unit.id === PITCH_GAUGE_UNIT_ID)?.code).toBe('mm');
    const assets = await server.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(sync.syncItems.assets).toHaveLength(Number(assets.n));
    expect(Date.parse(sync.serverTimeUtc)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('answers nothing but the cursor when nothing changed since LastSyncDate', async () => {
    const first = await pull(server);
    const next = await pull(server, first.serverTimeUtc);
    expect(next.isFullSync).toBe(false);
    expect(nonEmpty(next)).toEqual([]);
    expect(next.deleted ?? {}).toEqual({});
    expect(Date.parse(next.serverTimeUtc)).toBeGreaterThanOrEqual(Date.parse(first.serverTimeUtc));
  });

  it('sends changed and new rows, and the keys of deleted rows, since the cursor', async () => {
    const first = await pull(server);
    const site = first.syncItems.sites[0];
    const observation = first.syncItems.observations[0];
    if (site === undefined || observation === undefined)
      throw new Error('the test fleet has sites and observations');
    await server.db
      .updateTable('sites')
      .set({ name: `${site.name} (renamed)` })
      .where('id', '=', site.id)
      .execute();
    const customer = await server.db
      .insertInto('customers')
      .values({ name: 'Newcastle Coal' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.deleteFrom('observations').where('externalId', '=', observation.externalId).execute();

    const next = await pull(server, first.serverTimeUtc);
    expect(next.isFullSync).toBe(false);
    // The site's machines carry its name, so they come again with the new one.
    expect(nonEmpty(next).sort()).toEqual(['assets', 'customers', 'sites']);
    expect(next.syncItems.sites).toEqual([{ ...site, name: `${site.name} (renamed)` }]);
    const onSite = first.syncItems.assets.filter((asset) => asset.siteId === site.id);
    expect(onSite.length).toBeGreaterThan(0);
    expect(next.syncItems.assets).toEqual(onSite.map((a) => ({ ...a, siteName: `${site.name} (renamed)` })));
    expect(next.syncItems.customers).toEqual([{ id: customer.id, name: 'Newcastle Coal' }]);
    expect(next.deleted).toEqual({ observations: [observation.externalId] });

    const after = await pull(server, next.serverTimeUtc);
    expect(nonEmpty(after)).toEqual([]);
    expect(after.deleted).toEqual({});
  });

  it('sends each site’s default length unit, and a changed one since the cursor', async () => {
    const first = await pull(server);
    const site = first.syncItems.sites[0];
    if (site === undefined) throw new Error('the test fleet has sites');
    // The test fleet's customers are Australian: their sites measure in millimetres (no unit named).
    expect(first.syncItems.sites.map((s) => s.lengthUnitId)).toEqual(first.syncItems.sites.map(() => null));
    await server.db.updateTable('sites').set({ lengthUnitId: 16 }).where('id', '=', site.id).execute();
    const next = await pull(server, first.serverTimeUtc);
    expect(next.syncItems.sites).toEqual([{ ...site, lengthUnitId: 16 }]);
    await server.db.updateTable('sites').set({ lengthUnitId: null }).where('id', '=', site.id).execute();
  });

  it('resends the rows that carry a renamed name: customer, equipment type, inspection status, observable item', async () => {
    const first = await pull(server);
    const asset = first.syncItems.assets[0];
    const equipment = first.syncItems.equipments.find((e) => e.equipmentTypeId !== null);
    const inspection = first.syncItems.inspections.find((i) => i.inspectionStatusId !== null);
    const observation = first.syncItems.observations[0];
    if (!asset || !equipment?.equipmentTypeId || !inspection?.inspectionStatusId || !observation)
      throw new Error(
        'the test fleet has machines, typed equipment, inspections with a status and observations',
      );
    const rename = (table: 'customers' | 'equipmentTypes' | 'inspectionStatuses', id: number, name: string) =>
      server.db.updateTable(table).set({ name }).where('id', '=', id).execute();
    await rename('customers', asset.customerId, 'Renamed Customer');
    await rename('equipmentTypes', equipment.equipmentTypeId, 'Renamed Type');
    await rename('inspectionStatuses', inspection.inspectionStatusId, 'Renamed Status');
    const item = await server.db
      .selectFrom('observableItems')
      .select('identifier')
      .where('id', '=', observation.observableItemId)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('observableItems')
      .set({ identifier: `${item.identifier}Renamed` })
      .where('id', '=', observation.observableItemId)
      .execute();

    const next = await pull(server, first.serverTimeUtc);
    const same = <T>(rows: readonly T[], key: (row: T) => unknown, value: unknown) =>
      rows.filter((row) => key(row) === value);
    expect(next.syncItems.assets).toEqual(
      same(first.syncItems.assets, (a) => a.customerId, asset.customerId).map((a) => ({
        ...a,
        customerName: 'Renamed Customer',
      })),
    );
    expect(same(next.syncItems.equipments, (e) => e.externalId, equipment.externalId)).toEqual([
      { ...equipment, equipmentType: 'Renamed Type' },
    ]);
    expect(same(next.syncItems.inspections, (i) => i.externalId, inspection.externalId)).toEqual([
      { ...inspection, inspectionStatus: 'Renamed Status' },
    ]);
    expect(same(next.syncItems.observations, (o) => o.externalId, observation.externalId)).toEqual([
      { ...observation, observableItem: `${item.identifier}Renamed` },
    ]);
    // Put the catalogue's identifier back for the other tests (that rename is re-sent too).
    await server.db
      .updateTable('observableItems')
      .set({ identifier: item.identifier })
      .where('id', '=', observation.observableItemId)
      .execute();
  });

  it('does not resend a row whose update changed nothing', async () => {
    const first = await pull(server);
    const unit = first.syncItems.units[0];
    if (unit === undefined) throw new Error('the test fleet has units');
    await server.db.updateTable('units').set({ name: unit.name }).where('id', '=', unit.id).execute();
    expect(nonEmpty(await pull(server, first.serverTimeUtc))).toEqual([]);
  });

  it('answers a full sync to a cursor from before the data was reset, or from the future', async () => {
    expect((await pull(server, '2020-01-01')).isFullSync).toBe(true);
    expect((await pull(server, '2020-01-01T00:00:00.000Z')).isFullSync).toBe(true);
    expect((await pull(server, '2999-01-01T00:00:00.000Z')).isFullSync).toBe(true);
    expect((await pull(server, '')).isFullSync).toBe(true);
  });

  it('refuses a LastSyncDate that is not an ISO date, naming it', async () => {
    for (const bad of ['yesterday', '2025-02-30', '01/03/2025', '2025-03-01T06:30:00+08:00', 'null']) {
      const response = await server.fetch(`inspection/sync?LastSyncDate=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      const body = v.parse(ErrorBodySchema, await response.json());
      expect(body.issues?.[0]?.path, bad).toBe('query.LastSyncDate');
    }
  });

  it('compresses the answer for a client that accepts gzip', async () => {
    const response = await server.fetch('inspection/sync', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(v.safeParse(SyncResponseSchema, await response.json()).success).toBe(true);
  });
});
