import type { Kysely, Selectable, Transaction } from 'kysely';
import { savedFieldsOf, type SaveInspectionsRequest } from '../../api/save-inspections.ts';
import type { Database } from '../../db/schema.ts';
import type { OutboxTable } from '../../db/schema-local.ts';
import { deviceNameFrom } from '../../rules/device-name.ts';
import type { DeletedObservationPayload } from '../outbox/enqueue.ts';

export interface OutboxBatch {
  readonly inspectionExternalId: string | null;
  readonly entries: readonly Selectable<OutboxTable>[];
}

type ObservationSave = NonNullable<
  NonNullable<SaveInspectionsRequest['inspections'][number]['categoriesTypes']>[number]['observations']
>[number];

/**
 * The saveInspectionsRequest for one batch, read from the rows' current state (so the latest value is always what is
 * sent), with the deletions the batch holds. The server upserts by externalId, so a replay is harmless.
 */
export async function buildSaveRequest(
  db: Kysely<Database>,
  batch: OutboxBatch,
): Promise<SaveInspectionsRequest> {
  const ids = (type: string, operation: 'upsert' | 'delete') => [
    ...new Set(
      batch.entries
        .filter((e) => e.entityType === type && e.operation === operation)
        .map((e) => e.entityExternalId),
    ),
  ];
  const cursor = await db.selectFrom('syncState').select('lastSyncDate').executeTakeFirst();
  const deviceId = await deviceIdOf(db);
  const outboxSeqs = batch.entries.map((e) => e.seq);
  const equipmentItems = await equipmentItemsOf(db, ids('equipment', 'upsert'));
  const inspections: SaveInspectionsRequest['inspections'] = [];
  const inspection = batch.inspectionExternalId
    ? await db
        .selectFrom('inspections')
        .selectAll()
        .where('externalId', '=', batch.inspectionExternalId)
        .executeTakeFirst()
    : undefined;
  if (inspection) {
    const categoryTypes = await db
      .selectFrom('inspectionCategoryTypes')
      .selectAll()
      .where('inspectionExternalId', '=', inspection.externalId)
      .execute();
    const upserted = ids('observation', 'upsert');
    const settles = settledBy(batch);
    const observations = upserted.length
      ? await db.selectFrom('observations').selectAll().where('externalId', 'in', upserted).execute()
      : [];
    const deleted = batch.entries
      .filter((e) => e.entityType === 'observation' && e.operation === 'delete')
      .map((e) => JSON.parse(e.payload) as DeletedObservationPayload)
      // Deleted and then recorded again in the same batch: the upsert wins.
      .filter((d) => !observations.some((o) => o.externalId === d.externalId));
    // Each row as it is stored: the fields its declaration saves (src/api/save-inspections.ts, decision 0057).
    inspections.push({
      ...savedFieldsOf('inspections', inspection),
      inspectionId: inspection.id,
      isNew: inspection.id === null,
      equipmentMap: equipmentItems.map((e) => ({
        equipmentTypeId: e.equipmentTypeId,
        externalId: e.externalId,
      })),
      metaData: { client: 'inspect-web', deviceId, outboxSeqs },
      categoriesTypes: categoryTypes.map((categoryType) => ({
        ...savedFieldsOf('inspectionCategoryTypes', categoryType),
        id: categoryType.id,
        observations: [
          ...observations
            .filter((o) => o.categoryTypeExternalId === categoryType.externalId)
            .map((o): ObservationSave => ({
              ...savedFieldsOf('observations', o),
              id: o.id,
              // The version it was edited from: the server keeps another device's newer value (decision 0052).
              baseVersion: o.version,
              ...(settles.has(o.externalId) ? { settles: settles.get(o.externalId) } : {}),
            })),
          ...deleted
            .filter((d) => d.categoryTypeExternalId === categoryType.externalId)
            .map((d): ObservationSave => ({
              externalId: d.externalId,
              id: d.id,
              observableItemId: d.observableItemId,
              value: null,
              entityId: d.entityId,
              entityExternalId: d.entityExternalId,
              dataLevelId: d.dataLevelId,
              deleted: true,
            })),
        ],
      })),
    });
  }
  // An inspection deleted on the device: its row is gone, its delete entry says which one.
  const deletedInspections = inspection ? [] : ids('inspection', 'delete');
  return {
    // The server applies a save only when it is newer than what this device already saved of the same subject.
    syncDetails: {
      lastSyncDate: cursor?.lastSyncDate ?? null,
      deviceId,
      outboxSeqs,
      deviceName: DEVICE_NAME,
    },
    equipmentItems,
    inspections,
    deletedInspections,
  };
}

/** What kind of device this is, shown beside its values when another device changed them too (decision 0052). */
const DEVICE_NAME = deviceNameFrom(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** What an observation's upsert entry carries when it is the inspector's choice in a conflict (settle-conflict.ts). */
export interface SettlingPayload {
  readonly settles?: readonly number[];
}

/** The conflicts each observation of the batch settles, from its entries' payloads. */
function settledBy(batch: OutboxBatch): Map<string, number[]> {
  const settles = new Map<string, number[]>();
  for (const entry of batch.entries) {
    if (entry.entityType !== 'observation' || entry.operation !== 'upsert') continue;
    const ids = (JSON.parse(entry.payload) as SettlingPayload).settles ?? [];
    if (ids.length === 0) continue;
    settles.set(entry.entityExternalId, [
      ...new Set([...(settles.get(entry.entityExternalId) ?? []), ...ids]),
    ]);
  }
  return settles;
}

const DEVICE_ID_KEY = 'deviceId';

/**
 * This database's id, made once: outbox numbers restart with a new database (after a logout), so the server keeps
 * the newest number per device (docs/decisions/0022-who-may-change-an-inspection.md).
 */
/** This database's id if it made one (it does with its first save): a read that writes nothing. */
export async function storedDeviceId(
  db: Kysely<Database> | Transaction<Database>,
): Promise<string | undefined> {
  const stored = await db
    .selectFrom('kv')
    .select('value')
    .where('key', '=', DEVICE_ID_KEY)
    .executeTakeFirst();
  return stored === undefined ? undefined : (JSON.parse(stored.value) as string);
}

async function deviceIdOf(db: Kysely<Database>): Promise<string> {
  const stored = await db
    .selectFrom('kv')
    .select('value')
    .where('key', '=', DEVICE_ID_KEY)
    .executeTakeFirst();
  if (stored !== undefined) return JSON.parse(stored.value) as string;
  const made = crypto.randomUUID();
  await db
    .insertInto('kv')
    .values({ key: DEVICE_ID_KEY, value: JSON.stringify(made), updatedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('kv')
    .select('value')
    .where('key', '=', DEVICE_ID_KEY)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}

async function equipmentItemsOf(db: Kysely<Database>, externalIds: string[]) {
  if (externalIds.length === 0) return [];
  const equipments = await db
    .selectFrom('equipments')
    .selectAll()
    .where('externalId', 'in', externalIds)
    .execute();
  const parts = await db
    .selectFrom('equipmentParts')
    .selectAll()
    .where('externalEquipmentId', 'in', externalIds)
    .execute();
  return equipments.map((e) => ({
    ...savedFieldsOf('equipments', e),
    id: e.id,
    equipmentParts: parts
      .filter((p) => p.externalEquipmentId === e.externalId)
      .map((p) => ({ ...savedFieldsOf('equipmentParts', p), id: p.id })),
  }));
}
