import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { refuseOpenConflicts } from './observation-conflicts.ts';
import type { Database } from '../../db/schema.ts';
import type { InspectionCategoryTypesTable, ObservationsTable } from '../../db/schema-sync.ts';
import { EngineError } from '../engine-error.ts';
import {
  putObservation,
  removeInspectionObservations,
  removeObservation,
} from '../observations/observation-rows.ts';
import { enqueueChange } from '../outbox/enqueue.ts';
import { stampJudgement } from '../recording/stamp-judgement.ts';
import { reportBucketOnDevice } from '../report/local-report-source.ts';
import { idByName } from './id-by-name.ts';
import { refuseAnotherInspectors } from './inspection-owner.ts';

// The shell-level inspection lifecycle (shell spec §4, recording spec §4): reopen a completed inspection with a
// backup, cancel a reopen by restoring the backup, delete an inspection in progress.

type Db = Kysely<Database>;

/** The spec's inspection statuses (recording spec §3 Inspection.inspectionStatusId), found by name in the synced list. */
const IN_PROGRESS_STATUS = 'In Progress';
const COMPLETED_STATUS = 'Completed';
type Trx = Transaction<Database>;
type CategoryType = Selectable<InspectionCategoryTypesTable>;
type Observation = Selectable<ObservationsTable>;
type BackedUpCategoryType = CategoryType & { observations: Observation[] };

/** The inspection to change, once it is known to be this inspector's (decision 0022). */
async function loadInspection(trx: Trx, externalId: string, verb = 'change') {
  const inspection = await trx
    .selectFrom('inspections')
    .selectAll()
    .where('externalId', '=', externalId)
    .executeTakeFirst();
  if (!inspection) throw new EngineError('not-found', 'Inspection not found');
  await refuseAnotherInspectors(trx, externalId, verb);
  return inspection;
}

async function categoryTypesWithObservations(trx: Trx, externalId: string): Promise<BackedUpCategoryType[]> {
  const categoryTypes = await trx
    .selectFrom('inspectionCategoryTypes')
    .selectAll()
    .where('inspectionExternalId', '=', externalId)
    .execute();
  const observations = await trx
    .selectFrom('observations')
    .selectAll()
    .where(
      'categoryTypeExternalId',
      'in',
      categoryTypes.map((c) => c.externalId),
    )
    .execute();
  return categoryTypes.map((c) => ({
    ...c,
    observations: observations.filter((o) => o.categoryTypeExternalId === c.externalId),
  }));
}

function change(entityType: 'inspection' | 'inspectionCategoryType', id: string, inspection: string) {
  return { entityType, entityExternalId: id, inspectionExternalId: inspection, operation: 'upsert' } as const;
}

/** 'Reopen Inspection': a full copy goes to inspectionBackups, then the inspection is flagged reopened. */
export async function reopenInspection(db: Db, externalId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inspection = await loadInspection(trx, externalId);
    if (inspection.completed !== 1 || inspection.reopened === 1 || inspection.isReopened === 1) {
      throw new EngineError('conflict', 'Only a completed inspection can be reopened.');
    }
    const categoryTypes = await categoryTypesWithObservations(trx, externalId);
    await trx
      .insertInto('inspectionBackups')
      .values({
        ...inspection,
        inspectionCategoryTypes: JSON.stringify(categoryTypes),
        backedUpAt: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('externalId').doNothing())
      .execute();
    const statusId = await idByName(trx, 'inspectionStatuses', IN_PROGRESS_STATUS);
    await trx
      .updateTable('inspections')
      .set({
        reopened: 1,
        isReopened: 1,
        isSynced: 0,
        inspectionStatus: IN_PROGRESS_STATUS,
        inspectionStatusId: statusId ?? inspection.inspectionStatusId,
      })
      .where('externalId', '=', externalId)
      .execute();
    await enqueueChange(trx, change('inspection', externalId, externalId));
  });
}

