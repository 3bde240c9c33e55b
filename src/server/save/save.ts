import { sql, type Transaction } from 'kysely';
import { inspectorNameFromClaims } from '../../rules/index.ts';
import type { ErrorIssue } from '../../api/errors.ts';
import type { SaveInspectionsRequestParsed, SaveInspectionsResult } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { PREPARED_WITH_VALUES } from '../db/prepared-statements.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { badRequest } from '../http-errors.ts';
import { isoUtc } from '../sync/lists.ts';
import { checkRequestShape } from './check-request.ts';
import { authorizeEquipment, authorizeInspections, firstComeRefusal } from './authorize.ts';
import { byExternalId } from './by-external-id.ts';
import { assertFrozenUnchanged, guardCompleted } from './completed-guard.ts';
import {
  detectConflicts,
  refuseOverConflicts,
  savingDevice,
  settleConflicts,
  settlesAny,
  storeConflicts,
  withoutConflicted,
} from './conflicts.ts';
import {
  answerSameReadings,
  conflictsOfSameReadings,
  firstReadingLocks,
  sameReadings,
  withoutSameReadings,
} from './first-readings.ts';
import { markBack, rememberDeletions } from './deleted-and-back.ts';
import { promoteKeptPhotos } from '../photos/kept-photos.ts';
import { lockReceipts, receiptsOf, staleSubjects, storeReceipts } from './receipts.ts';
import { readBeforeWrite } from './read-before-write.ts';
import { recordRefusal, Refusal, RefusedRequest, rowsOfIssues } from './refusal.ts';
import {
  deleteInspections,
  deleteObservations,
  upsertEquipment,
  writeInspectionTree,
  type WrittenIds,
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
  // A bad request is kept in the audit trail under the rows its issues name, like a refusal.
  const invalid = (issues: ErrorIssue[]) =>
    new RefusedRequest(badRequest('Invalid request body', issues), rowsOfIssues(request, issues));
  try {
    const shapeIssues = checkRequestShape(request);
    if (shapeIssues.length > 0) throw invalid(shapeIssues);
    return await db.transaction().execute(async (trx) => {
      const receipts = receiptsOf(request);
      const device = savingDevice(request);
      const firstReadingKeys = firstReadingLocks(request, device);
      if (receipts.length > 0 || firstReadingKeys.length > 0)
        await lockReceipts(trx, receipts, firstReadingKeys);
      const actor = { sub: identity.sub, name: identity.name ?? identity.email };
      const before = await readBeforeWrite(trx, request, { actor, receipts, device });
      if (before.issues.length > 0) throw invalid(before.issues);
      authorizeInspections(request, before.named, identity.sub);
      await authorizeEquipment(trx, request.equipmentItems);
      // A replay, or an older copy that arrived late: answered from what is stored, nothing written. Of a save naming
      // several inspections, only those its device has not saved since are written.
      const stale = staleSubjects(receipts, before.storedSeqs);
      // A first reading of a field another device already made is that row's (decision 0066), also in a replay.
      const same = sameReadings(request, before.conflicts.sameField, device);
      if (receipts.length > 0 && stale.size === receipts.length) {
        return { result: answerSameReadings(await answer(trx, request), same), orphanedFiles: [] };
      }
      const fresh = withoutSameReadings(
        stale.size === 0 ? request : withoutSubjects(request, stale),
        same.filter((s) => !stale.has(s.inspectionExternalId)),
      );
      // Another device's newer values stay; this save's are kept beside them (decision 0052).
      const detected = [
        ...detectConflicts(fresh, before.conflicts, device),
        ...conflictsOfSameReadings(same.filter((s) => !stale.has(s.inspectionExternalId))),
      ];
      refuseOverConflicts(fresh, before.conflicts, detected);
      const writing = withoutConflicted(fresh, detected);
      const guard = guardCompleted(writing, before.named, identity.sub);
      await upsertEquipment(trx, writing.equipmentItems);
      // The inspector is the token's (shell spec §1): whatever name the body gives is not a signature.
      const inspectorName = inspectorNameFromClaims(identity.claims);
      const conflicts =
        device === undefined
          ? []
          : await storeConflicts(trx, detected, device, { inspectorName, savedBy: identity.sub });
      await settleConflicts(trx, writing, device?.name ?? null);
      const stored = receipts
        .filter((receipt) => !stale.has(receipt.subject))
        .map((receipt) => ({ ...receipt, savedBy: identity.sub }));
      const written =
        writing.inspections.length === 0
          ? undefined
          : await writeInspectionTree(
              trx,
              writing.inspections.map((inspection) => ({
                inspection,
                inspectorName,
                savedBy: identity.sub,
                device,
              })),
              stored,
            );
      // A chosen photo kept beside the held one becomes the observation's photo (decision 0064).
      if (settlesAny(writing)) await promoteKeptPhotos(trx, writing);
      // Deleted on one device, written again by another's changes: back, and both devices are told (decision 0073).
      const back = new Set(writing.inspections.map((i) => i.externalId));
      await markBack(
        trx,
        before.deleted.filter((externalId) => back.has(externalId)),
        device,
      );
      const orphanedFiles = await deleteObservations(trx, writing.inspections);
      await rememberDeletions(trx, writing.deletedInspections, device);
      orphanedFiles.push(...(await deleteInspections(trx, writing.deletedInspections)));
      await assertFrozenUnchanged(trx, guard);
      // The write stored them with the inspection tree; a save of equipment or deletions alone stores them here.
      if (stored.length > 0 && written === undefined) await storeReceipts(trx, stored);
      // A save written in part answers every row it named, as stored.
      const result = answerSameReadings(
        await answer(trx, request, stale.size === 0 ? written : undefined),
        same,
      );
      return { result: { ...result, conflicts }, orphanedFiles };
    });
  } catch (caught) {
    // Another inspector created one of its inspections while this save was being written (a race the read before the
    // write cannot see): the database refused it.
    const error = firstComeRefusal(caught) ?? caught;
    if (error instanceof Refusal || error instanceof RefusedRequest) await recordRefusal(db, identity, error);
    throw error;
  }
}

