import { assembleReportData } from '../../report/report-assemble.ts';
import type { LengthUnit } from '../../rules/index.ts';
import type { ReportSource } from '../../report/report-source.ts';
import { renderReportDocx } from '../../report/render-report.ts';
import { nodeRasteriser } from './node-rasteriser.ts';

// The report machinery of the server: the document builder, the zip, and resvg's WebAssembly with its fonts. About
// 75 MB resident once used, so routes/report.ts loads this module on the first report a process makes rather than at
// start: most processes of a fleet's server never make one (devices make their own), and the first report pays
// ~0.05–0.1 s for it (decision 0030).

export interface MadeReport {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** The Word report of an inspection's source, lengths in `lengths`; `fileName` is empty when the report names none. */
export async function makeReport(source: ReportSource, lengths: LengthUnit = 'mm'): Promise<MadeReport> {
  const data = assembleReportData(source, lengths);
  return { bytes: await renderReportDocx(data, { rasterise: nodeRasteriser() }), fileName: data.fileName };
}
