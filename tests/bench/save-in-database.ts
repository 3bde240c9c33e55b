// `npm run bench:save-db -- --below 10 [--concurrency 32] [--pool 10] [--saves 960] [--rounds 5]
// [--analyze-after-seed] [--receipts] [--out FILE]`: PostgreSQL's share of a save, for a change of the schema. The
// bench's save (a whole inspection of 40 observations) runs straight through saveInspections, no HTTP, on two schemas
// of one PostgreSQL (TEST_DATABASE_URL or DATABASE_URL): one with every migration, one with the migrations below
// --below. Rounds alternate between them, and the CPU of every postgres process (/proc) and of this process (the
// server's code of a save, without HTTP) is read around each round. `npm run bench:server` measures the whole server,
// whose run-to-run spread (±10 %) hides a change of a few per cent in the database. --analyze-after-seed: the
// tables' statistics gathered right after the seed, as autovacuum does on a new database, so the connections' plans
// are made on the small tables while the rounds make them grow.
//
// `--before CHECKOUT` instead of --below: a change of the server's code. The other checkout's database layer and save
// (its connect.ts, migrate.ts, seed and save.ts) against this one's, each on a schema of its own with its own
// migrations, analysed after the seed so that neither keeps plans made on a smaller table than the other.
// --receipts: each save names its device and outbox entries, as the app's do (syncDetails.deviceId, outboxSeqs).

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import * as v from 'valibot';
import { SaveInspectionsRequestSchema } from '../../src/api/save-inspections.ts';
import * as thisConnect from '../../src/server/db/connect.ts';
import type { Database } from '../../src/server/db/connect.ts';
import * as thisMigrate from '../../src/server/db/migrate.ts';
import * as thisSave from '../../src/server/save/save.ts';
import * as thisSeed from '../../src/server/seed/run.ts';
import { fleetFacts, wholeInspection, type FleetFacts } from '../../src/server/testing/fixtures.ts';
import { cpuMsOf } from './server-load-measures.ts';

