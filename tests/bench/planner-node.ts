// `node tests/bench/planner-node.ts [--payload FILE] [--scale large]`: the fleet planner's stored rows profiled in
// Node on the app's SQLite WebAssembly build: the fleet's sync answer (read from FILE, else seeded and fetched from a
// server on port 4390 and saved to FILE) applied in memory with the stale-marking triggers idle and marking, the
// fingerprint query they replace, the whole fleet judged at once (as before) and in chunks into the stored rows,
// which must equal it row for row and in the CSV, and a page read. No browser, no throttling: a profile.
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
import { plannerCsv } from '../../src/worker/planner/planner-csv.ts';
import { buildPlannerIndex, type PlannerEntry } from '../../src/worker/planner/planner-index.ts';
import { readAllEntries, readPlannerPage } from '../../src/worker/planner/planner-read.ts';
import { parsePlannerFilter, parsePlannerRequest } from '../../src/worker/planner/planner-request.ts';
import { MACHINES_PER_CHUNK, PlannerStore } from '../../src/worker/planner/planner-store.ts';
import { plannerRow } from '../../src/worker/planner/planner-views.ts';
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
const ms = (from: number) => (performance.now() - from).toFixed(0);

/**
 * A migrated in-memory database with the answer applied as a first sync does. marks: the triggers mark ('marking'),
 * are there but idle (a first sync: 'idle'), or are not there at all (the migrations before the planner's: 'none').
 */
function applied(marks: 'marking' | 'idle' | 'none') {
  const raw = new sqlite3.oo1.DB(':memory:', 'c');
  const migrations = clientMigrationsOnDisk();
  migrate(raw, marks === 'none' ? migrations.filter((m) => !m.name.includes('planner')) : migrations);
  if (marks === 'marking') raw.exec('UPDATE plannerState SET tracking = 1');
  const started = cpuMs();
  applyAll(raw);
  return { raw, applyMs: cpuMs() - started };
}