/** Cancels a reopen: the backup is restored, the inspection marked completed, the flag cleared, the backup deleted. */
export async function cancelReopen(db: Db, externalId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inspection = await loadInspection(trx, externalId);
    const backup = await trx
      .selectFrom('inspectionBackups')
      .selectAll()
      .where('externalId', '=', externalId)
      .executeTakeFirst();
    if (inspection.isReopened !== 1 || !backup) {
      throw new EngineError('conflict', 'Only a reopened inspection can be cancelled.');
    }
    const saved = JSON.parse(backup.inspectionCategoryTypes) as BackedUpCategoryType[];
    const current = await categoryTypesWithObservations(trx, externalId);
    const savedObservations = new Set(saved.flatMap((c) => c.observations.map((o) => o.externalId)));
    // Observations recorded since the reopen go; the backed-up ones come back as they were.
    for (const observation of current.flatMap((c) => c.observations)) {
      if (savedObservations.has(observation.externalId)) continue;
      await removeObservation(trx, externalId, observation);
    }
    for (const { observations, ...categoryType } of saved) {
      const row: Insertable<InspectionCategoryTypesTable> = { ...categoryType, isSynced: 0 };
      await trx
        .insertInto('inspectionCategoryTypes')
        .values(row)
        .onConflict((oc) => oc.column('externalId').doUpdateSet(row))
        .execute();
      await enqueueChange(trx, change('inspectionCategoryType', categoryType.externalId, externalId));
      for (const observation of observations) await putObservation(trx, externalId, observation);
    }
    const { inspectionCategoryTypes: _json, backedUpAt: _at, ...restored } = backup;
    await trx
      .updateTable('inspections')
      .set({ ...restored, completed: 1, reopened: 0, isReopened: 0, isSynced: 0 })
      .where('externalId', '=', externalId)
      .execute();
    await trx.deleteFrom('inspectionBackups').where('externalId', '=', externalId).execute();
    await enqueueChange(trx, change('inspection', externalId, externalId));
  });
}

/**
 * Submit (recording spec §4): the inspection is marked completed and no longer reopened; a reopen's backup is not
 * needed any more. Submitting a completed inspection again changes nothing.
 */
export async function submitInspection(db: Db, externalId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inspection = await loadInspection(trx, externalId);
    if (inspection.completed === 1 && inspection.reopened === 0 && inspection.isReopened === 0) return;
    // Another device's value waits for the inspector's choice (decision 0052): the server would refuse it too.
    await refuseOpenConflicts(trx, externalId);
    await stampJudgement(trx, externalId);
    // The bucket it inspected, so that its report never follows a later changeout or new bucket (decision 0045).
    const bucketExternalId = await reportBucketOnDevice(trx, externalId);
    const statusId = await idByName(trx, 'inspectionStatuses', COMPLETED_STATUS);
    await trx
      .updateTable('inspections')
      .set({
        completed: 1,
        reopened: 0,
        isReopened: 0,
        isSynced: 0,
        inspectionStatus: COMPLETED_STATUS,
        inspectionStatusId: statusId ?? inspection.inspectionStatusId,
        bucketExternalId,
      })
      .where('externalId', '=', externalId)
      .execute();
    await trx.deleteFrom('inspectionBackups').where('externalId', '=', externalId).execute();
    await enqueueChange(trx, change('inspection', externalId, externalId));
  });
}

/** Deletes an inspection in progress (after the inspector confirmed), with its categories and observations. */
export async function deleteInspection(db: Db, externalId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inspection = await loadInspection(trx, externalId, 'delete');
    if (inspection.completed === 1 && inspection.reopened === 0 && inspection.isReopened === 0) {
      throw new EngineError('conflict', 'Only an inspection in progress can be deleted.');
    }
    const categoryTypes = await trx
      .selectFrom('inspectionCategoryTypes')
      .select('externalId')
      .where('inspectionExternalId', '=', externalId)
      .execute();
    const ids = categoryTypes.map((c) => c.externalId);
    await removeInspectionObservations(trx, ids);
    await trx.deleteFrom('inspectionCategoryTypes').where('inspectionExternalId', '=', externalId).execute();
    await trx.deleteFrom('inspectionBackups').where('externalId', '=', externalId).execute();
    await trx.deleteFrom('observationConflicts').where('inspectionExternalId', '=', externalId).execute();
    // Its photos will never be uploaded now (the files stay until the next logout wipes them).
    await trx.deleteFrom('photoQueue').where('inspectionExternalId', '=', externalId).execute();
    await trx.deleteFrom('inspections').where('externalId', '=', externalId).execute();
    await enqueueChange(trx, {
      ...change('inspection', externalId, externalId),
      operation: 'delete',
      payload: { id: inspection.id, externalId },
    });
  });
}
