import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { JsonStatements } from './json-statements.ts';

const INSERT = `INSERT INTO kv (key, value, updatedAt) SELECT value ->> 'k', value ->> 'v', 'now' FROM jsonb_each(?)`;

describe('JsonStatements', () => {
  it('binds text of any script exactly, and reuses one statement', async () => {
    const { serial } = await openMemoryDb();
    const statements = new JsonStatements(serial.sqlite3, serial.db);
    const names = ['EX-01', 'Mineração Rio Doce – Itabira', '采矿 🚜', '"quoted" \\ back'];
    expect(statements.run(INSERT, JSON.stringify(names.slice(0, 2).map((v, i) => ({ k: `a${i}`, v }))))).toBe(
      2,
    );
    expect(statements.run(INSERT, JSON.stringify(names.slice(2).map((v, i) => ({ k: `b${i}`, v }))))).toBe(2);
    expect(serial.db.selectValues('SELECT value FROM kv ORDER BY key')).toEqual(names);
    statements.finalize();
  });

  it('binds the UTF-8 bytes the sync reader hands over as the same text', async () => {
    const { serial } = await openMemoryDb();
    const statements = new JsonStatements(serial.sqlite3, serial.db);
    const rows = [{ k: 'a', v: 'Mineração 🚜' }];
    expect(statements.run(INSERT, new TextEncoder().encode(JSON.stringify(rows)))).toBe(1);
    statements.finalize();
    expect(serial.db.selectValue('SELECT value FROM kv')).toBe('Mineração 🚜');
  });

  it('leaves the statement ready for the next batch when one fails', async () => {
    const { serial } = await openMemoryDb();
    const statements = new JsonStatements(serial.sqlite3, serial.db);
    expect(() => statements.run(INSERT, '[{"k": "a", "v": null}]')).toThrow(/NOT NULL/);
    expect(statements.run(INSERT, '[{"k": "a", "v": "1"}]')).toBe(1);
    expect(() => statements.run(INSERT, 'not json')).toThrow(/JSON/);
    statements.finalize();
    expect(serial.db.selectValue('SELECT count(*) FROM kv')).toBe(1);
  });
});