/** This process's CPU time (user and system), ms: steadier than the clock on a machine shared with others. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function applyAll(raw: InstanceType<typeof sqlite3.oo1.DB>): void {
  for (const transaction of planTransactions(payload, EMPTY_DB_CHUNK_ROWS)) {
    raw.exec('BEGIN');
    for (const chunk of transaction) raw.exec({ sql: chunkStatement(chunk), bind: [jsonString(chunk.json)] });
    raw.exec('COMMIT');
  }
}

// What the stale marks cost a sync, in CPU time (the least of the rounds): the answer applied without the planner's
// triggers, with them idle (a first sync: nothing judged yet), marking (worst case: a whole fleet arriving on a device
// already judged), and applied again over itself with them marking (a full sync of unchanged rows on a judged device).
const costs = { none: [] as number[], idle: [] as number[], marking: [] as number[], again: [] as number[] };
let marked = 0;
for (let round = 0; round < (process.env.PLANNER_NODE_QUICK ? 0 : 3); round++) {
  for (const marks of ['none', 'idle', 'marking'] as const) {
    const run = applied(marks);
    costs[marks].push(run.applyMs);
    if (marks === 'marking') {
      marked = Number(run.raw.selectValue('SELECT count(*) FROM plannerStale'));
      run.raw.exec('DELETE FROM plannerStale');
      const again = cpuMs();
      applyAll(run.raw);
      costs.again.push(cpuMs() - again);
      if (Number(run.raw.selectValue('SELECT count(*) FROM plannerStale')) > 0)
        process.stdout.write('applied again unchanged, some machines were marked\n');
    }
    run.raw.close();
  }
}
if (costs.none.length > 0) {
  const least = (list: number[]) => Math.min(...list).toFixed(0);
  process.stdout.write(
    `apply, CPU ms (least of ${costs.none.length}): no planner triggers ${least(costs.none)}, triggers idle ` +
      `${least(costs.idle)}, marking ${least(costs.marking)} (${marked} machines marked), the same rows again ` +
      `${least(costs.again)}\n`,
  );
}

const { raw } = applied('idle');
const serial = new SerialDb(sqlite3, raw);
const db = new Kysely<Database>({ dialect: new SqliteWasmDialect(serial) });

// The alternative to marks: a fingerprint of every machine's facts, asked at each open.
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  const prints = raw.selectArrays(`SELECT i.assetId, count(*), total(length(o.value)), max(o.rowid)
    FROM observations o JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
    JOIN inspections i ON i.externalId = c.inspectionExternalId GROUP BY i.assetId`);
  process.stdout.write(`fingerprint of ${prints.length} machines: ${ms(started)} ms\n`);
}

// The kept list of before: the whole fleet's facts read and judged at once.
let reference: PlannerEntry[] = [];
for (let round = 0; round < 2; round++) {
  const started = performance.now();
  const facts = await readFleetFacts(db);
  const read = performance.now();
  reference = await buildPlannerIndex(facts);
  process.stdout.write(
    `whole fleet at once: read ${(read - started).toFixed(0)} ms, judge ${ms(read)} ms, ` +
      `${reference.length} rows of ${facts.inspectionsByAsset.size} machines\n`,
  );
}

// The stored rows: the fleet judged in chunks (as in the background after the first sync), then pages read.
const store = new PlannerStore({ serial, db });
const original = serial.transaction.bind(serial);
const chunkMs: number[] = [];
let chunkStarted = performance.now();
serial.transaction = async <T>(fn: Parameters<typeof original<T>>[0]) => {
  const result = await original(fn);
  chunkMs.push(performance.now() - chunkStarted);
  chunkStarted = performance.now();
  return result;
};
const judging = performance.now();
await store.read(async () => undefined);
await store.catchUp();
const sorted = [...chunkMs].sort((a, b) => a - b);
process.stdout.write(
  `stored rows: the fleet judged in ${ms(judging)} ms, ${chunkMs.length} chunks of ${MACHINES_PER_CHUNK} ` +
    `machines, p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms\n`,
);
serial.transaction = original;

const sizes =
  raw.selectArrays(`SELECT count(*), avg(length(readings)), avg(length(action) + length(forecast)),
  avg(length(haystack)), (SELECT page_count * page_size FROM pragma_page_count, pragma_page_size) FROM plannerRows`)[0];
process.stdout.write(
  `stored rows: ${sizes?.[0]} rows; per row readings ${Number(sizes?.[1]).toFixed(0)} B, action and forecast ` +
    `${Number(sizes?.[2]).toFixed(0)} B, search text ${Number(sizes?.[3]).toFixed(0)} B; database ` +
    `${(Number(sizes?.[4]) / 2 ** 20).toFixed(1)} MB\n`,
);

const text = async (entries: readonly PlannerEntry[]) => await (await plannerCsv(entries)).text();
const stored = await readAllEntries(db, parsePlannerFilter({}));
const same =
  stored.length === reference.length &&
  JSON.stringify(stored.map((e) => plannerRow(e))) === JSON.stringify(reference.map((e) => plannerRow(e))) &&
  (await text(stored)) === (await text(reference));
process.stdout.write(`stored rows equal the whole fleet judged at once: ${same} (${stored.length} rows)\n`);
if (!same) process.exitCode = 1;

for (let round = 0; round < 3; round++) {
  const started = performance.now();
  const { value } = await store.read((status) =>
    readPlannerPage(db, parsePlannerRequest({ limit: 25 }), status),
  );
  const paged = performance.now();
  await store.read((status) =>
    readPlannerPage(db, parsePlannerRequest({ limit: 25, search: 'pilbara roll' }), status),
  );
  process.stdout.write(
    `first page ${(paged - started).toFixed(1)} ms (${value.rows.length} of ${value.total}), ` +
      `a search ${ms(paged)} ms\n`,
  );
}
