import { beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDb, type OpenDb } from '../db/open-memory-db.ts';
import { SqlConsole } from './sql-console.ts';
import { splitStatements, isTransactionControl } from './sql-statements.ts';
import { loadSqlite3 } from '../db/open-memory-db.ts';

describe('SqlConsole', () => {
  let open: OpenDb;
  let console_: SqlConsole;
  beforeEach(async () => {
    open = await openMemoryDb();
    console_ = new SqlConsole(open.serial);
  });

  it('runs a query and returns columns, rows and timing', async () => {
    const result = await console_.run({
      sql: `SELECT 1 AS one, 'two' AS two, NULL AS n`,
      allowWrites: false,
    });
    expect(result).toMatchObject({
      ok: true,
      columns: ['one', 'two', 'n'],
      rows: [[1, 'two', null]],
      totalRows: 1,
    });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('shows SQLite’s own words for a syntax error', async () => {
    const result = await console_.run({ sql: 'SELEC 1', allowWrites: false });
    expect(result).toMatchObject({ ok: false, statement: 'SELEC 1' });
    expect(!result.ok && result.error).toMatch(/near "SELEC": syntax error/);
  });

  it('refuses writes while read-only, and changes nothing', async () => {
    const result = await console_.run({ sql: `INSERT INTO kv VALUES ('k', '1', 'now')`, allowWrites: false });
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toMatch(/Turn on "Allow writes"/);
    expect(open.serial.db.selectValue('SELECT count(*) FROM kv')).toBe(0);
  });

  it('runs writes in one transaction when allowed, and rolls all back on an error', async () => {
    const ok = await console_.run({
      sql: `INSERT INTO kv VALUES ('a', '1', 'now'); INSERT INTO kv VALUES ('b', '2', 'now'); SELECT count(*) AS n FROM kv`,
      allowWrites: true,
    });
    expect(ok).toMatchObject({ ok: true, statements: 3, changes: 2, wrote: true, rows: [[2]] });
    const failed = await console_.run({
      sql: `INSERT INTO kv VALUES ('c', '3', 'now'); INSERT INTO kv VALUES ('a', 'dup', 'now')`,
      allowWrites: true,
    });
    expect(!failed.ok && failed.error).toMatch(/UNIQUE constraint failed: kv.key.*rolled back/);
    expect(open.serial.db.selectValues('SELECT key FROM kv ORDER BY key')).toEqual(['a', 'b']);
  });

  it('refuses transaction control statements', async () => {
    const result = await console_.run({ sql: 'BEGIN; DELETE FROM kv', allowWrites: true });
    expect(!result.ok && result.error).toMatch(/Transaction statements are not allowed/);
    expect(open.serial.inAutocommit()).toBe(true);
  });

  it('pages a large result from memory without re-running it', async () => {
    const first = await console_.run({
      sql: 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 250) SELECT i FROM n',
      allowWrites: false,
      pageSize: 100,
    });
    expect(first).toMatchObject({ ok: true, totalRows: 250, offset: 0 });
    if (!first.ok) throw new Error('expected rows');
    expect(first.rows).toHaveLength(100);
    const third = console_.page(first.resultId, 200, 100);
    expect(third?.rows.map((r) => r[0])).toEqual(Array.from({ length: 50 }, (_, i) => 201 + i));
    expect(console_.page(first.resultId + 1, 0)).toBeUndefined();
  });

  it('describes blobs by size', async () => {
    const result = await console_.run({ sql: `SELECT x'00010203' AS b`, allowWrites: false });
    expect(result).toMatchObject({ ok: true, rows: [[{ blobBytes: 4 }]] });
  });

  it('says so when the SQL is empty', async () => {
    expect(await console_.run({ sql: '  -- nothing\n', allowWrites: false })).toMatchObject({
      ok: false,
      error: 'Nothing to run: the SQL is empty.',
    });
  });
});

describe('splitStatements', () => {
  it('splits on statement ends only, not on semicolons inside strings or comments', async () => {
    const sqlite3 = await loadSqlite3();
    expect(splitStatements(sqlite3, `SELECT 'a;b'; -- c;\nSELECT "x;y" ; /* ; */`)).toEqual([
      `SELECT 'a;b';`,
      `-- c;\nSELECT "x;y" ;`,
    ]);
    expect(splitStatements(sqlite3, 'SELECT 1')).toEqual(['SELECT 1']);
  });

  it('recognises transaction control after comments', () => {
    expect(isTransactionControl('  -- note\n  begin immediate')).toBe(true);
    expect(isTransactionControl('SELECT 1')).toBe(false);
  });
});
