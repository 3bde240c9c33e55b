import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import {
  conflictLine,
  DataType,
  deviceNameFrom,
  entryById,
  entryByIdentifier,
  SCREENS,
  SETTLE_CONFLICTS_FIRST,
  type ConflictSide,
} from '../../rules/index.ts';
import type { Database } from '../../db/schema.ts';
import { EngineError } from '../engine-error.ts';
import { settleObservation } from '../observations/observation-rows.ts';
import { refuseUnchangeable } from '../recording/write-checks.ts';
import { loadScope } from '../recording/inspection-scope.ts';
import { storedDeviceId, type SettlingPayload } from '../sync/save-request.ts';

// Two devices, one inspection (docs/decisions/0052-two-devices-one-inspection.md): the conflicts the server kept
// (a synced list, and the answers of this device's saves), shown as "Changed on another device: 12.5 mm (tablet,
// 08:34) — yours 13.0 mm (08:40)", and the inspector's choice, an ordinary write of the chosen value with its
// outbox entry that names the conflicts it settles.

type Db = Kysely<Database> | Transaction<Database>;

/** An open conflict as a screen shows it. */
export interface OpenConflict {
  readonly id: number;
  readonly observationExternalId: string;
  /** The reading's name (the catalogue's label). */
  readonly label: string;
  readonly identifier: string;
  /** The catalogue route of the reading's screen (e.g. "operating-hours"), where it is shown too; null if unknown. */
  readonly route: string | null;
  /** A photo field's conflict: the values are the two devices' photos (file names), shown as thumbnails. */
  readonly photo: boolean;
  readonly other: ConflictSide;
  readonly yours: ConflictSide;
  /** "Changed on another device: 12.5 mm (tablet, 08:34) — yours 13.0 mm (08:40)", lengths as measured. */
  readonly line: string;
}

/**
 * The open conflicts of an inspection, oldest first. "Yours" is what this device sent when it sent the value kept
 * beside (the server held the other device's); on the device whose value the server held, it is that held value.
 */
export async function openConflicts(db: Db, inspectionExternalId: string): Promise<OpenConflict[]> {
  const me = await storedDeviceId(db);
  const rows = await db
    .selectFrom('observationConflicts as c')
    .leftJoin('observableItems as i', 'i.id', 'c.observableItemId')
    .leftJoin('units as hu', 'hu.id', 'c.heldUnitId')
    .leftJoin('units as u', 'u.id', 'c.unitId')
    .select([
      'c.id',
      'c.observationExternalId',
      'c.observableItemId',
      'c.heldValue',
      'c.heldUnitId',
      'c.heldDeviceName',
      'c.heldAt',
      'c.value',
      'c.unitId',
      'c.deviceId',
      'c.deviceName',
      'c.createdAt',
      'i.label',
      'i.identifier',
      'hu.symbol as heldUnit',
      'u.symbol as unit',
    ])
    .where('c.inspectionExternalId', '=', inspectionExternalId)
    .where('c.settledAt', 'is', null)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => {
    const held: ConflictSide = {
      value: row.heldValue,
      unit: row.heldUnit,
      unitId: row.heldUnitId,
      deviceName: row.heldDeviceName,
      at: row.heldAt,
    };
    const sent: ConflictSide = {
      value: row.value,
      unit: row.unit,
      unitId: row.unitId,
      deviceName: row.deviceName,
      at: row.createdAt,
    };
    const mine = row.deviceId === me;
    const other = mine ? held : sent;
    const yours = mine ? sent : held;
    // The catalogue knows every reading by its id: the synced items list may not be on this device yet.
    const entry = entryById(row.observableItemId);
    const identifier = row.identifier ?? entry?.identifier ?? null;
    const photo = isPhoto(identifier);
    return {
      id: row.id,
      observationExternalId: row.observationExternalId,
      label: row.label ?? entry?.label ?? identifier ?? 'Reading',
      identifier: identifier ?? '',
      route: routeOf(identifier),
      photo,
      other,
      yours,
      line: conflictLine(other, yours, { photo }),
    };
  });
}

