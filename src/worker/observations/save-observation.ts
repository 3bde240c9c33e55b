import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { entryByIdentifier, valueTooLong } from '../../rules/index.ts';
import { EngineError, type EngineErrorCode } from '../engine-error.ts';
import { putObservation, removeObservation } from './observation-rows.ts';
import { unitIdOf } from './unit-ids.ts';

export interface ObservationInput {
  readonly categoryTypeExternalId: string;
  /** The catalogue identifier, e.g. Undercarriage.Left.SideFrame.Photos. */
  readonly identifier: string;
  /** Always text (recording spec §3); null deletes the observation. */
  readonly value: string | null;
  /** Which existing observation to change; collections (multi-photo fields) add a new one when absent. */
  readonly externalId?: string;
  readonly entityId?: number | null;
  readonly entityExternalId?: string | null;
  readonly unitId?: number | null;
  readonly actionTypeId?: number | null;
  /** The catalogue's level unless the screen records elsewhere (a yard inspection's bucket: the mine location). */
  readonly dataLevelId?: number;
}

/** Saving failed before anything was written (recording spec §5: nothing is stored and the field reverts). */
export class ObservationError extends EngineError {
  override name = 'ObservationError';
  constructor(message: string, code: EngineErrorCode = 'invalid-input') {
    super(code, message);
  }
}

export interface SavedObservation {
  readonly externalId: string;
  readonly inspectionExternalId: string;
  readonly deleted: boolean;
}

/**
 * The one way a value is saved on the device (the row itself is written by observation-rows.ts): validated against the catalogue and its category type,
 * stored with `isSynced = 0`, and recorded in the outbox in the caller's transaction.
 */
export async function saveObservation(
  trx: Transaction<Database>,
  input: ObservationInput,
): Promise<SavedObservation> {
  const item = entryByIdentifier(input.identifier);
  if (!item) throw new ObservationError('observationService.observableItem.empty');
  // Whatever door it came through, no value longer than its field holds is stored (the server would refuse it).
  const tooLong = input.value === null ? undefined : valueTooLong(item.id, input.value);
  if (tooLong !== undefined) throw new ObservationError(tooLong);
  const categoryType = await trx
    .selectFrom('inspectionCategoryTypes')
    .select(['externalId', 'inspectionExternalId', 'id'])
    .where('externalId', '=', input.categoryTypeExternalId)
    .executeTakeFirst();
  if (!categoryType) throw new ObservationError('Inspection Category Type not found', 'not-found');
  const inspectionExternalId = categoryType.inspectionExternalId;

  const existing = await findExisting(trx, input, item.id, item.isCollection);
  if (input.value === null) {
    if (!existing) return { externalId: input.externalId ?? '', inspectionExternalId, deleted: true };
    await removeObservation(trx, inspectionExternalId, {
      externalId: existing.externalId,
      id: existing.id,
      categoryTypeExternalId: input.categoryTypeExternalId,
      observableItemId: item.id,
      dataLevelId: existing.dataLevelId,
      entityId: existing.entityId,
      entityExternalId: existing.entityExternalId,
    });
    return { externalId: existing.externalId, inspectionExternalId, deleted: true };
  }

  const externalId = existing?.externalId ?? input.externalId ?? crypto.randomUUID();
  const row = {
    externalId,
    categoryTypeId: categoryType.id,
    categoryTypeExternalId: categoryType.externalId,
    observableItemId: item.id,
    observableItem: item.identifier,
    value: input.value,
    entityId: input.entityId ?? null,
    entityExternalId: input.entityExternalId ?? null,
    dataLevelId: input.dataLevelId ?? item.dataLevel,
    unitId: input.unitId ?? (await unitIdOf(trx, item.identifier)),
    actionTypeId: input.actionTypeId ?? null,
    isSynced: 0 as const,
  };
  // A value saved again keeps the row's server id, entity and data level: only what the inspector changed moves.
  await putObservation(trx, inspectionExternalId, row, {
    value: row.value,
    unitId: row.unitId,
    actionTypeId: row.actionTypeId,
  });
  // Only when it was synced: an unchanged row rewritten is a page more in the commit, and a change its readers hear of.
  await trx
    .updateTable('inspections')
    .set({ isSynced: 0 })
    .where('externalId', '=', inspectionExternalId)
    .where('isSynced', '<>', 0)
    .execute();
  return { externalId, inspectionExternalId, deleted: false };
}

interface ExistingObservation {
  readonly externalId: string;
  readonly id: number | null;
  readonly dataLevelId: number;
  readonly entityId: number | null;
  readonly entityExternalId: string | null;
}

async function findExisting(
  trx: Transaction<Database>,
  input: ObservationInput,
  observableItemId: number,
  isCollection: boolean,
): Promise<ExistingObservation | undefined> {
  let query = trx
    .selectFrom('observations')
    .select(['externalId', 'id', 'dataLevelId', 'entityId', 'entityExternalId'])
    .where('categoryTypeExternalId', '=', input.categoryTypeExternalId)
    .where('observableItemId', '=', observableItemId);
  if (input.externalId) return query.where('externalId', '=', input.externalId).executeTakeFirst();
  // A collection (several photos) only ever changes the observation named by externalId.
  if (isCollection) return undefined;
  query = input.entityExternalId
    ? query.where('entityExternalId', '=', input.entityExternalId)
    : query.where('entityId', input.entityId == null ? 'is' : '=', input.entityId ?? null);
  return query.executeTakeFirst();
}
