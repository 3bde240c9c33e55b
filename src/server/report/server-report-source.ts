import { POSTGRES_FACTS } from '../../facts/facts-dialect.ts';
import { factRows } from '../../facts/report-rows.ts';
import type { ReportType } from '../../report/report-data.ts';
import type { ReportSource } from '../../report/report-source.ts';
import { readReportSource } from '../../report/report-source-reader.ts';
import type { Db } from '../db/connect.ts';
import { notFound } from '../http-errors.ts';
import type { PhotoStore } from '../photos/store.ts';

// The server's report source: the one facts reader on PostgreSQL (inspections found by id or externalId) and the
// photos from the photo store, which keeps each file under the name its upload was given (the photos table).

/** Everything the report of one inspection needs, from the server's database and photo store. */
export function serverReportSource(
  db: Db,
  store: PhotoStore,
  entityId: number | string,
  reportType: ReportType,
  now: Date,
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
      const file = photo === undefined ? undefined : await store.open(photo.fileName).catch(() => undefined);
      if (file === undefined) return null;
      return new Uint8Array(await new Response(file.body).arrayBuffer());
    },
    notFound,
  };
  return readReportSource(rows, reportType, now);
}
