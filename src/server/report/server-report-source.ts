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
  const rows = {
    ...factRows(db, POSTGRES_FACTS, entityId),
    async photoBytes(observation: { externalId: string }) {
      const photo = await db
        .selectFrom('photos as p')
        .innerJoin('observations as o', 'o.id', 'p.observationId')
        .select('p.fileName')
        .where('o.externalId', '=', observation.externalId)
        .executeTakeFirst();
      return photo === undefined ? null : reportPhotoBytes(db, store, photo.fileName, trouble);
    },
    notFound,
  };
  return readReportSource(rows, reportType, now);
}
