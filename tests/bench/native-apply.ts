import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SYNC_LIST_NAMES } from '../../src/api/sync-lists.ts';
import type { SyncResponse } from '../../src/api/sync-items.ts';
import { parseMigrationFiles } from '../../src/db/migrator.ts';
import { PULL_STATEMENTS } from '../../src/worker/sync/pull-statements.ts';

const CHUNK_ROWS = 5000;

/**
 * The physical reference: the same payload applied by native SQLite (node:sqlite) to the same schema with the same
 * statements, chunks and transactions as the worker, in a file on disk like OPFS.
 */
export function applyNatively(payload: SyncResponse, file: string): { applyMs: number; rows: number } {
  const dir = path.resolve('migrations/client');
  const migrations = parseMigrationFiles(
    Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')])),
  );
  const db = new DatabaseSync(file);
  for (const migration of migrations) db.exec(migration.sql);
  let rows = 0;
  const started = performance.now();
  for (const list of SYNC_LIST_NAMES) {
    const items: readonly unknown[] = payload.syncItems[list];
    const statement = db.prepare(PULL_STATEMENTS.get(list)?.upsert ?? '');
    for (let i = 0; i < items.length; i += CHUNK_ROWS) {
      db.exec('BEGIN IMMEDIATE');
      statement.run(JSON.stringify(items.slice(i, i + CHUNK_ROWS)));
      db.exec('COMMIT');
    }
    rows += items.length;
  }
  db.exec(`UPDATE syncState SET lastSyncDate = '${payload.serverTimeUtc}'`);
  const applyMs = performance.now() - started;
  db.close();
  return { applyMs, rows };
}
