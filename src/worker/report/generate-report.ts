import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import type { ReportType } from '../../report/report-data.ts';
import { renderReportDocx } from '../../report/render-report.ts';
import type { SvgRasteriser } from '../../report/svg-to-png.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { localReportSource } from './local-report-source.ts';

export interface GeneratedReport {
  fileName: string;
  bytes: Uint8Array;
}

/** The Word report of an inspection, made on the device from local data only. */
export async function generateLocalReport(
  db: Kysely<Database>,
  files: PhotoFiles,
  inspectionExternalId: string,
  options: { reportType?: ReportType; rasterise?: SvgRasteriser; now?: Date } = {},
): Promise<GeneratedReport> {
  const source = await localReportSource(
    db,
    files,
    inspectionExternalId,
    options.reportType ?? 'UndercarriageInspection',
    options.now ?? new Date(),
  );
  const data = assembleReportData(source);
  const bytes = await renderReportDocx(
    data,
    options.rasterise === undefined ? {} : { rasterise: options.rasterise },
  );
  return { fileName: data.fileName, bytes };
}
