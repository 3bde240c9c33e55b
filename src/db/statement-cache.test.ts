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
    take('SELECT 2');
    expect(take('SELECT 1')).toBe(one);
    // 'SELECT 2' is now the least recently used: the third text lets it go.
    const two = cache.take('SELECT 2', () => {
      throw new Error('still kept');
    });
    take('SELECT 3');
    expect(cache.size).toBe(2);
    expect(() => two.stmt.step()).toThrow();
    take('SELECT 1');
    expect(prepared).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3']);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(() => one.stmt.step()).toThrow();
  });
});
