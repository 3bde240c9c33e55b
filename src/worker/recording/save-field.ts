import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  checkboxChange,
  entryByIdentifier,
  EXECUTIVE_SUMMARY,
  hasValue,
  LOCK_OFF,
  LOCK_ON,
  MACHINE_PHOTO,
  markLockOffComplete,
  markLockOnComplete,
  OPERATION,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { ObservationError, saveObservation } from '../observations/save-observation.ts';
import { otherInspectionsOfAsset } from './asset-history.ts';
import { operationBounds, operationPaths } from './basics-models.ts';
import { checkDataType, checkOperationValue } from './field-rules.ts';
import { loadScope, type InspectionScope } from './inspection-scope.ts';
import { plainValues, readStoredValues } from './observation-values.ts';

// Every field of a recording screen saves itself: one transaction holding the observation and its outbox entry.
// A failure throws EngineError with the spec's words and stores nothing (recording spec §5).

const ExternalId = v.pipe(v.string(), v.trim(), v.minLength(1, 'No inspection ID provided'), v.maxLength(64));
const Identifier = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const FieldSaveSchema = v.object({
  inspectionExternalId: ExternalId,
  identifier: Identifier,
  value: v.nullable(v.pipe(v.string(), v.maxLength(20_000, 'The text is too long'))),
  /** An equipment-level field (e.g. a side's measurement): the equipment of the inspection's asset it belongs to. */
  equipmentExternalId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type FieldSave = v.InferInput<typeof FieldSaveSchema>;

const CheckboxSchema = v.object({
  inspectionExternalId: ExternalId,
  identifier: Identifier,
  checked: v.boolean(),
});
export type CheckboxSave = v.InferInput<typeof CheckboxSchema>;

export const COMPLETABLE = [
  'lock-on',
  'lock-off',
  'machine-photo',
  'operating-hours',
  'executive-summary',
] as const;
export type CompletableScreen = (typeof COMPLETABLE)[number];

export interface FieldSaved {
  readonly identifier: string;
  readonly externalId: string;
  readonly deleted: boolean;
}

function parse<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = result.issues[0];
    throw new EngineError('invalid-input', issue?.message ?? 'InvalidInput');
  }
  return result.output;
}

async function write(
  trx: Transaction<Database>,
  scope: InspectionScope,
  identifier: string,
  value: string | null,
): Promise<FieldSaved> {
  try {
    const saved = await saveObservation(trx, {
      categoryTypeExternalId: scope.categoryTypeExternalId,
      identifier,
      value,
      entityId: scope.entity.entityId,
      entityExternalId: scope.entity.entityExternalId,
    });
    return { identifier, externalId: saved.externalId, deleted: saved.deleted };
  } catch (error) {
    if (error instanceof ObservationError) throw new EngineError('not-found', error.message, { identifier });
    throw error;
  }
}

/** recording spec §8 "Equipment not found": the equipment must be the inspection's asset's. */
async function onEquipment(
  trx: Transaction<Database>,
  scope: InspectionScope,
  equipmentExternalId: string,
): Promise<InspectionScope> {
  const equipment = await trx
    .selectFrom('equipments')
    .select(['id', 'externalId', 'assetId'])
    .where('externalId', '=', equipmentExternalId)
    .executeTakeFirst();
  if (!equipment || equipment.id === null || equipment.assetId !== scope.assetId) {
    throw new EngineError('not-found', 'Equipment not found');
  }
  return { ...scope, entity: { entityId: equipment.id, entityExternalId: equipment.externalId } };
}

function refuseCompleted(scope: InspectionScope): void {
  if (scope.completed)
    throw new EngineError('conflict', 'This inspection is completed: reopen it to change it');
}

/** One field's value (null deletes it), checked against the catalogue and, for operation, its bounds. */
export async function saveField(db: Kysely<Database>, input: FieldSave): Promise<FieldSaved> {
  const { inspectionExternalId, identifier, value, equipmentExternalId } = parse(FieldSaveSchema, input);
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  return db.transaction().execute(async (trx) => {
    const inspection = await loadScope(trx, inspectionExternalId);
    refuseCompleted(inspection);
    const scope = equipmentExternalId ? await onEquipment(trx, inspection, equipmentExternalId) : inspection;
    if (value === null || value.trim() === '') return write(trx, scope, identifier, null);
    checkDataType(entry, value);
    if (entry.screen !== 'operating-hours') return write(trx, scope, identifier, value);
    if (scope.assetId === null) throw new EngineError('not-found', 'Asset not found');
    const current = plainValues(await readStoredValues(trx, inspectionExternalId, operationPaths()));
    const others = await otherInspectionsOfAsset(trx, scope.assetId, inspectionExternalId, operationPaths());
    const bounds = operationBounds(scope.inspectionDate, others);
    checkOperationValue(identifier, value.trim(), current, bounds, scope.inspectionDate);
    const saved = await write(trx, scope, identifier, value.trim());
    // recording spec §5: hours between inspections goes with the machine hours it belongs to
    if (identifier === OPERATION.totalMachineHours) {
      await write(trx, scope, OPERATION.hoursBetweenInspections, String(bounds.hoursBetweenInspections));
    }
    return saved;
  });
}

/** recording spec §4: checking stores true; unchecking stores false and deletes the child paths. */
export async function saveCheckbox(db: Kysely<Database>, input: CheckboxSave): Promise<void> {
  const { inspectionExternalId, identifier, checked } = parse(CheckboxSchema, input);
  if (!entryByIdentifier(identifier)) {
    throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  }
  const change = checkboxChange(identifier, checked);
  await db.transaction().execute(async (trx) => {
    const scope = await loadScope(trx, inspectionExternalId);
    refuseCompleted(scope);
    for (const [id, value] of Object.entries(change.set)) await write(trx, scope, id, value);
    for (const id of change.delete) await write(trx, scope, id, null);
  });
}

const MARKERS: Readonly<Record<CompletableScreen, string>> = {
  'lock-on': LOCK_ON.completed,
  'lock-off': LOCK_OFF.completed,
  'machine-photo': MACHINE_PHOTO.completed,
  'operating-hours': OPERATION.completed,
  'executive-summary': EXECUTIVE_SUMMARY.completed,
};

/** recording spec §4 MARK AS COMPLETE: the lock-on time if none yet, and the completion timestamp. */
export async function markComplete(
  db: Kysely<Database>,
  inspectionExternalId: string,
  screen: CompletableScreen,
  nowIso = new Date().toISOString(),
): Promise<void> {
  parse(ExternalId, inspectionExternalId);
  if (!COMPLETABLE.includes(screen))
    throw new EngineError('invalid-input', `Unknown screen ${String(screen)}`);
  await db.transaction().execute(async (trx) => {
    const scope = await loadScope(trx, inspectionExternalId);
    refuseCompleted(scope);
    const values = plainValues(await readStoredValues(trx, inspectionExternalId));
    const result =
      screen === 'lock-on'
        ? markLockOnComplete(values, nowIso)
        : screen === 'lock-off'
          ? markLockOffComplete(values, nowIso)
          : { ok: true as const, writes: { [MARKERS[screen]]: nowIso } };
    if (!result.ok) {
      throw new EngineError(
        'invalid-input',
        screen === 'lock-on'
          ? 'Answer YES to both questions before marking Lock On complete'
          : 'Answer YES to both questions before marking Lock Off complete',
      );
    }
    for (const [id, value] of Object.entries(result.writes)) {
      if (id === LOCK_ON.lockOnTime && hasValue(values[id])) continue;
      await write(trx, scope, id, value);
    }
  });
}
