import { transfer } from 'comlink';
import type { EngineHost } from '../engine-host.ts';
import { readFrom, type Read } from '../reads.ts';
import { describeSchema, type TableInfo } from '../schema-browser.ts';
import type { SqlPage, SqlRunRequest, SqlRunResult } from '../sql-console.ts';
import type { SqlHistoryEntry } from '../sql-history.ts';

/** The developer SQL console. */
export function createDevApi(host: EngineHost) {
  return {
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
