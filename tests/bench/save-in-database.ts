// `npm run bench:save-db -- --below 10 [--concurrency 32] [--pool 10] [--saves 960] [--rounds 5]
// [--analyze-after-seed] [--out FILE]`: PostgreSQL's share of a save, for a change of the schema. The bench's save (a
// whole inspection of 40 observations) runs straight through saveInspections, no HTTP, on two schemas of one
// PostgreSQL (TEST_DATABASE_URL or DATABASE_URL): one with every migration, one with the migrations below --below.
// Rounds alternate between them, and the CPU of every postgres process (/proc) is read around each round.
// `npm run bench:server` measures the whole server, whose run-to-run spread (±10 %) hides a change of a few per cent
// in the database. --analyze-after-seed: the tables' statistics gathered right after the seed, as autovacuum does on
// a new database, so the connections' plans are made on the small tables while the rounds make them grow.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import * as v from 'valibot';
import { SaveInspectionsRequestSchema } from '../../src/api/save-inspections.ts';
import { openDatabase, type Database } from '../../src/server/db/connect.ts';
import { migrate, readMigrations } from '../../src/server/db/migrate.ts';
import { saveInspections } from '../../src/server/save/save.ts';
import { seed } from '../../src/server/seed/run.ts';
import { fleetFacts, wholeInspection, type FleetFacts } from '../../src/server/testing/fixtures.ts';
import { cpuMsOf } from './server-load-measures.ts';

const { values } = parseArgs({
  options: {
    below: { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    pool: { type: 'string', default: '10' },
    saves: { type: 'string', default: '960' },
    rounds: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench-results/save-in-database.json' },
    // What autovacuum does within a minute of a new database being seeded: plans are then made on its small tables.
    'analyze-after-seed': { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
if (!url) throw new Error('Set TEST_DATABASE_URL (scripts/start-test-postgres.sh prints one)');
if (values.below === undefined) throw new Error('--below VERSION: the migration whose effect is measured');
const below = Number(values.below);
const [concurrency, pool, saves, rounds] = [values.concurrency, values.pool, values.saves, values.rounds].map(
  Number,
) as [number, number, number, number];
const identity = { sub: 'bench', name: 'Bench', email: 'bench@example.com', claims: { sub: 'bench' } };

/** CPU (user + system) of every postgres process of the machine, ms. */
async function postgresCpuMs(): Promise<number> {
  let ms = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (name.trim() === 'postgres') ms += await cpuMsOf(Number(pid));
  }
  return ms;
}

interface Variant {
  label: string;
  schema: string;
  database: Database;
  facts: FleetFacts;
  cpuMs: number[];
  perSecond: number[];
}

const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
const all = await readMigrations();
async function open(label: string, versions: number): Promise<Variant> {
  const schema = `save_db_${randomBytes(4).toString('hex')}`;
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
  const database = await openDatabase({ kind: 'postgres', url: url as string, schema, poolSize: pool });
  await migrate(
    database.db,
    all.filter((m) => m.version < versions),
  );
  await seed(database.db, 'demo', 'whenEmpty');
  if (values['analyze-after-seed'])
    await sql`ANALYZE inspections, inspection_category_types, observations`.execute(database.db);
  return { label, schema, database, facts: await fleetFacts(database.db), cpuMs: [], perSecond: [] };
}

const variants = [await open(`below ${below}`, below), await open('all', Infinity)];
try {
  // Round 0 warms each schema (plans, caches) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    for (const variant of variants) {
      const bodies = Array.from({ length: saves }, () =>
        v.parse(SaveInspectionsRequestSchema, wholeInspection(variant.facts)),
      );
      await sql`CHECKPOINT`.execute(admin.db);
      const cpuBefore = await postgresCpuMs();
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let body = bodies[next++]; body !== undefined; body = bodies[next++])
            await saveInspections(variant.database.db, body, identity);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const cpuMs = ((await postgresCpuMs()) - cpuBefore) / saves;
      process.stderr.write(
        `round ${round} ${variant.label}: ${cpuMs.toFixed(2)} ms/save, ${(saves / seconds).toFixed(0)}/s\n`,
      );
      if (round > 0) {
        variant.cpuMs.push(cpuMs);
        variant.perSecond.push(saves / seconds);
      }
    }
  }
} finally {
  for (const variant of variants) {
    await variant.database.close();
    await sql`DROP SCHEMA ${sql.id(variant.schema)} CASCADE`.execute(admin.db);
  }
  await admin.close();
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const [before, after] = variants as [Variant, Variant];
const lines = [
  `| migrations | PostgreSQL CPU per save, ms (${rounds} rounds of ${saves}, c=${concurrency}, pool ${pool}) | mean | saves/s | mean |`,
  '| --- | --- | --- | --- | --- |',
  ...variants.map(
    (x) =>
      `| ${x.label} | ${x.cpuMs.map((n) => n.toFixed(2)).join(' / ')} | ${mean(x.cpuMs).toFixed(2)} | ${x.perSecond.map((n) => n.toFixed(0)).join(' / ')} | ${mean(x.perSecond).toFixed(0)} |`,
  ),
  `| all ÷ below ${below} | | ${(mean(after.cpuMs) / mean(before.cpuMs)).toFixed(2)}× | | ${(mean(after.perSecond) / mean(before.perSecond)).toFixed(2)}× |`,
];
console.log(lines.join('\n'));
await mkdir(path.dirname(values.out), { recursive: true });
await writeFile(
  values.out,
  JSON.stringify(
    {
      below,
      analyzeAfterSeed: values['analyze-after-seed'],
      concurrency,
      pool,
      saves,
      rounds,
      variants: variants.map(({ label, cpuMs, perSecond }) => ({ label, cpuMsPerSave: cpuMs, perSecond })),
      cpuRatio: mean(after.cpuMs) / mean(before.cpuMs),
      rateRatio: mean(after.perSecond) / mean(before.perSecond),
    },
    null,
    2,
  ),
);
