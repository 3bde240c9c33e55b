import { transfer } from 'comlink';
import * as v from 'valibot';
import { EngineError } from '../engine-error.ts';
import type { EngineHost } from '../engine-host.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { browserRasteriser } from '../report/browser-rasteriser.ts';
import {
  generateLocalReport,
  prepareLocalReportCharts,
  type GeneratedReport,
} from '../report/generate-report.ts';
import { warmUpReport } from '../../report/report-warm-up.ts';

const ExternalIdSchema = v.pipe(v.string(), v.uuid());

/** The Word report, made in the worker from local data (offline); the bytes are transferred, not copied. */
export function createReportApi(host: EngineHost, files: PhotoFiles) {
  let warmUp: Promise<void> | undefined;
  return {
    /**
     * Readies the report machinery (WebAssembly, fonts, document builder) once per worker and, given the inspection,
     * rasterises its wear trend charts, so the report after Submit is as quick as the next; the review and completed
     * inspection screens ask for it when they open. It never fails: the real report says what failed.
     */
    async prepareReport(inspectionExternalId?: string): Promise<void> {
      warmUp ??= warmUpReport(browserRasteriser()).catch(() => {
        warmUp = undefined;
      });
      await warmUp;
      if (inspectionExternalId === undefined || !v.is(ExternalIdSchema, inspectionExternalId)) return;
      await prepareLocalReportCharts(host.engine.db, inspectionExternalId, browserRasteriser()).catch(
        () => undefined,
      );
    },
    async generateReport(inspectionExternalId: string): Promise<GeneratedReport> {
      if (!v.is(ExternalIdSchema, inspectionExternalId)) {
        throw new EngineError('invalid-input', 'Inspection ID is required');
      }
      const report = await generateLocalReport(host.engine.db, files, inspectionExternalId, {
        rasterise: browserRasteriser(),
      });
      return transfer(report, [report.bytes.buffer]);
    },
  };
}
