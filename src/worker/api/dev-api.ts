import { transfer } from 'comlink';
import type { EngineHost } from '../engine-host.ts';
import type { EngineState } from '../engine-status.ts';
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
 * benchmark suites observe, since the screens hear state and sync status through subscribe.
 */
export function createDevApi(host: EngineHost, sync: SyncService) {
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
    async exportDatabase(): Promise<Uint8Array> {
      const bytes = await host.engine.exportDatabase();
      return transfer(bytes, [bytes.buffer]);
    },
  };
}
