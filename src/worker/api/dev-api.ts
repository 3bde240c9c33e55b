import { transfer } from 'comlink';
import type { EngineHost } from '../engine-host.ts';
import type { JsonValue } from '../kv-store.ts';
import { describeSchema, type TableInfo } from '../schema-browser.ts';
import type { SqlPage, SqlRunRequest, SqlRunResult } from '../sql-console.ts';
import type { SqlHistoryEntry } from '../sql-history.ts';

/** Settings and the developer SQL console. */
export function createDevApi(host: EngineHost) {
  return {
    getSetting(key: string): Promise<JsonValue | undefined> {
      return host.engine.kv.get(key);
    },
    setSetting(key: string, value: JsonValue): Promise<void> {
      return host.engine.kv.set(key, value);
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
    sqlHistory(): Promise<SqlHistoryEntry[]> {
      return host.engine.sqlHistory.list();
    },
    clearSqlHistory(): Promise<void> {
      return host.engine.sqlHistory.clear();
    },
    describeSchema(): Promise<TableInfo[]> {
      return describeSchema(host.engine.serial);
    },
    async exportDatabase(): Promise<Uint8Array> {
      const bytes = await host.engine.exportDatabase();
      return transfer(bytes, [bytes.buffer]);
    },
  };
}
