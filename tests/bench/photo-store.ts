// `node tests/bench/photo-store.ts [--count 200]` (TEST_DATABASE_URL or DATABASE_URL set): the numbers behind
// docs/decisions/0025-stateless-server-processes.md. Stores and reads camera photos (~230 KB of bytes that do not
// compress, as a JPEG's) in the three candidate stores: files on disk, bytea chunks in PostgreSQL (the server's
// database-store.ts) and PostgreSQL large objects; prints write and read p50/p95, reads/s at concurrency 16, and the
// database's bytes per photo. Each run uses a schema of its own and drops it.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createDatabasePhotoStore } from '../../src/server/photos/database-store.ts';
import { createPhotoStore, type PhotoStore } from '../../src/server/photos/store.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '200' } } });
const count = Number(values.count);
const url = (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '').trim();
if (url === '') throw new Error('Set TEST_DATABASE_URL (scripts/start-test-postgres.sh prints one)');

const PHOTO_BYTES = 230_000;
const photos = Array.from({ length: count }, () => {
  const bytes = new Uint8Array(randomBytes(PHOTO_BYTES));
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
});

const quantile = (times: number[], q: number) =>
  [...times].sort((x, y) => x - y)[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const ms = (value: number) => value.toFixed(2);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

interface Candidate {
  write(bytes: Uint8Array): Promise<string>;
  read(name: string): Promise<number>;
}

const ofStore = (store: PhotoStore): Candidate => ({
  write: (bytes) => store.write(bytes, 'image/jpeg'),
  async read(name) {
    const photo = await store.open(name);
    if (photo === undefined) throw new Error(`missing ${name}`);
    return (await new Response(photo.body).arrayBuffer()).byteLength;
  },
});

async function measure(label: string, candidate: Candidate): Promise<void> {
  const names: string[] = [];
  const writes: number[] = [];
  for (const bytes of photos) {
    const [name, took] = await timed(() => candidate.write(bytes));
    names.push(name);
    writes.push(took);
  }
  const reads: number[] = [];
  for (const name of names) reads.push((await timed(() => candidate.read(name)))[1]);
  let next = 0;
  const [, concurrent] = await timed(() =>
    Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < names.length) await candidate.read(names[next++] as string);
      }),
    ),
  );
  process.stdout.write(
    `${label.padEnd(24)} write p50 ${ms(quantile(writes, 0.5))} p95 ${ms(quantile(writes, 0.95))} ms | ` +
      `read p50 ${ms(quantile(reads, 0.5))} p95 ${ms(quantile(reads, 0.95))} ms | ` +
      `${Math.round((names.length / concurrent) * 1000)} reads/s at 16\n`,
  );
}

const schema = `photobench_${Date.now().toString(36)}`;
const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 16 });
const dir = await mkdtemp(path.join(os.tmpdir(), 'inspect-photo-bench-'));
const oids: number[] = [];
try {
  await migrate(database.db);
  await measure('files (DATA_DIR)', ofStore(createPhotoStore(dir)));
  await measure('bytea chunks (0026)', ofStore(createDatabasePhotoStore(() => database.db)));
  const size = await sql<{ bytes: string }>`
    SELECT (pg_total_relation_size('photo_blob_chunks') + pg_total_relation_size('photo_blobs'))::text AS bytes`.execute(
    database.db,
  );
  const perPhoto = Number(size.rows[0]?.bytes) / count;
  process.stdout.write(
    `  database bytes per photo: ${Math.round(perPhoto)} (${((perPhoto / PHOTO_BYTES - 1) * 100).toFixed(1)} % over the photo)\n`,
  );
  await measure('large objects', {
    async write(bytes) {
      const row = await sql<{ oid: number }>`SELECT lo_from_bytea(0, ${Buffer.from(bytes)}) AS oid`.execute(
        database.db,
      );
      const oid = row.rows[0]?.oid as number;
      oids.push(oid);
      return String(oid);
    },
    async read(name) {
      const row = await sql<{ bytes: Uint8Array }>`SELECT lo_get(${Number(name)}::oid) AS bytes`.execute(
        database.db,
      );
      return row.rows[0]?.bytes.byteLength ?? 0;
    },
  });
  const kernel = await readFile('/proc/loadavg', 'utf8').catch(() => '?');
  process.stdout.write(
    `${count} photos of ${PHOTO_BYTES} bytes; load ${kernel.split(' ').slice(0, 3).join(' ')}\n`,
  );
} finally {
  for (const oid of oids) await sql`SELECT lo_unlink(${oid}::oid)`.execute(database.db);
  await database.close();
  await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
  await admin.close();
  await rm(dir, { recursive: true, force: true });
}
