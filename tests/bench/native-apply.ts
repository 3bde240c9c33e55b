import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SyncResponse } from '../../src/api/sync-items.ts';
import { parseMigrationFiles } from '../../src/db/migrator.ts';
import { BULK_CACHE_KB, EMPTY_DB_CHUNK_ROWS, chunkStatement } from '../../src/worker/sync/apply-pull.ts';
import { planTransactions } from '../../src/worker/sync/pull-plan.ts';
import { dropIndexes, restoreIndexes, type SqlRunner } from '../../src/worker/sync/deferred-indexes.ts';
import type { JsonText } from '../../src/worker/sync/json-statements.ts';

/** The device's schema, read from the migration files as the app's build bundles them. */
export function clientMigrationsOnDisk() {
  const dir = path.resolve('migrations/client');
  return parseMigrationFiles(
    Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')])),
  );
}

/**
 * The physical reference: the same payload applied by native SQLite (node:sqlite) to the same schema with the same
 * statements, chunks and transactions as the worker, in a file on disk like OPFS.
 */
export function applyNatively(payload: SyncResponse, file: string): { applyMs: number; rows: number } {
  const db = new DatabaseSync(file);
  for (const migration of clientMigrationsOnDisk()) db.exec(migration.sql);
  db.exec(`PRAGMA cache_size = -${BULK_CACHE_KB}`);
  let rows = 0;
  const started = performance.now();
  // The worker's plan for a first sync into an empty database: the same pieces, transactions and statements (the JSON
  // of each piece is made before timing, as the worker binds the text it received), the secondary indexes built
  // after the rows of the first transaction, as the worker does.
  const runner = nativeRunner(db);
  for (const [index, transaction] of planTransactions(payload, EMPTY_DB_CHUNK_ROWS).entries()) {
    db.exec('BEGIN IMMEDIATE');
    const dropped = index === 0 ? dropIndexes(runner) : [];
    for (const chunk of transaction) {
      db.prepare(chunkStatement(chunk)).run(jsonString(chunk.json));
      if (chunk.kind === 'upsert') rows += chunk.rows;
    }
    restoreIndexes(runner, dropped);
    db.exec('COMMIT');
  }
  db.exec(`UPDATE syncState SET lastSyncDate = '${payload.serverTimeUtc}'`);
  const applyMs = performance.now() - started;
  db.close();
  return { applyMs, rows };
}

/** node:sqlite as deferred-indexes.ts runs SQL. */
export function nativeRunner(db: DatabaseSync): SqlRunner {
  return {
    exec: (sql) => db.exec(sql),
    rows: (sql) =>
      db
        .prepare(sql)
        .all()
        .map((row) => Object.values(row)),
  };
}

/** A plan's JSON as text (the plan is made of text; the type also allows the sync reader's bytes). */
export function jsonString(json: JsonText): string {
  return typeof json === 'string' ? json : new TextDecoder().decode(json);
}
