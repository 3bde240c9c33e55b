import { Hono } from 'hono';
import { DEFAULT_REPORT_FILE_NAME, REPORT_FAILED, ReportRequestSchema } from '../../api/report.ts';
import type { AppEnv } from '../app-env.ts';
import { errorFields } from '../log.ts';
import { HttpError, parseOr400, readJson } from '../http-errors.ts';
import { heldWhileSent } from '../report/held-while-sent.ts';
import { CollectAfterReports } from '../report/collect-after-reports.ts';
import { ReportSlots, ReportsBusy } from '../report/report-slots.ts';
import { ReportThread, type MadeReport } from '../report/report-thread.ts';
import { zipStream } from '../report/zip-stream.ts';
import { serverReportSource } from '../report/server-report-source.ts';
import { siteLengthUnitOf } from '../report/site-length-unit.ts';
import type { Services } from '../services.ts';

// POST report/generate (recording spec §7): the Word report of an inspection, made by the same module as the
// device's, as the file itself with its name in content-disposition. A failure answers "Failed to get inspection
// report: {Status}" with the reason.

/** A report request is a handful of short fields: a larger body is refused as it arrives. */
export const REPORT_BODY_MAX_BYTES = 16 * 1024;

/** Reports one process makes at once, and how many more wait their turn (report-slots.ts says why). */
export const REPORTS_AT_ONCE = 1;
export const REPORTS_WAITING = 4;
/** What a client is told when every slot and place in the queue is taken: a report takes a few seconds. */
export const REPORTS_RETRY_AFTER_S = 5;
export const REPORTS_BUSY_MESSAGE = `The server is making other reports right now. Try again in ${REPORTS_RETRY_AFTER_S} seconds.`;

/** A client that takes nothing of its report for this long loses the download and frees the slot. */
export const REPORT_STALL_MS = 30_000;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** RFC 6266: an ASCII fallback name and the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || DEFAULT_REPORT_FILE_NAME;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function reportRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const slots = new ReportSlots(REPORTS_AT_ONCE, REPORTS_WAITING);
  const thread = new ReportThread();
  const collector = new CollectAfterReports();
  routes.post('/report/generate', async (c) => {
    const request = parseOr400(
      ReportRequestSchema,
      await readJson(c, { maxBytes: REPORT_BODY_MAX_BYTES }),
      'body',
    );
    let release: () => void;
    try {
      const releaseSlot = await slots.acquire();
      collector.busy();
      release = () => {
        releaseSlot();
        if (slots.idle) collector.idle();
      };
    } catch (error) {
      if (!(error instanceof ReportsBusy)) throw error;
      throw new HttpError(
        503,
        { error: `${REPORT_FAILED}: 503`, issues: [{ path: 'report', message: REPORTS_BUSY_MESSAGE }] },
        { 'retry-after': String(REPORTS_RETRY_AFTER_S) },
      );
    }
    let made: MadeReport;
    try {
      const source = await serverReportSource(
        services.db,
        services.photos,
        request.entityId,
        request.reportType,
        new Date(),
        (fileName, error) => services.log.warn('report photo', { fileName, ...errorFields(error) }),
      );
      // Made off the event loop (report-thread.ts says why).
      const lengthUnit =
        request.lengthUnit ?? (await siteLengthUnitOf(services.db, source.inspection.externalId));
      made = await thread.make(source, lengthUnit, request.language);
    } catch (error) {
      release();
      if (error instanceof HttpError) {
        throw new HttpError(error.status, {
          error: `${REPORT_FAILED}: ${error.status}`,
          issues: [{ path: 'body.entityId', message: error.body.error }],
        });
      }
      // Anything else is the server's fault: logged with its cause, answered in the spec's words.
      services.log.error('report failed', { entityId: String(request.entityId), ...errorFields(error) });
      throw new HttpError(500, { error: `${REPORT_FAILED}: 500` });
    }
    // Everything that can fail has run: the file is written as the client takes it (no content-length, chunked),
    // and the slot is held until it has gone (held-while-sent.ts).
    return new Response(heldWhileSent(zipStream(made.files), release, REPORT_STALL_MS), {
      headers: {
        'content-type': DOCX,
        'content-disposition': contentDisposition(made.fileName || DEFAULT_REPORT_FILE_NAME),
        'cache-control': 'no-store',
      },
    });
  });
  return routes;
}
