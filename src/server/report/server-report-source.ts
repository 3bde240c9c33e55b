import { POSTGRES_FACTS } from '../../facts/facts-dialect.ts';
import { factRows } from '../../facts/report-rows.ts';
import type { ReportType } from '../../report/report-data.ts';
import type { ReportSource } from '../../report/report-source.ts';
import { readReportSource } from '../../report/report-source-reader.ts';
import type { Db } from '../db/connect.ts';
import { notFound } from '../http-errors.ts';
import { reportPhotoBytes, type ReportPhotoTrouble } from '../photos/report-copies.ts';
import type { PhotoStore } from '../photos/store.ts';

// The server's report source: the one facts reader on PostgreSQL (inspections found by id or externalId) and the
// photos from the photo store, found by the name their upload was given (the photos table), each at a report's size
// (report-copies.ts).

/** Everything the report of one inspection needs, from the server's database and photo store. */
export function serverReportSource(
  db: Db,
  store: PhotoStore,
  entityId: number | string,
  reportType: ReportType,
  now: Date,
  trouble: ReportPhotoTrouble = () => {},
): Promise<ReportSource> {
  // Every photo's stored name in one query, asked once: a report may hold up to the photo cap.
  let fileNames: Promise<Map<string, string>> | undefined;
  const photoFileNames = async () => {
    const rows = await db
      .selectFrom('photos as p')
      .innerJoin('observations as o', 'o.id', 'p.observationId')
      .innerJoin('inspectionCategoryTypes as c', 'c.id', 'o.categoryTypeId')
      .innerJoin('inspections as i', 'i.id', 'c.inspectionId')
      .select(['o.externalId', 'p.fileName'])
      .where(typeof entityId === 'number' ? 'i.id' : 'i.externalId', '=', entityId)
      .execute();
    return new Map(rows.map((r) => [r.externalId, r.fileName]));
  };
  const rows = {
    ...factRows(db, POSTGRES_FACTS, entityId),
    async photoBytes(observation: { externalId: string }) {
      fileNames ??= photoFileNames();
      const fileName = (await fileNames).get(observation.externalId);
      return fileName === undefined ? null : reportPhotoBytes(db, store, fileName, trouble);
    },
    notFound,
  };
  return readReportSource(rows, reportType, now);
}
