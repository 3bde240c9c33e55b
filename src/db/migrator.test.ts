import { describe, expect, it } from 'vitest';
import { parseMigrationFiles, migrate, type Migration } from './migrator.ts';
import { loadSqlite3 } from './open-memory-db.ts';

async function freshDb() {
  const sqlite3 = await loadSqlite3();
  return new sqlite3.oo1.DB(':memory:', 'c');
}

const one: Migration = { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER);' };
const two: Migration = { version: 2, name: 'two', sql: 'CREATE TABLE b (y TEXT); INSERT INTO a VALUES (1);' };

describe('parseMigrationFiles', () => {
  it('orders files by their number', () => {
    const parsed = parseMigrationFiles({ '/m/0002_two.sql': 'B', '/m/0001_one.sql': 'A' });
    expect(parsed.map((m) => [m.version, m.name, m.sql])).toEqual([
      [1, 'one', 'A'],
      [2, 'two', 'B'],
    ]);
  });

  it('rejects a gap in the numbering and a badly named file', () => {
    expect(() => parseMigrationFiles({ '0001_a.sql': '', '0003_c.sql': '' })).toThrow(
      /without gaps: found 3/,
    );
    expect(() => parseMigrationFiles({ 'create.sql': '' })).toThrow(/0001_name\.sql: create\.sql/);
  });
});

describe('migrate', () => {
  it('applies pending files in order and records the schema version', async () => {
    const db = await freshDb();
    expect(migrate(db, [one])).toEqual({ from: 0, to: 1, applied: ['0001_one'] });
    expect(migrate(db, [one, two])).toEqual({ from: 1, to: 2, applied: ['0002_two'] });
    expect(db.selectValue('PRAGMA user_version')).toBe(2);
    expect(db.selectValues('SELECT name FROM schema_migrations ORDER BY version')).toEqual(['one', 'two']);
    expect(db.selectValue('SELECT count(*) FROM a')).toBe(1);
  });

  it('is a no-op when nothing is pending', async () => {
    const db = await freshDb();
    migrate(db, [one, two]);
    expect(migrate(db, [one, two])).toEqual({ from: 2, to: 2, applied: [] });
    expect(db.selectValue('SELECT count(*) FROM a')).toBe(1);
  });

  it('rolls back every pending file when one fails, and names it', async () => {
    const db = await freshDb();
    const broken: Migration = {
      version: 2,
      name: 'broken',
      sql: 'CREATE TABLE c (z); INSERT INTO nowhere VALUES (1);',
    };
    expect(() => migrate(db, [one, broken])).toThrow(
      /Migration 2_broken\.sql failed: .*no such table: nowhere/,
    );
    expect(db.selectValue('PRAGMA user_version')).toBe(0);
    expect(db.selectValues(`SELECT name FROM sqlite_schema WHERE type = 'table'`)).toEqual([]);
  });

  it('refuses, untouched, a database newer than the app', async () => {
    const db = await freshDb();
    migrate(db, [one, two]);
    expect(() => migrate(db, [one])).toThrow(/schema version 2, newer than this app \(1\)/);
    expect(db.selectValue('SELECT count(*) FROM a')).toBe(1);
  });
});

describe('migrate with a schema script (decision 0094)', () => {
  const script = {
    version: 2,
    sql: 'CREATE TABLE a (x INTEGER); CREATE TABLE b (y TEXT); CREATE TABLE scripted (z);',
  };

  it('makes an empty database from the script of the latest version, and records every migration', async () => {
    const db = await freshDb();
    expect(migrate(db, [one, two], script)).toEqual({ from: 0, to: 2, applied: ['0001_one', '0002_two'] });
    expect(db.selectValues(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`)).toEqual([
      'a',
      'b',
      'schema_migrations',
      'scripted',
    ]);
    expect(db.selectValues('SELECT name FROM schema_migrations ORDER BY version')).toEqual(['one', 'two']);
    expect(db.selectValue('PRAGMA user_version')).toBe(2);
  });

  it('migrates file by file a database that has a schema, and passes by a script of another version', async () => {
    const started = await freshDb();
    migrate(started, [one]);
    expect(migrate(started, [one, two], script)).toEqual({ from: 1, to: 2, applied: ['0002_two'] });
    expect(started.selectValue(`SELECT count(*) FROM sqlite_schema WHERE name = 'scripted'`)).toBe(0);
    expect(started.selectValue('SELECT count(*) FROM a')).toBe(1);

    const stale = await freshDb();
    migrate(stale, [one, two], { ...script, version: 1 });
    expect(stale.selectValue(`SELECT count(*) FROM sqlite_schema WHERE name = 'scripted'`)).toBe(0);
    expect(stale.selectValue('SELECT count(*) FROM a')).toBe(1);
  });

  it('rolls everything back when the script fails, and says so', async () => {
    const db = await freshDb();
    expect(() =>
      migrate(db, [one, two], { version: 2, sql: 'CREATE TABLE a (x); INSERT INTO nowhere VALUES (1);' }),
    ).toThrow(/The schema script \(version 2\) failed: .*no such table: nowhere/);
    expect(db.selectValue('PRAGMA user_version')).toBe(0);
    expect(db.selectValues(`SELECT name FROM sqlite_schema WHERE type = 'table'`)).toEqual([]);
  });
});
