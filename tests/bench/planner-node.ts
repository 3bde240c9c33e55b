// `node tests/bench/planner-node.ts [--payload FILE] [--scale large]`: where the fleet planner's build spends its
// time, in Node on the app's SQLite WebAssembly build: the fleet's sync answer (read from FILE, else seeded and
// fetched from a server on port 4390 and saved to FILE) applied in memory, then the planner's statements and its
// judging timed apart. No browser, no throttling: a profile of the build, not a figure of the bench.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { Kysely } from 'kysely';
import * as v from 'valibot';
import { SyncResponseSchema } from '../../src/api/sync-items.ts';
import { SqliteWasmDialect } from '../../src/db/kysely-dialect.ts';
import { migrate } from '../../src/db/migrator.ts';
import type { Database } from '../../src/db/schema.ts';
import { SerialDb } from '../../src/db/serial-db.ts';
import { readFleetFacts } from '../../src/worker/planner/fleet-facts.ts';
import { buildPlannerIndex } from '../../src/worker/planner/planner-index.ts';
import { EMPTY_DB_CHUNK_ROWS, chunkStatement } from '../../src/worker/sync/apply-pull.ts';
import { planTransactions } from '../../src/worker/sync/pull-plan.ts';
import { makeDataDir, seedFleet, startServerProcess } from '../support/server-process.ts';
import { clientMigrationsOnDisk, jsonString } from './native-apply.ts';

const { values } = parseArgs({
  options: {
    payload: { type: 'string', default: '/tmp/planner-payload.json' },
    scale: { type: 'string', default: 'large' },
    port: { type: 'string', default: '4390' },
  },
});
const file = values.payload;
if (!existsSync(file)) {
  const dataDir = await makeDataDir();
  await seedFleet(dataDir, values.scale, Number(values.port));
  const server = await startServerProcess(Number(values.port), { dataDir });
  try {
    const token = await server.token('Bench Inspector', 'bench@example.com');
    const response = await fetch(`${server.url}/api/admin/v1/inspection/sync`, {
      headers: { authorization: `Bearer ${token}` },
    });
    writeFileSync(file, await response.text());
  } finally {
    await server.stop();
  }
}
const payload = v.parse(SyncResponseSchema, JSON.parse(readFileSync(file, 'utf8')));
const sqlite3 = await sqlite3InitModule();
const raw = new sqlite3.oo1.DB(':memory:', 'c');
migrate(raw, clientMigrationsOnDisk());
for (const transaction of planTransactions(payload, EMPTY_DB_CHUNK_ROWS)) {
  raw.exec('BEGIN');
  for (const chunk of transaction) raw.exec({ sql: chunkStatement(chunk), bind: [jsonString(chunk.json)] });
  raw.exec('COMMIT');
}
const serial = new SerialDb(sqlite3, raw);
const db = new Kysely<Database>({ dialect: new SqliteWasmDialect(serial) });
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  const facts = await readFleetFacts(db);
  const read = performance.now();
  const entries = await buildPlannerIndex(facts);
  const judged = performance.now();
  process.stdout.write(
    `round ${round}: read ${(read - started).toFixed(0)} ms, judge ${(judged - read).toFixed(0)} ms, ` +
      `${entries.length} rows of ${facts.inspectionsByAsset.size} machines\n`,
  );
}
