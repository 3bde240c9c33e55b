import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { migrate, readMigrations, SERVER_MIGRATIONS_DIR } from './migrate.ts';

describe.each(BACKENDS)('the server migrator on $name', (backend) => {
  let test: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    test = await openTestDatabase(backend, await makeTempDir('inspect-migrate-'));
    dir = await mkdtemp(path.join(tmpdir(), 'inspect-migrations-'));
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => test.database.db;
  const write = (name: string, text: string) => writeFile(path.join(dir, name), text);
  const versions = async () =>
    (
      await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db())
    ).rows.map((row) => row.version);

  it('applies nothing twice', async () => {
    expect(await migrate(db())).toEqual([]);
    expect(await versions()).toEqual((await readMigrations()).map((m) => m.version));
  });

  // The probes are numbered after the project's own migrations, whatever their count.
  const file = (version: number, name: string) => `${String(version).padStart(4, '0')}_${name}.sql`;

  it('applies new files in order, each with its recorded version, and refuses a changed one', async () => {
    const own = await readMigrations(SERVER_MIGRATIONS_DIR);
    for (const migration of own) await write(file(migration.version, migration.name), migration.sql);
    const first = Math.max(...own.map((m) => m.version)) + 1;
    await write(file(first + 1, 'second'), 'ALTER TABLE migration_probe ADD COLUMN note text;');
    await write(
      file(first, 'first'),
      'CREATE TABLE migration_probe (id integer PRIMARY KEY);\nINSERT INTO migration_probe VALUES (1);',
    );
    expect(await migrate(db(), await readMigrations(dir))).toEqual([first, first + 1]);
    expect(await versions()).toEqual([...own.map((m) => m.version), first, first + 1]);
    await write(file(first, 'first'), 'CREATE TABLE migration_probe (id bigint PRIMARY KEY);');
    await expect(migrate(db(), await readMigrations(dir))).rejects.toThrow(
      `Migration ${first}_first was changed after it was applied; add a new file instead`,
    );
  });

  it('rolls a failing file back whole and records nothing', async () => {
    const before = await versions();
    const broken = Math.max(...before) + 1;
    await write(file(broken, 'broken'), 'CREATE TABLE half_done (id integer);\nSELECT * FROM no_such_table;');
    // Without the probe changed by the test above, which would be refused before the broken file is reached.
    const all = (await readMigrations(dir)).filter((m) => m.name !== 'first');
    await expect(migrate(db(), all)).rejects.toThrow(/no_such_table/);
    expect(await versions()).toEqual(before);
    const exists = await sql<{
      found: string | null;
    }>`SELECT to_regclass('half_done')::text AS found`.execute(db());
    expect(exists.rows[0]?.found).toBeNull();
  });

  it('refuses badly named or duplicate files', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'inspect-bad-migrations-'));
    await writeFile(path.join(other, '1_first.sql'), 'SELECT 1;');
    await expect(readMigrations(other)).rejects.toThrow(
      'Migration file 1_first.sql must be named like 0001_name.sql',
    );
    await rm(path.join(other, '1_first.sql'));
    await writeFile(path.join(other, '0001_a.sql'), 'SELECT 1;');
    await writeFile(path.join(other, '0001_b.sql'), 'SELECT 1;');
    await expect(readMigrations(other)).rejects.toThrow('Two migrations have version 1');
    await rm(other, { recursive: true, force: true });
  });
});
