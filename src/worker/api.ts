import { proxy } from 'comlink';
import { afterLanguage } from './api/after-language.ts';
import { createBucketRecordingApi } from './api/bucket-recording-api.ts';
import { combineAreas } from './api/combine-areas.ts';
import { createDevApi } from './api/dev-api.ts';
import type { createPlannerApi } from './api/planner-api.ts';
import { createRecordingApi } from './api/recording-api.ts';
import { lazyArea } from './api/lazy-area.ts';
import { markingInspectorWork } from './inspector-work.ts';
import type { createReportApi } from './api/report-api.ts';
import { createReviewApi } from './api/review-api.ts';
import { createShellApi } from './api/shell-api.ts';
import { createSyncApi, type SyncApiDeps } from './api/sync-api.ts';
import { createUndercarriageApi } from './api/undercarriage-api.ts';
import type { EngineHost } from './engine-host.ts';
import type { StartHelperWorker } from './helper-workers.ts';
import type { EngineListener } from './engine-status.ts';
import { judgeFleetInBackground } from './planner/planner-background.ts';

/**
 * The one object the worker exposes over Comlink: the engine's life, then domain methods grouped by area (one file
 * each in ./api), never raw SQL except the developer console.
 */
export function createEngineApi(host: EngineHost, sync: Omit<SyncApiDeps, 'host'>) {
  // One line per area; two areas exporting the same method name fail here, at start-up. The areas that answer in the
  // inspector's words wait while a language told is loading (api/after-language.ts).
  return combineAreas({
    engine: createEngineLife(host, sync),
    dev: createDevApi(host, sync.sync, { files: sync.files, compress: sync.compress }),
    // The inspector's screens mark their calls: the planner's background judging steps back while they come
    // (decision 0110).
    shell: inspectorArea(createShellApi(host, sync.sync.http), host),
    // The recording screens: one model per screen; every field saves through the recording area's write doors.
    recording: inspectorArea(createRecordingApi({ host, files: sync.files, compress: sync.compress }), host),
    undercarriage: inspectorArea(createUndercarriageApi(host), host),
    bucket: inspectorArea(createBucketRecordingApi(host), host),
    sync: inspectorArea(createSyncApi({ host, ...sync }), host),
    // The Word report's machinery (docx, the chart rasteriser: a third of the worker's code) loads on first use.
    report: afterLanguage(
      lazyArea<ReturnType<typeof createReportApi>>(
        () => import('./api/report-api.ts').then((area) => area.createReportApi(host, sync.files)),
        { prepareReport: true, generateReport: true },
      ),
    ),
    review: inspectorArea(createReviewApi(host), host),
    // The fleet planner: every machine's next changeouts, from this device's database. Its code loads on first use;
    // the fleet is judged in the background from the database's open on.
    planner: afterLanguage(plannerArea(host)),
  });
}

export type EngineApi = ReturnType<typeof createEngineApi>;

/** An area of the inspector's screens: its calls wait for a language being loaded, and mark the inspector's work. */
function inspectorArea<Area extends object>(area: Area, host: EngineHost): Area {
  return markingInspectorWork(afterLanguage(area), host.inspectorWork);
}

function plannerArea(host: EngineHost) {
  judgeFleetInBackground(host);
  return lazyArea<ReturnType<typeof createPlannerApi>>(
    () => import('./api/planner-api.ts').then((area) => area.createPlannerApi(host)),
    {
      plannerPage: true,
      plannerTrend: true,
      plannerShutdown: true,
      plannerCsv: true,
      plannerShutdownReport: true,
    },
  );
}

/** The engine's life: its state, the events the UI listens to, and the hand-over between tabs. */
function createEngineLife(host: EngineHost, sync: Omit<SyncApiDeps, 'host'>) {
  return {
    /**
     * The UI passes a Comlink proxy; it hears state changes, the tables each write changed, connectivity and sync.
     * A new subscriber is told the current state, connectivity and sync status at once, so none is missed.
     */
    subscribe(listener: EngineListener): () => void {
      const stop = host.subscribe(listener);
      const online = sync.sync.connectivity.known;
      if (online !== undefined) listener({ type: 'connectivity', online });
      listener({ type: 'sync', status: sync.sync.status });
      return proxy(stop);
    },
    requestTakeover(): void {
      host.requestTakeover();
    },
    /**
     * The page gives (a Comlink proxy of) its starter of helper workers, the sync reader's and the photos', as it
     * starts, before it signs in: this worker starts none itself (decision 0108).
     */
    useHelperWorkers(start: StartHelperWorker): void {
      sync.helpers.use(start);
    },
    /** The page went into the back-forward cache: the database and its lock are given up until `resumeFromBackForwardCache`. */
    suspendForBackForwardCache(): Promise<void> {
      return host.suspend();
    },
    /** The page is shown again from the back-forward cache: it takes the database back, or waits in line for it. */
    resumeFromBackForwardCache(): Promise<void> {
      return host.resume();
    },
  };
}
