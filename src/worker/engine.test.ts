import { describe, expect, it } from 'vitest';
import { clientMigrations } from '../db/client-migrations.ts';
import { loadSqlite3 } from '../db/open-memory-db.ts';
import { describeSchema } from './schema-browser.ts';
import { Engine } from './engine.ts';

async function openEngine() {
  const sqlite3 = await loadSqlite3();
  return { sqlite3, engine: Engine.open(sqlite3, new sqlite3.oo1.DB(':memory:', 'c'), clientMigrations) };
}

describe('Engine', () => {
  it('migrates on open and reports the schema version', async () => {
    const { engine } = await openEngine();
    expect(engine.schemaVersion).toBe(clientMigrations.length);
  });

  it('keeps settings as JSON and tells listeners the kv table changed', async () => {
    const { engine } = await openEngine();
    const changes: (readonly string[])[] = [];
    engine.serial.onChange((tables) => changes.push(tables));
    await engine.kv.set('rememberedUsername', 'ana@example.com');
    await engine.kv.set('rememberedUsername', 'bo@example.com');
    expect(await engine.kv.get('rememberedUsername')).toBe('bo@example.com');
    expect(await engine.kv.get('missing')).toBeUndefined();
    expect(changes).toEqual([['kv'], ['kv']]);
  });

  it('records SQL console history newest first, without duplicates, and ignores unreadable history', async () => {
    const { engine } = await openEngine();
    await engine.sqlHistory.record('SELECT 1', true);
    await engine.sqlHistory.record('SELEC 2', false);
    await engine.sqlHistory.record(' SELECT 1 ', true);
    expect((await engine.sqlHistory.list()).map((e) => [e.sql, e.ok])).toEqual([
      ['SELECT 1', true],
      ['SELEC 2', false],
    ]);
    await engine.kv.set('devConsole.history', { not: 'a list' });
    expect(await engine.sqlHistory.list()).toEqual([]);
  });

  it('exports a database file that SQLite opens with the same data', async () => {
    const { sqlite3, engine } = await openEngine();
    await engine.kv.set('k', 42);
    const bytes = await engine.exportDatabase();
    expect(new TextDecoder().decode(bytes.subarray(0, 16))).toBe('SQLite format 3\0');
    const copy = new sqlite3.oo1.DB(':memory:', 'c');
    const ptr = copy.pointer ?? 0;
    const mem = sqlite3.wasm.allocFromTypedArray(bytes);
    const rc = sqlite3.capi.sqlite3_deserialize(
      ptr,
      'main',
      mem,
      bytes.byteLength,
      bytes.byteLength,
      sqlite3.capi.SQLITE_DESERIALIZE_FREEONCLOSE,
    );
    expect(rc).toBe(0);
    expect(copy.selectValue(`SELECT value FROM kv WHERE key = 'k'`)).toBe('42');
  });

  it('describes tables, columns, indexes and row counts', async () => {
    const { engine } = await openEngine();
    await engine.kv.set('a', 1);
    const tables = await describeSchema(engine.serial);
    const kv = tables.find((t) => t.name === 'kv');
    expect(kv).toMatchObject({ rowCount: 1 });
    expect(kv?.columns.map((c) => [c.name, c.type, c.primaryKey])).toEqual([
      ['key', 'TEXT', true],
      ['value', 'TEXT', false],
      ['updatedAt', 'TEXT', false],
    ]);
    const outbox = tables.find((t) => t.name === 'outbox');
    expect(outbox?.indexes).toContainEqual({
      name: 'outbox_state_seq',
      unique: false,
      columns: ['state', 'seq'],
    });
  });
});
