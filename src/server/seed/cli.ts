// `npm run seed -- --scale demo|large|test`: replaces the data of the configured database (DATABASE_URL, else the
// PGlite under DATA_DIR; stop the server first, PGlite allows one process) with a freshly generated fleet, and prints
// what it made. Devices then do a full sync.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { seed, todayAnchor } from './run.ts';
import { isScaleName } from './scales.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' } } });
const scale = values.scale ?? 'demo';
if (!isScaleName(scale)) {
  process.stderr.write(`--scale must be test, demo or large, not ${scale}\n`);
  process.exit(2);
}
const started = performance.now();
let database;
let config;
try {
  config = readConfig();
  database = await openDatabase(config.database);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
try {
  await migrate(database.db);
  const report = await seed(database.db, scale, 'replace', config.seedAnchor ?? todayAnchor());
  await rm(path.join(config.dataDir, 'photos'), { recursive: true, force: true });
  if (report === undefined) throw new Error('Nothing was seeded');
  process.stdout.write(`Seeded the ${scale} fleet into ${database.description}:\n`);
  for (const [table, count] of Object.entries(report.counts)) {
    process.stdout.write(`  ${table.padEnd(32)} ${count.toLocaleString('en')}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`Seed ${(report.ms / 1000).toFixed(1)} s; ${seconds} s in all.\n`);
} finally {
  await database.close();
}