/** The request without the inspections (saved or deleted) its device already saved since. */
function withoutSubjects(
  request: SaveInspectionsRequestParsed,
  stale: ReadonlySet<string>,
): SaveInspectionsRequestParsed {
  return {
    ...request,
    inspections: request.inspections.filter((inspection) => !stale.has(inspection.externalId)),
    deletedInspections: request.deletedInspections.filter((externalId) => !stale.has(externalId)),
  };
}

/** No equipment and nothing deleted: the request's writes are its inspection trees alone. */
export function writesInspectionsOnly(request: SaveInspectionsRequestParsed): boolean {
  return (
    request.deletedInspections.length === 0 &&
    request.equipmentItems.length === 0 &&
    request.inspections.every((i) =>
      i.categoriesTypes.every((ct) => ct.observations.every((o) => !o.deleted)),
    )
  );
}

type Ids = Record<
  'inspections' | 'categoryTypes' | 'observations' | 'equipments' | 'parts',
  Record<string, number>
>;

/** The ids `answer` gives, read in one statement, or from `written` and a read of the equipment alone (if any). */
async function storedIds(
  trx: Trx,
  request: SaveInspectionsRequestParsed,
  written: WrittenIds | undefined,
): Promise<Ids & { now: string }> {
  const ids = (table: string, externalIds: readonly string[]) => byExternalId(table, 't.id', externalIds);
  const equipmentIds = sql`${ids(
    'equipments',
    request.equipmentItems.map((item) => item.externalId),
  )} AS equipments, ${ids(
    'equipment_parts',
    request.equipmentItems.flatMap((item) => item.equipmentParts.map((part) => part.externalId)),
  )} AS parts`;
  if (written !== undefined) {
    // An inspection this request also deletes is gone, with its category types and observations.
    const gone = new Set(request.deletedInspections);
    const inspections = Object.fromEntries(
      Object.entries(written.inspections).filter(([externalId]) => !gone.has(externalId)),
    );
    if (request.equipmentItems.length === 0) return { ...written, inspections, equipments: {}, parts: {} };
    const found = await sql<Pick<Ids, 'equipments' | 'parts'>>`${sql.raw(
      PREPARED_WITH_VALUES,
    )}SELECT ${equipmentIds}`.execute(trx.withoutPlugins());
    return { ...written, inspections, ...(found.rows[0] as Pick<Ids, 'equipments' | 'parts'>) };
  }
  const categoryTypes = request.inspections.flatMap((i) => i.categoriesTypes);
  const observations = categoryTypes.flatMap((ct) => ct.observations.filter((o) => !o.deleted));
  const found = await sql<Ids & { now: string }>`${sql.raw(PREPARED_WITH_VALUES)}SELECT
      ${ids(
        'inspections',
        request.inspections.map((i) => i.externalId),
      )} AS inspections,
      ${ids(
        'inspection_category_types',
        categoryTypes.map((ct) => ct.externalId),
      )} AS "categoryTypes",
      ${ids(
        'observations',
        observations.map((o) => o.externalId),
      )} AS observations,
      ${equipmentIds},
      ${sql.raw(isoUtc('clock_timestamp()'))} AS now`.execute(trx.withoutPlugins());
  return found.rows[0] as Ids & { now: string };
}

/**
 * The server ids of every row the request named, and the server time. Rows a replay names that are gone since (an
 * observation deleted by a later save) are left out: the device already knows what became of them. After a write,
 * the ids of its inspection tree come from the write itself (`written`); what it did not write is read.
 */
export async function answer(
  trx: Trx,
  request: SaveInspectionsRequestParsed,
  written?: WrittenIds,
): Promise<SaveInspectionsResult> {
  const row = await storedIds(trx, request, written);
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
        ).map(({ row: o, id: oId }) => {
          const version = written?.versions[o.externalId];
          return { externalId: o.externalId, id: oId, ...(version === undefined ? {} : { version }) };
        }),
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
    conflicts: [],
  };
}
