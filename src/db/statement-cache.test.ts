import { describe, expect, it } from 'vitest';
import { openMemoryDb } from './open-memory-db.ts';
import { StatementCache } from './statement-cache.ts';

describe('StatementCache', () => {
  it('prepares a text once, and lets the least recently used go (finalized) past its limit', async () => {
    const { serial } = await openMemoryDb();
    const cache = new StatementCache(2);
    const prepared: string[] = [];
    const take = (sql: string) =>
      cache.take(sql, (text) => {
        prepared.push(text);
        return { stmt: serial.db.prepare(text), tables: [] };
      });
    const one = take('SELECT 1');
    const two = take('SELECT 2');
    // Used again: 'SELECT 2' is now the least recently used, and the third text lets it go.
    expect(take('SELECT 1')).toBe(one);
    const three = take('SELECT 3');
    expect(cache.size).toBe(2);
    expect(() => two.stmt.step()).toThrow();
    expect(one.stmt.step()).toBe(true);
    one.stmt.reset();
    // Asked for again, it is prepared again (and 'SELECT 1' goes in its turn).
    take('SELECT 2');
    expect(prepared).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 2']);
    expect(() => one.stmt.step()).toThrow();
    cache.clear();
    expect(cache.size).toBe(0);
    expect(() => three.stmt.step()).toThrow();
  });
});
