import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import type { Language } from '../../i18n/languages.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import type { LengthUnit } from '../../rules/index.ts';
import type { ReportSource } from '../../report/report-source.ts';
import type { DocxPart } from '../../report/docx-package.ts';
import { renderReportParts } from '../../report/render-report.ts';
import { nodeRasteriser } from './node-rasteriser.ts';

// The report machinery of the server: the document builder, the zip, and resvg's WebAssembly with its fonts. About
// 75 MB resident once used, so only the report thread loads it (report-thread-worker.ts), started by a report and
// ended when idle: most processes of a fleet's server never make one (devices make their own; decision 0030).

export interface MadeReportParts {
  readonly parts: DocxPart[];
  readonly fileName: string;
}

/**
 * The files of the Word report's package, lengths in `lengths`, written in `language` (decision 0065), for the route
 * to stream as a zip (zip-stream.ts).
 */
export async function makeReportParts(
  source: ReportSource,
  lengths: LengthUnit = 'mm',
  language: Language = 'en',
): Promise<MadeReportParts> {
  const words = translatorFor(language, await messagesOf(language));
  const data = assembleReportData(source, lengths, words);
  return {
    parts: await renderReportParts(data, { rasterise: nodeRasteriser(), words }),
    fileName: data.fileName,
  };
}
