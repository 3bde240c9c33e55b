import { transfer } from 'comlink';
import type { EngineHost } from '../engine-host.ts';
import type { EngineState } from '../engine-status.ts';
import {
  saveObservation,
  type ObservationInput,
  type SavedObservation,
} from '../observations/save-observation.ts';
import { addPhoto, type AddedPhoto, type PhotoDeps } from '../photos/add-photo.ts';
import type { PullResult } from '../sync/pull.ts';
import type { SyncService } from '../sync/sync-service.ts';
import type { SyncStatus } from '../sync/sync-status.ts';
import { readFrom, type Read } from '../reads.ts';
import { describeSchema, type TableInfo } from '../schema-browser.ts';
import type { SqlPage, SqlRunRequest, SqlRunResult } from '../sql-console.ts';
import type { SqlHistoryEntry } from '../sql-history.ts';
import { startMarks, type StartMark } from '../start-marks.ts';

/**
 * The developer's door (the SQL console, and `inspectEngine` in the browser console): also what the fault and
 * benchmark suites observe and drive, since the screens hear state and sync status through subscribe and write
 * through the recording area's checked doors. Its writes are raw: an observation or a photo on any category type
 * and entity, with no screen's rules (decision 0025), still one transaction with its outbox entry.
 */
export function createDevApi(
  host: EngineHost,
  sync: SyncService,
  photos: Pick<PhotoDeps, 'files' | 'compress'>,
) {
  return {
    getState(): EngineState {
      return host.state;
    },
    getSyncStatus(): SyncStatus {
      return sync.status;
    },
    /** The last pull's counts and timings (the benchmark reads them). */
    getLastPull(): PullResult | undefined {
      return sync.lastPull;
    },
    /** When each step of the engine's start happened (the cold-start benchmark reads them). */
    startMarks(): StartMark[] {
      return startMarks();
    },
    /** An upper bound on every request's timeout, in ms (undefined: the defaults): a stalling test network. */
    setRequestTimeoutCap(ms: number | undefined): void {
      sync.http.setTimeoutCap(ms);
    },
    async runSql(request: SqlRunRequest): Promise<SqlRunResult> {
      const engine = host.engine;
      const result = await engine.sqlConsole.run(request);
      await engine.sqlHistory.record(request.sql, result.ok);
      return result;
    },
    sqlPage(resultId: number, offset: number, pageSize?: number): SqlPage | undefined {
      return host.engine.sqlConsole.page(resultId, offset, pageSize);
    },
    sqlHistory(): Promise<Read<SqlHistoryEntry[]>> {
      const engine = host.engine;
      return readFrom(engine, () => engine.sqlHistory.list());
    },
    describeSchema(): Promise<Read<TableInfo[]>> {
      const engine = host.engine;
      return readFrom(engine, () => describeSchema(engine.serial));
    },
    /** An observation as given (the fault suite's random edits). */
    saveObservation(input: ObservationInput): Promise<SavedObservation> {
      return host.engine.db.transaction().execute((trx) => saveObservation(trx, input));
    },
    /** The observations of an inspection, for checking what reached the server. */
    listObservations(inspectionExternalId: string) {
      return host.engine.db
        .selectFrom('observations as o')
        .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
        .select([
          'o.externalId',
          'o.id',
          'o.observableItem',
          'o.value',
          'o.isSynced',
          'o.entityId',
          'o.entityExternalId',
        ])
        .where('c.inspectionExternalId', '=', inspectionExternalId)
        .orderBy('o.observableItem')
        .execute();
    },
    /** Compresses, stores and records a photo on any entity (the fault and report benchmarks' photos). */
    addPhoto(input: Omit<ObservationInput, 'value'> & { readonly image: Blob }): Promise<AddedPhoto> {
      return addPhoto({ db: host.engine.db, ...photos }, input);
    },
    async exportDatabase(): Promise<Uint8Array> {
      const bytes = await host.engine.exportDatabase();
      return transfer(bytes, [bytes.buffer]);
    },
  };
}
