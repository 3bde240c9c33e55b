import { sql } from 'kysely';
import { inspectorNameFromClaims } from '../../rules/index.ts';
import type { SaveInspectionsRequestParsed, SaveInspectionsResult } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http-errors.ts';
import { isoUtc } from '../sync/lists.ts';
import { checkReferences } from './check-references.ts';
import { checkRequestShape } from './check-request.ts';
import { assertFrozenUnchanged, guardCompleted, setAuditActor } from './completed-guard.ts';
import {
  deleteInspections,
  idsByExternalId,
  upsertCategoryTypes,
  upsertEquipment,
  upsertInspections,
  writeObservations,
} from './write.ts';

// POST /inspection: checks the whole request (nothing is written when anything is wrong), then upserts equipment,
// inspections, category types and observations by externalId in one transaction, and answers every server id.

export interface SaveOutcome {
  result: SaveInspectionsResult;
  /** Photo files of deleted observations, to remove once the transaction committed. */
  orphanedFiles: string[];
}

export async function saveInspections(
  db: Db,
  request: SaveInspectionsRequestParsed,
  identity: Identity,
): Promise<SaveOutcome> {
  const shapeIssues = checkRequestShape(request);
  if (shapeIssues.length > 0) throw badRequest('Invalid request body', shapeIssues);
  return db.transaction().execute(async (trx) => {
    const issues = await checkReferences(trx, request);
    if (issues.length > 0) throw badRequest('Invalid request body', issues);
    await setAuditActor(trx, identity.sub, identity.name ?? identity.email);
    const guard = await guardCompleted(trx, request, identity.sub);
    await upsertEquipment(trx, request.equipmentItems);
    await upsertInspections(
      trx,
      request.inspections.map((inspection) => ({
        inspection,
        // The device's own rule (src/rules): both sides record the same name for the same token.
        inspectorName: inspection.inspectorName?.trim() || inspectorNameFromClaims(identity.claims),
        savedBy: identity.sub,
      })),
    );
    await upsertCategoryTypes(trx, request.inspections);
    const orphanedFiles = await writeObservations(trx, request.inspections);
    orphanedFiles.push(...(await deleteInspections(trx, request.deletedInspections)));
    await assertFrozenUnchanged(trx, guard);

    const categoryTypes = request.inspections.flatMap((i) => i.categoriesTypes);
    const observations = categoryTypes.flatMap((ct) => ct.observations.filter((o) => !o.deleted));
    const parts = request.equipmentItems.flatMap((item) => item.equipmentParts);
    const [inspectionIds, categoryTypeIds, observationIds, equipmentIds, partIds] = await Promise.all([
      idsByExternalId(
        trx,
        'inspections',
        request.inspections.map((i) => i.externalId),
      ),
      idsByExternalId(
        trx,
        'inspectionCategoryTypes',
        categoryTypes.map((ct) => ct.externalId),
      ),
      idsByExternalId(
        trx,
        'observations',
        observations.map((o) => o.externalId),
      ),
      idsByExternalId(
        trx,
        'equipments',
        request.equipmentItems.map((item) => item.externalId),
      ),
      idsByExternalId(
        trx,
        'equipmentParts',
        parts.map((part) => part.externalId),
      ),
    ]);
    const now = await sql<{ now: string }>`SELECT ${sql.raw(isoUtc('clock_timestamp()'))} AS now`.execute(
      trx,
    );
    const idOf = (ids: Map<string, number>, externalId: string) => ids.get(externalId) as number;
    const result: SaveInspectionsResult = {
      serverTimeUtc: (now.rows[0] as { now: string }).now,
      inspections: request.inspections.map((inspection) => ({
        externalId: inspection.externalId,
        id: idOf(inspectionIds, inspection.externalId),
        inspectionDate: inspection.inspectionDate,
        categoriesTypes: inspection.categoriesTypes.map((ct) => ({
          externalId: ct.externalId,
          id: idOf(categoryTypeIds, ct.externalId),
          observations: ct.observations
            .filter((o) => !o.deleted)
            .map((o) => ({ externalId: o.externalId, id: idOf(observationIds, o.externalId) })),
        })),
        deletedObservations: inspection.categoriesTypes.flatMap((ct) =>
          ct.observations.filter((o) => o.deleted).map((o) => o.externalId),
        ),
      })),
      equipmentItems: request.equipmentItems.map((item) => ({
        externalId: item.externalId,
        id: idOf(equipmentIds, item.externalId),
        equipmentParts: item.equipmentParts.map((part) => ({
          externalId: part.externalId,
          id: idOf(partIds, part.externalId),
        })),
      })),
    };
    return { result, orphanedFiles };
  });
}
