import { describe, expect, it } from 'vitest';
import { DEVICE_CONNECTION_PRAGMAS, toBulkJournal, toEverydayJournal } from './journal-mode.ts';
import { loadSqlite3 } from './sqlite-load.ts';

// On a file (the wasm build's own in-memory file system here, the pool's OPFS files in the app), with the opener's
// exclusive lock first.
async function openFile(name: string) {
  const sqlite3 = await loadSqlite3();
  const db = new sqlite3.oo1.DB(`/${name}-${Math.random().toString(36).slice(2)}.sqlite3`, 'c');
  db.exec(DEVICE_CONNECTION_PRAGMAS);
  db.exec('CREATE TABLE readings (value TEXT)');
  return db;
}

const mode = (db: { selectValue(sql: string): unknown }) => db.selectValue('PRAGMA journal_mode');

describe('the journal of the device database (decision 0118)', () => {
  it('opens in the write-ahead log; a large pull goes through the rollback journal and back, every row kept', async () => {
    const db = await openFile('journal');
    expect(mode(db)).toBe('wal');
    db.exec("INSERT INTO readings VALUES ('before the pull')");

    expect(toBulkJournal(db)).toBe(true);
    expect(mode(db)).toBe('persist');
    db.exec("BEGIN; INSERT INTO readings VALUES ('the pull'); COMMIT");

    toEverydayJournal(db);
    expect(mode(db)).toBe('wal');
    db.exec("INSERT INTO readings VALUES ('after the pull')");
    expect(db.selectValues('SELECT value FROM readings')).toEqual([
      'before the pull',
      'the pull',
      'after the pull',
    ]);
    db.close();
  });

  it('inside a transaction nothing changes and the pull goes on in the log', async () => {
    const db = await openFile('in-transaction');
    db.exec("BEGIN; INSERT INTO readings VALUES ('typed')");
    expect(toBulkJournal(db)).toBe(false);
    db.exec('COMMIT');
    expect(mode(db)).toBe('wal');
    expect(db.selectValue('SELECT count(*) FROM readings')).toBe(1);
    db.close();
  });

  it('leaves a database in memory (the tests) as it is', async () => {
    const sqlite3 = await loadSqlite3();
    const db = new sqlite3.oo1.DB(':memory:', 'c');
    expect(toBulkJournal(db)).toBe(false);
    toEverydayJournal(db);
    expect(mode(db)).toBe('memory');
    db.close();
  });
});
