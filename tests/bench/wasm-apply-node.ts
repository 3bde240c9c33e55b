// `node tests/bench/wasm-apply-node.ts --payload FILE [--rounds 3]`: where the worker's apply loses to native SQLite.
// The same first-sync plan (statements, pieces, one transaction) applied to the same schema by native
// SQLite (node:sqlite) in a file and in memory, and by the app's SQLite WebAssembly build in memory, all in this one
// Node process (the same V8): the WebAssembly build's own cost, with no OPFS and no browser. FILE is a sync answer
// saved as JSON (for example `curl -H "authorization: Bearer …" …/api/admin/v1/inspection/sync > payload.json`).
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import * as v from 'valibot';
import { SyncResponseSchema } from '../../src/api/sync-items.ts';
import { BULK_CACHE_KB, EMPTY_DB_CHUNK_ROWS, chunkStatement } from '../../src/worker/sync/apply-pull.ts';
import { planTransactions } from '../../src/worker/sync/pull-plan.ts';
import { dropIndexes, restoreIndexes, type SqlRunner } from '../../src/worker/sync/deferred-indexes.ts';
import { clientMigrationsOnDisk, jsonString, nativeRunner } from './native-apply.ts';

const { values } = parseArgs({
  options: { payload: { type: 'string' }, rounds: { type: 'string', default: '3' } },
});
if (!values.payload) throw new Error('usage: --payload FILE [--rounds N]');
const payload = v.parse(SyncResponseSchema, JSON.parse(readFileSync(values.payload, 'utf8')));
const plan = planTransactions(payload, EMPTY_DB_CHUNK_ROWS);
const migrations = clientMigrationsOnDisk();

interface Db extends SqlRunner {
  run(sql: string, json: string): void;
  close(): void;
}

function applyPlan(db: Db): number {
  for (const migration of migrations) db.exec(migration.sql);
  db.exec(`PRAGMA cache_size = -${BULK_CACHE_KB}`);
  const started = performance.now();
  for (const [index, transaction] of plan.entries()) {
    db.exec('BEGIN IMMEDIATE');
    const dropped = index === 0 ? dropIndexes(db) : [];
    for (const chunk of transaction) db.run(chunkStatement(chunk), jsonString(chunk.json));
    restoreIndexes(db, dropped);
    db.exec('COMMIT');
  }
  const ms = performance.now() - started;
  db.close();
  return ms;
}

function nativeDb(file: string): Db {
  const db = new DatabaseSync(file);
  return {
    ...nativeRunner(db),
    run: (sql, json) => void db.prepare(sql).run(json),
    close: () => db.close(),
  };
}

const sqlite3 = await sqlite3InitModule();
function wasmDb(): Db {
  const db = new sqlite3.oo1.DB(':memory:');
  return {
    exec: (sql) => void db.exec(sql),
    rows: (sql) => db.selectArrays(sql) as unknown[][],
    run: (sql, json) => void db.exec({ sql, bind: [json] }),
    close: () => db.close(),
  };
}

const rows: Record<string, number[]> = { nativeFile: [], nativeMemory: [], wasmMemory: [] };
for (let round = 0; round < Number(values.rounds); round++) {
  const file = path.join(tmpdir(), `wasm-apply-${process.pid}-${round}.sqlite3`);
  rows.nativeFile?.push(applyPlan(nativeDb(file)));
  rmSync(file, { force: true });
  rows.nativeMemory?.push(applyPlan(nativeDb(':memory:')));
  rows.wasmMemory?.push(applyPlan(wasmDb()));
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
for (const [name, list] of Object.entries(rows)) {
  process.stdout.write(`${name.padEnd(13)} ${list.map((ms) => ms.toFixed(0).padStart(6)).join(' ')} ms\n`);
}
process.stdout.write(
  `wasm memory ÷ native memory ${(median(rows.wasmMemory ?? []) / median(rows.nativeMemory ?? [])).toFixed(2)}×, ` +
    `native file ÷ native memory ${(median(rows.nativeFile ?? []) / median(rows.nativeMemory ?? [])).toFixed(2)}×\n`,
);
