import { sql, type Transaction } from 'kysely';
import { inspectorNameFromClaims } from '../../rules/index.ts';
import type { SaveInspectionsRequestParsed, SaveInspectionsResult } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { PREPARED_WITH_VALUES } from '../db/prepared-statements.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { badRequest } from '../http-errors.ts';
import { isoUtc } from '../sync/lists.ts';
import { checkRequestShape } from './check-request.ts';
import { authorizeEquipment, authorizeInspections } from './authorize.ts';
import { byExternalId } from './by-external-id.ts';
import { assertFrozenUnchanged, guardCompleted } from './completed-guard.ts';
import { isStale, lockReceipt, receiptOf, storeReceipt } from './receipts.ts';
import { readBeforeWrite } from './read-before-write.ts';
import { recordRefusal, Refusal } from './refusal.ts';
import {
  deleteInspections,
  deleteObservations,
  upsertCategoryTypesAndObservations,
  upsertEquipment,
  upsertInspections,
} from './write.ts';

// POST /inspection: checks the whole request (nothing is written when anything is wrong), who may make it
// (authorize.ts) and whether it is newer than what its device already saved (receipts.ts), then upserts equipment,
// inspections, category types and observations by externalId in one transaction, and answers every server id. A
// refusal is kept in the audit trail after its transaction rolled back.

type Trx = Transaction<ServerDatabase>;

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
  try {
    return await db.transaction().execute(async (trx) => {
      const receipt = receiptOf(request);
      if (receipt !== undefined) await lockReceipt(trx, receipt);
      const actor = { sub: identity.sub, name: identity.name ?? identity.email };
      const before = await readBeforeWrite(trx, request, { actor, receipt });
      if (before.issues.length > 0) throw badRequest('Invalid request body', before.issues);
      authorizeInspections(request, before.named, identity.sub);
      await authorizeEquipment(trx, request.equipmentItems);
      // A replay, or an older copy that arrived late: answered from what is stored, nothing written.
      if (receipt !== undefined && isStale(receipt, before.storedSeq)) {
        return { result: await answer(trx, request), orphanedFiles: [] };
      }
      const guard = guardCompleted(request, before.named, identity.sub);
      await upsertEquipment(trx, request.equipmentItems);
      // The inspector is the token's (shell spec §1): whatever name the body gives is not a signature.
      const inspectorName = inspectorNameFromClaims(identity.claims);
      await upsertInspections(
        trx,
        request.inspections.map((inspection) => ({ inspection, inspectorName, savedBy: identity.sub })),
      );
      await upsertCategoryTypesAndObservations(trx, request.inspections);
      const orphanedFiles = await deleteObservations(trx, request.inspections);
      orphanedFiles.push(...(await deleteInspections(trx, request.deletedInspections)));
      await assertFrozenUnchanged(trx, guard);
      if (receipt !== undefined) await storeReceipt(trx, receipt, identity.sub);
      return { result: await answer(trx, request), orphanedFiles };
    });
  } catch (error) {
    if (error instanceof Refusal) await recordRefusal(db, identity, error);
    throw error;
  }
}

/**
 * The server ids of every row the request named, and the server time. Rows a replay names that are gone since (an
 * observation deleted by a later save) are left out: the device already knows what became of them.
 */
async function answer(trx: Trx, request: SaveInspectionsRequestParsed): Promise<SaveInspectionsResult> {
  const categoryTypes = request.inspections.flatMap((i) => i.categoriesTypes);
  const observations = categoryTypes.flatMap((ct) => ct.observations.filter((o) => !o.deleted));
  const parts = request.equipmentItems.flatMap((item) => item.equipmentParts);
  const named = {
    inspections: request.inspections.map((i) => i.externalId),
    categoryTypes: categoryTypes.map((ct) => ct.externalId),
    observations: observations.map((o) => o.externalId),
    equipments: request.equipmentItems.map((item) => item.externalId),
    parts: parts.map((part) => part.externalId),
  };
  const ids = (table: string, externalIds: readonly string[]) => byExternalId(table, 't.id', externalIds);
  const found = await sql<Record<keyof typeof named, Record<string, number>> & { now: string }>`${sql.raw(
    PREPARED_WITH_VALUES,
  )}SELECT ${ids('inspections', named.inspections)} AS inspections,
      ${ids('inspection_category_types', named.categoryTypes)} AS "categoryTypes",
      ${ids('observations', named.observations)} AS observations,
      ${ids('equipments', named.equipments)} AS equipments,
      ${ids('equipment_parts', named.parts)} AS parts,
      ${sql.raw(isoUtc('clock_timestamp()'))} AS now`.execute(trx);
  const row = found.rows[0] as Record<keyof typeof named, Record<string, number>> & { now: string };
  const asMap = (byId: Record<string, number>) => new Map(Object.entries(byId));
  const [inspectionIds, categoryTypeIds, observationIds, equipmentIds, partIds] = [
    asMap(row.inspections),
    asMap(row.categoryTypes),
    asMap(row.observations),
    asMap(row.equipments),
    asMap(row.parts),
  ];
  const known = <T extends { externalId: string }>(ids: Map<string, number>, rows: readonly T[]) =>
    rows.flatMap((row) => {
      const id = ids.get(row.externalId);
      return id === undefined ? [] : [{ row, id }];
    });
  return {
    serverTimeUtc: row.now,
    inspections: known(inspectionIds, request.inspections).map(({ row: inspection, id }) => ({
      externalId: inspection.externalId,
      id,
      inspectionDate: inspection.inspectionDate,
      categoriesTypes: known(categoryTypeIds, inspection.categoriesTypes).map(({ row: ct, id: ctId }) => ({
        externalId: ct.externalId,
        id: ctId,
        observations: known(
          observationIds,
          ct.observations.filter((o) => !o.deleted),
        ).map(({ row: o, id: oId }) => ({ externalId: o.externalId, id: oId })),
      })),
      deletedObservations: inspection.categoriesTypes.flatMap((ct) =>
        ct.observations.filter((o) => o.deleted).map((o) => o.externalId),
      ),
    })),
    equipmentItems: known(equipmentIds, request.equipmentItems).map(({ row: item, id }) => ({
      externalId: item.externalId,
      id,
      equipmentParts: known(partIds, item.equipmentParts).map(({ row: part, id: partId }) => ({
        externalId: part.externalId,
        id: partId,
      })),
    })),
  };
}