const routeOf = (identifier: string | null): string | null => {
  const entry = identifier === null ? undefined : entryByIdentifier(identifier);
  return entry === undefined ? null : SCREENS[entry.screen].route;
};

const isPhoto = (identifier: string | null): boolean =>
  identifier !== null && entryByIdentifier(identifier)?.dataType === DataType.image;

/** How many readings of each inspection another device changed too (open conflicts), for Home's cards. */
export async function openConflictCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('observationConflicts')
    .select(['inspectionExternalId', (eb) => eb.fn.count<number>('observationExternalId').distinct().as('n')])
    .where('settledAt', 'is', null)
    .groupBy('inspectionExternalId')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.inspectionExternalId, Number(row.n)]));
}

/** Refuses Submit while another device's value waits for the inspector's choice (the server refuses it too). */
export async function refuseOpenConflicts(db: Db, inspectionExternalId: string): Promise<void> {
  const open = await db
    .selectFrom('observationConflicts')
    .select('id')
    .where('inspectionExternalId', '=', inspectionExternalId)
    .where('settledAt', 'is', null)
    .executeTakeFirst();
  if (open !== undefined) throw new EngineError('conflict', SETTLE_CONFLICTS_FIRST);
}

const SettleSchema = v.object({
  inspectionExternalId: v.pipe(v.string('No inspection ID provided'), v.uuid('No inspection ID provided')),
  conflictId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  keep: v.picklist(['other', 'yours'], 'Choose which value to keep'),
});
export type SettleConflict = v.InferInput<typeof SettleSchema>;

const DEVICE_NAME = deviceNameFrom(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/**
 * The inspector's choice: the chosen value written on the observation, with its outbox entry naming every open
 * conflict of that reading (the server marks them settled), and those conflicts settled here at once.
 */
export async function settleConflict(db: Kysely<Database>, input: SettleConflict): Promise<void> {
  const parsed = v.safeParse(SettleSchema, input);
  if (!parsed.success) throw new EngineError('invalid-input', parsed.issues[0]?.message ?? 'Invalid input');
  const { inspectionExternalId, conflictId, keep } = parsed.output;
  const me = await storedDeviceId(db);
  await db.transaction().execute(async (trx) => {
    refuseUnchangeable(await loadScope(trx, inspectionExternalId));
    const conflict = await trx
      .selectFrom('observationConflicts')
      .selectAll()
      .where('id', '=', conflictId)
      .where('inspectionExternalId', '=', inspectionExternalId)
      .executeTakeFirst();
    if (conflict === undefined) throw new EngineError('not-found', 'This change is no longer there');
    if (conflict.settledAt !== null) return;
    const mine = conflict.deviceId === me;
    // The value the server kept beside the held one is the one this device sent, or the other device's.
    const keepSent = (keep === 'yours') === mine;
    const chosen = keepSent
      ? { value: conflict.value, unitId: conflict.unitId, actionTypeId: conflict.actionTypeId }
      : { value: conflict.heldValue, unitId: conflict.heldUnitId };
    const observation = await trx
      .selectFrom('observations')
      .select(['externalId', 'value', 'unitId'])
      .where('externalId', '=', conflict.observationExternalId)
      .executeTakeFirst();
    if (observation === undefined) throw new EngineError('not-found', 'This reading is no longer there');
    // The held value is usually on the device already (the pull and the save's answer put it there).
    const differs = observation.value !== chosen.value || observation.unitId !== chosen.unitId;
    const open = await trx
      .selectFrom('observationConflicts')
      .select('id')
      .where('observationExternalId', '=', conflict.observationExternalId)
      .where('settledAt', 'is', null)
      .execute();
    const settles = open.map((row) => row.id);
    await trx
      .updateTable('observationConflicts')
      .set({ settledAt: new Date().toISOString(), settledByDeviceName: DEVICE_NAME })
      .where('id', 'in', settles)
      .execute();
    const payload: SettlingPayload = { settles };
    await settleObservation(
      trx,
      inspectionExternalId,
      conflict.observationExternalId,
      differs ? chosen : undefined,
      { ...payload },
    );
    await trx
      .updateTable('inspections')
      .set({ isSynced: 0 })
      .where('externalId', '=', inspectionExternalId)
      .execute();
  });
}
