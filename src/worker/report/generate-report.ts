import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import type { ReportType } from '../../report/report-data.ts';
import { rasteriseCharts, renderReportDocx } from '../../report/render-report.ts';
import type { SvgRasteriser } from '../../report/svg-to-png.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { wordsShown } from '../language.ts';
import { lengthUnitOfInspection } from '../length-unit.ts';
import { localReportSource } from './local-report-source.ts';

export interface GeneratedReport {
  fileName: string;
  bytes: Uint8Array;
}

type ReportOptions = { reportType?: ReportType; now?: Date };

/** The report's data of an inspection, from local data only (photos read from `files`). */
async function localReportData(
  db: Kysely<Database>,
  files: Pick<PhotoFiles, 'read'>,
  inspectionExternalId: string,
  options: ReportOptions,
) {
  const source = await localReportSource(
    db,
    files,
    inspectionExternalId,
    options.reportType ?? 'UndercarriageInspection',
    options.now ?? new Date(),
  );
  // recording spec §3 report types: a yard inspection looks at a bucket only, so its report is a bucket inspection's.
  const reportType: ReportType =
    options.reportType ??
    (source.subject.kind === 'mineLocation' ? 'BucketInspection' : 'UndercarriageInspection');
  const unit = await lengthUnitOfInspection(db, inspectionExternalId);
  return assembleReportData({ ...source, reportType }, unit, wordsShown());
}

/** The Word report of an inspection, made on the device from local data only. */
export async function generateLocalReport(
  db: Kysely<Database>,
  files: PhotoFiles,
  inspectionExternalId: string,
  options: ReportOptions & { rasterise?: SvgRasteriser } = {},
): Promise<GeneratedReport> {
  const data = await localReportData(db, files, inspectionExternalId, options);
  const words = wordsShown();
  const bytes = await renderReportDocx(
    data,
    options.rasterise === undefined ? { words } : { rasterise: options.rasterise, words },
  );
  return { fileName: data.fileName, bytes };
}

/** Photo files as the chart pass reads them: none (the charts need only the readings). */
const NO_PHOTOS = { read: () => Promise.resolve(undefined) };

/**
 * Rasterises the wear trend charts of the inspection's report into the rasteriser's cache, reading no photos: done
 * while review is open, so the report after Submit only builds the document.
 */
export async function prepareLocalReportCharts(
  db: Kysely<Database>,
  inspectionExternalId: string,
  rasterise: SvgRasteriser,
  options: ReportOptions = {},
): Promise<number> {
  const data = await localReportData(db, NO_PHOTOS, inspectionExternalId, options);
  return (await rasteriseCharts(data, rasterise)).length;
}