const { values } = parseArgs({
  options: {
    below: { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    pool: { type: 'string', default: '10' },
    saves: { type: 'string', default: '960' },
    rounds: { type: 'string', default: '5' },
    before: { type: 'string' },
    receipts: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench-results/save-in-database.json' },
    // What autovacuum does within a minute of a new database being seeded: plans are then made on its small tables.
    'analyze-after-seed': { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
if (!url) throw new Error('Set TEST_DATABASE_URL (scripts/start-test-postgres.sh prints one)');
if ((values.below === undefined) === (values.before === undefined))
  throw new Error(
    '--below VERSION (a migration) or --before CHECKOUT (another checkout of the server): one of them',
  );
const below = values.below === undefined ? undefined : Number(values.below);
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

/** The server code a variant runs: this checkout's, or another's (--before). */
interface Code {
  openDatabase: typeof thisConnect.openDatabase;
  migrate: typeof thisMigrate.migrate;
  readMigrations: typeof thisMigrate.readMigrations;
  seed: typeof thisSeed.seed;
  saveInspections: typeof thisSave.saveInspections;
}

const thisCode: Code = { ...thisConnect, ...thisMigrate, ...thisSeed, ...thisSave };

async function codeOf(checkout: string): Promise<Code> {
  const at = (file: string) => import(path.resolve(checkout, file));
  return {
    ...(await at('src/server/db/connect.ts')),
    ...(await at('src/server/db/migrate.ts')),
    ...(await at('src/server/seed/run.ts')),
    ...(await at('src/server/save/save.ts')),
  } as Code;
}

interface Variant {
  label: string;
  code: Code;
  schema: string;
  database: Database;
  facts: FleetFacts;
  cpuMs: number[];
  selfCpuMs: number[];
  perSecond: number[];
}

const admin = await thisCode.openDatabase({ kind: 'postgres', url, poolSize: 1 });
async function open(label: string, code: Code, versions: number): Promise<Variant> {
  const schema = `save_db_${randomBytes(4).toString('hex')}`;
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
  const database = await code.openDatabase({ kind: 'postgres', url: url as string, schema, poolSize: pool });
  await code.migrate(
    database.db,
    (await code.readMigrations()).filter((m) => m.version < versions),
  );
  await code.seed(database.db, 'demo', 'whenEmpty');
  if (values['analyze-after-seed'] || values.before !== undefined)
    await sql`ANALYZE inspections, inspection_category_types, observations`.execute(database.db);
  const facts = await fleetFacts(database.db);
  return { label, code, schema, database, facts, cpuMs: [], selfCpuMs: [], perSecond: [] };
}

/** The bench's save; with --receipts, named by a device of its own as the app names its saves. */
function body(facts: FleetFacts) {
  const request = wholeInspection(facts);
  if (!values.receipts) return request;
  return { ...request, syncDetails: { lastSyncDate: null, deviceId: randomUUID(), outboxSeqs: [1, 2] } };
}

const variants =
  values.before === undefined
    ? [await open(`below ${below}`, thisCode, below ?? 0), await open('all', thisCode, Infinity)]
    : [await open('before', await codeOf(values.before), Infinity), await open('after', thisCode, Infinity)];
try {
  // Round 0 warms each schema (plans, caches) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    // In turn first and second, so that neither always runs on the tables the other grew.
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      const bodies = Array.from({ length: saves }, () =>
        v.parse(SaveInspectionsRequestSchema, body(variant.facts)),
      );
      await sql`CHECKPOINT`.execute(admin.db);
      const cpuBefore = await postgresCpuMs();
      const selfBefore = process.cpuUsage();
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let body = bodies[next++]; body !== undefined; body = bodies[next++])
            await variant.code.saveInspections(variant.database.db, body, identity);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const self = process.cpuUsage(selfBefore);
      const selfCpuMs = (self.user + self.system) / 1000 / saves;
      const cpuMs = ((await postgresCpuMs()) - cpuBefore) / saves;
      process.stderr.write(
        `round ${round} ${variant.label}: PostgreSQL ${cpuMs.toFixed(2)} ms/save, this process ${selfCpuMs.toFixed(2)}, ${(saves / seconds).toFixed(0)}/s\n`,
      );
      if (round > 0) {
        variant.cpuMs.push(cpuMs);
        variant.selfCpuMs.push(selfCpuMs);
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
const ms = (xs: number[]) => xs.map((n) => n.toFixed(2)).join(' / ');
const ratio = (pick: (x: Variant) => number[]) => `${(mean(pick(after)) / mean(pick(before))).toFixed(2)}×`;
const lines = [
  `| ${values.before === undefined ? 'migrations' : 'server code'} | PostgreSQL CPU per save, ms (${rounds} rounds of ${saves}, c=${concurrency}, pool ${pool}${values.receipts ? ', with receipts' : ''}) | mean | this process, ms | mean | saves/s | mean |`,
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...variants.map(
    (x) =>
      `| ${x.label} | ${ms(x.cpuMs)} | ${mean(x.cpuMs).toFixed(2)} | ${ms(x.selfCpuMs)} | ${mean(x.selfCpuMs).toFixed(2)} | ${x.perSecond.map((n) => n.toFixed(0)).join(' / ')} | ${mean(x.perSecond).toFixed(0)} |`,
  ),
  `| ${after.label} ÷ ${before.label} | | ${ratio((x) => x.cpuMs)} | | ${ratio((x) => x.selfCpuMs)} | | ${ratio((x) => x.perSecond)} |`,
];
console.log(lines.join('\n'));
await mkdir(path.dirname(values.out), { recursive: true });
await writeFile(
  values.out,
  JSON.stringify(
    {
      below: below ?? null,
      before: values.before ?? null,
      receipts: values.receipts,
      analyzeAfterSeed: values['analyze-after-seed'],
      concurrency,
      pool,
      saves,
      rounds,
      variants: variants.map(({ label, cpuMs, selfCpuMs, perSecond }) => ({
        label,
        cpuMsPerSave: cpuMs,
        selfCpuMsPerSave: selfCpuMs,
        perSecond,
      })),
      cpuRatio: mean(after.cpuMs) / mean(before.cpuMs),
      selfCpuRatio: mean(after.selfCpuMs) / mean(before.selfCpuMs),
      rateRatio: mean(after.perSecond) / mean(before.perSecond),
    },
    null,
    2,
  ),
);
