import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SQLITE_FACTS } from '../../facts/facts-dialect.ts';
import { factRows } from '../../facts/report-rows.ts';
import type { ReportType } from '../../report/report-data.ts';
import type { ReportSource } from '../../report/report-source.ts';
import {
  factsWithOwnReadingsAgain,
  readFactsWithBasis,
  readReportSource,
  reportBucketOf,
  type FactsWithBasis,
  type ReportRowReader,
} from '../../report/report-source-reader.ts';
import { EngineError } from '../engine-error.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';

// The device's report source: the one facts reader on the local database (inspections found by externalId) and the
// photo files in OPFS, each named by its observation's value — no network.

function localRows(
  db: Kysely<Database>,
  files: Pick<PhotoFiles, 'read'> | null,
  externalId: string,
): ReportRowReader<number | string> {
  return {
    ...factRows(db, SQLITE_FACTS, externalId),
    async photoBytes({ value }) {
      const blob =
        files === null || value === null ? undefined : await files.read(value).catch(() => undefined);
      return blob === undefined ? null : new Uint8Array(await blob.arrayBuffer());
    },
    notFound: (message) => new EngineError('not-found', message),
  };
}

/** Everything the report of one inspection needs, from this device only. */
export function localReportSource(
  db: Kysely<Database>,
  files: Pick<PhotoFiles, 'read'>,
  inspectionExternalId: string,
  reportType: ReportType,
  now: Date,
): Promise<ReportSource> {
  return readReportSource(localRows(db, files, inspectionExternalId), reportType, now);
}

/** The facts of the one judgement of an inspection on this device, with what their shape rests on (decision 0067). */
export function localFactsWithBasis(
  db: Kysely<Database>,
  inspectionExternalId: string,
  now: Date,
): Promise<FactsWithBasis> {
  return readFactsWithBasis(localRows(db, null, inspectionExternalId), now);
}

/** Kept facts with the inspection's own readings read again; undefined when more than their values changed. */
export function localFactsAgain(
  db: Kysely<Database>,
  inspectionExternalId: string,
  kept: FactsWithBasis,
): Promise<FactsWithBasis | undefined> {
  return factsWithOwnReadingsAgain(localRows(db, null, inspectionExternalId), kept);
}

/** The bucket this inspection's report shows now, which its completion records (decision 0045). */
export function reportBucketOnDevice(
  db: Kysely<Database>,
  inspectionExternalId: string,
): Promise<string | null> {
  return reportBucketOf(localRows(db, null, inspectionExternalId));
}
