import { transfer } from 'comlink';
import { formatDay } from '../../rules/judgement-text.ts';
import { plannerCsvFileName, shutdownFileName } from '../../rules/planner.ts';
import { EngineError } from '../engine-error.ts';
import { wordsShown } from '../language.ts';
import type { EngineHost } from '../engine-host.ts';
import { plannerCsv } from '../planner/planner-csv.ts';
import {
  parsePlannerFilter,
  parsePlannerRequest,
  parseShutdownRequest,
  parseTrendRequest,
  type PlannerFilter,
  type PlannerRequest,
  type ShutdownRequest,
} from '../planner/planner-request.ts';
import { readAllEntries, readPlannerPage, readShutdownPlan, readTrend } from '../planner/planner-read.ts';
import { plannerStore } from '../planner/planner-store.ts';
import type { PlannerPage, PlannerTrend, ShutdownPlan } from '../planner/planner-views.ts';
import type { Read } from '../reads.ts';

export interface PlannerFile {
  readonly fileName: string;
  readonly blob: Blob;
}

export interface PlannerDocument {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

// The filters in force, in words, for the shutdown page's subtitle.
function scopeText(filter: PlannerFilter): string {
  return [
    filter.customer,
    filter.site,
    filter.assetType,
    filter.component,
    filter.action,
    filter.search.trim(),
  ]
    .filter((s) => s !== '')
    .join(' · ');
}

/**
 * The fleet planner: every machine's judged components from this device's database, one read per view; the CSV and
 * the shutdown's Word page are made here and handed over whole.
 */
export function createPlannerApi(host: EngineHost) {
  // The stored rows are kept current by the background judging (../planner/planner-background.ts).
  const store = () => plannerStore(host.engine, host.inspectorWork);
  const db = () => host.engine.db;
  return {
    plannerPage(request: PlannerRequest): Promise<Read<PlannerPage>> {
      const checked = parsePlannerRequest(request);
      const planner = store();
      return planner.read((status) => readPlannerPage(db(), checked, status, () => planner.fleet()));
    },
    plannerTrend(rowId: string): Promise<Read<PlannerTrend>> {
      const checked = parseTrendRequest({ rowId });
      return store().read(async () => {
        const trend = await readTrend(db(), checked.rowId);
        if (trend === undefined)
          throw new EngineError('not-found', 'This component is no longer in the planner');
        return trend;
      });
    },
    plannerShutdown(request: ShutdownRequest): Promise<Read<ShutdownPlan>> {
      const checked = parseShutdownRequest(request);
      return store().read((status) => readShutdownPlan(db(), checked, status));
    },
    /** The list the filters keep, every row, as a CSV file. */
    async plannerCsv(filter: Omit<PlannerRequest, 'offset' | 'limit'>): Promise<PlannerFile> {
      const checked = parsePlannerFilter(filter);
      const { value } = await store().read(async () => plannerCsv(await readAllEntries(db(), checked)));
      return { fileName: plannerCsvFileName(new Date().toISOString()), blob: value };
    },
    /** The shutdown list, every machine, as a short Word page. */
    async plannerShutdownReport(request: ShutdownRequest): Promise<PlannerDocument> {
      const checked = parseShutdownRequest({ ...request, limit: undefined });
      const { value: plan } = await store().read((status) =>
        readShutdownPlan(db(), { ...checked, limit: Number.MAX_SAFE_INTEGER }, status),
      );
      const [{ renderShutdownDocx }, { shutdownWordsOf }] = await Promise.all([
        import('../../report/shutdown-report.ts'),
        import('../../report/shutdown-words.ts'),
      ]);
      // The page in the language the planner shows, as its rows already are
      const t = wordsShown();
      const bytes = renderShutdownDocx(
        {
          dateText: plan.dateText,
          madeText: formatDay(new Date().toISOString(), t.locale),
          scope: scopeText(checked),
          totals: plan.totals,
          machines: plan.machines,
        },
        { words: shutdownWordsOf(t) },
      );
      const document = { fileName: shutdownFileName(plan.date), bytes };
      return transfer(document, [bytes.buffer]);
    },
  };
}
