import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  EXECUTIVE_SUMMARY,
  hasValue,
  LOCK_OFF,
  LOCK_ON,
  MACHINE_PHOTO,
  markLockOffComplete,
  markLockOnComplete,
  OPERATION,
  type CatalogueEntry,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { otherInspectionsOfAsset } from './asset-history.ts';
import { operationBounds, operationPaths } from './basics-models.ts';
import { checkOperationValue } from './operation-rules.ts';
import { plainValues, readStoredValues } from './observation-values.ts';
import { InspectionIdSchema, parseWrite, refused } from './write-checks.ts';
import { openInspection, writeAt, type OnInspection, type Place } from './write-target.ts';

// The inspection's own fields (recording spec §2 basics: lock on and off, machine photo, operation, summary): the
// rules a value written on the inspection follows after the checks, and MARK AS COMPLETE of its screens.

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

/** recording spec §5: operation hours, changeout hours and dates against the other inspections of the asset. */
export async function recordOnInspection(
  trx: Transaction<Database>,
  at: OnInspection,
  place: Place,
  entry: CatalogueEntry,
  value: string | null,
): Promise<FieldSaved> {
  const identifier = entry.identifier;
  const write = async (id: string, text: string | null) => ({
    identifier: id,
    ...(await writeAt(trx, at, place, id, text)),
  });
  if (value === null || entry.screen !== 'operating-hours') return write(identifier, value);
  const { scope } = at;
  if (scope.assetId === null) throw new EngineError('not-found', 'Asset not found');
  const current = plainValues(await readStoredValues(trx, scope.externalId, operationPaths()));
  const others = await otherInspectionsOfAsset(trx, scope.assetId, scope.externalId, operationPaths());
  const bounds = operationBounds(scope.inspectionDate, others);
  checkOperationValue(identifier, value, current, bounds, scope.inspectionDate);
  const saved = await write(identifier, value);
  // recording spec §5: hours between inspections goes with the machine hours it belongs to
  if (identifier === OPERATION.totalMachineHours) {
    await write(OPERATION.hoursBetweenInspections, String(bounds.hoursBetweenInspections));
  }
  return saved;
}

const MARKERS: Readonly<Record<CompletableScreen, string>> = {
  'lock-on': LOCK_ON.completed,
  'lock-off': LOCK_OFF.completed,
  'machine-photo': MACHINE_PHOTO.completed,
  'operating-hours': OPERATION.completed,
  'executive-summary': EXECUTIVE_SUMMARY.completed,
};

const CompleteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  screen: v.picklist(COMPLETABLE, 'Unknown screen'),
});

/** recording spec §4 MARK AS COMPLETE: the lock-on time if none yet, and the completion timestamp. */
export async function markComplete(
  db: Kysely<Database>,
  inspectionExternalId: string,
  screen: CompletableScreen,
  nowIso = new Date().toISOString(),
): Promise<void> {
  parseWrite(CompleteSchema, { inspectionExternalId, screen });
  await db.transaction().execute(async (trx) => {
    const at = await openInspection(trx, inspectionExternalId);
    const values = plainValues(await readStoredValues(trx, inspectionExternalId));
    const result =
      screen === 'lock-on'
        ? markLockOnComplete(values, nowIso)
        : screen === 'lock-off'
          ? markLockOffComplete(values, nowIso)
          : { ok: true as const, writes: { [MARKERS[screen]]: nowIso } };
    if (!result.ok) {
      throw refused(
        'invalid-input',
        screen === 'lock-on'
          ? 'Answer YES to both questions before marking Lock On complete'
          : 'Answer YES to both questions before marking Lock Off complete',
      );
    }
    for (const [id, value] of Object.entries(result.writes)) {
      if (id === LOCK_ON.lockOnTime && hasValue(values[id])) continue;
      await writeAt(trx, at, at.scope.entity, id, value);
    }
  });
}
