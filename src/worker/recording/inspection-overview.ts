import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import type { ReportData } from '../../report/report-data.ts';
import { isYardInspection, reviewSections, type ReviewSection } from '../../rules/index.ts';
import { inspectionContents } from '../domain/inspection-contents.ts';
import { EngineError } from '../engine-error.ts';
import { localReportSource } from '../report/local-report-source.ts';
import { bucketModel } from './bucket-model.ts';
import { loadScope } from './inspection-scope.ts';
import { undercarriageFlags } from './model-flags.ts';
import { plainValues, readStoredValues } from './observation-values.ts';
import { wordsShown } from '../language.ts';
import { reviewWordsOf } from './review-words.ts';

// The review, submit and complete screens' model (RECORDING.md "Review, submit, complete"): one call with every
// section's state, the measurements with their panel facts, the condition results, observations and photos (the
// report's own data, so the screens and the Word report cannot disagree), and how far this inspection has synced.

export interface InspectionUpload {
  /** Changes of this inspection still waiting in the outbox (rejected ones included). */
  readonly pendingChanges: number;
  readonly rejectedChanges: number;
  readonly photosUploaded: number;
  readonly photosTotal: number;
}

export interface InspectionOverview {
  readonly externalId: string;
  /** What the inspection is called: the machine, or for a bucket in a yard the bucket (inspection-title.ts). */
  readonly title: string;
  /** recording spec §4: completed and not reopened. */
  readonly completed: boolean;
  /** Reopened with a backup to restore: Cancel Reopen is offered. */
  readonly canCancelReopen: boolean;
  /** recording spec §4: it, all its categories and observations are synced, and its photos uploaded. */
  readonly isSynced: boolean;
  readonly sections: readonly ReviewSection[];
  /** The report's data; photos carry their file names only (no bytes cross to the UI). */
  readonly report: ReportData;
  readonly upload: InspectionUpload;
}

type Db = Kysely<Database>;

const noPhotoBytes = { read: () => Promise.resolve(undefined) };

async function uploadOf(db: Db, externalId: string): Promise<InspectionUpload> {
  const outbox = await db
    .selectFrom('outbox')
    .select([
      sql<number>`count(*)`.as('pending'),
      sql<number>`coalesce(sum(state = 'rejected'), 0)`.as('rejected'),
    ])
    .where('inspectionExternalId', '=', externalId)
    .executeTakeFirstOrThrow();
  const photos = await db
    .selectFrom('photoQueue')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(state = 'uploaded'), 0)`.as('uploaded'),
    ])
    .where('inspectionExternalId', '=', externalId)
    .executeTakeFirstOrThrow();
  return {
    pendingChanges: Number(outbox.pending),
    rejectedChanges: Number(outbox.rejected),
    photosUploaded: Number(photos.uploaded),
    photosTotal: Number(photos.total),
  };
}

async function syncedRows(db: Db, externalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('inspections as i')
    .select(
      sql<number>`(i.isSynced = 1
        AND NOT EXISTS (SELECT 1 FROM inspectionCategoryTypes ct
          WHERE ct.inspectionExternalId = i.externalId AND ct.isSynced = 0)
        AND NOT EXISTS (SELECT 1 FROM inspectionCategoryTypes ct JOIN observations o
          ON o.categoryTypeExternalId = ct.externalId
          WHERE ct.inspectionExternalId = i.externalId AND o.isSynced = 0))`.as('synced'),
    )
    .where('i.externalId', '=', externalId)
    .executeTakeFirst();
  return row?.synced === 1;
}

export async function inspectionOverview(db: Db, externalId: string): Promise<InspectionOverview> {
  const contents = await inspectionContents(db, externalId);
  if (contents === undefined) throw new EngineError('not-found', 'Inspection not found', { externalId });
  const scope = await loadScope(db, externalId);
  const values = plainValues(await readStoredValues(db, externalId));
  const sections = reviewSections(
    {
      values,
      context: {
        hasAsset: contents.assetId !== null,
        isYard: isYardInspection(contents),
        hasUndercarriage: contents.hasUndercarriage,
        hasBucket: contents.bucket !== null,
      },
      model: await undercarriageFlags(db, scope.modelId),
      assetType: scope.assetTypeName,
      bucketPath: contents.bucket ? `bucket/${contents.bucket.externalId}` : null,
      bucket: contents.bucket
        ? (await bucketModel(db, externalId, contents.bucket.externalId)).statuses
        : null,
    },
    reviewWordsOf(wordsShown()),
  );
  const inspection = await db
    .selectFrom('inspections as i')
    .leftJoin('inspectionBackups as b', 'b.externalId', 'i.externalId')
    .select(['i.isReopened', 'b.externalId as backup'])
    .where('i.externalId', '=', externalId)
    .executeTakeFirstOrThrow();
  const source = await localReportSource(db, noPhotoBytes, externalId, 'UndercarriageInspection', new Date());
  const upload = await uploadOf(db, externalId);
  const synced =
    (await syncedRows(db, externalId)) &&
    upload.pendingChanges === 0 &&
    upload.photosUploaded === upload.photosTotal;
  return {
    externalId,
    title: contents.title,
    completed: contents.completed,
    canCancelReopen: inspection.isReopened === 1 && inspection.backup !== null,
    isSynced: synced,
    sections,
    report: assembleReportData(source, scope.lengthUnit, wordsShown()),
    upload,
  };
}
