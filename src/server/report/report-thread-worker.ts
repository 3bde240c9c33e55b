import { parentPort } from 'node:worker_threads';
import type { Language } from '../../i18n/languages.ts';
import type { LengthUnit } from '../../rules/index.ts';
import type { ReportSource } from '../../report/report-source.ts';
import { makeReportParts } from './report-machinery.ts';
import { zipFileOf } from './zip-stream.ts';

// Runs in the report thread (report-thread.ts): the judgement, the document, the charts and the zip's compression
// of one report at a time, answered to the server's thread by the request's id.

export interface ReportAsked {
  readonly id: number;
  readonly source: ReportSource;
  readonly lengthUnit: LengthUnit | undefined;
  readonly language: Language | undefined;
}

parentPort?.on('message', (asked: ReportAsked) => {
  makeReportParts(asked.source, asked.lengthUnit, asked.language).then(
    (made) =>
      parentPort?.postMessage({ id: asked.id, fileName: made.fileName, files: made.parts.map(zipFileOf) }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: asked.id,
        failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
