import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREPARED_PER_CONNECTION,
  PREPARED,
  PREPARED_WITH_VALUES,
  preparingPool,
} from './prepared-statements.ts';

// What pg is asked: a named statement is prepared once per connection; past the bound, a new text runs unnamed.

function fakePool() {
  const sent: { name?: string; text: string }[] = [];
  const client = {
    query: (config: { name?: string; text: string }) => {
      sent.push(config);
      return Promise.resolve({ rows: [] });
    },
    release: () => undefined,
  } as unknown as pg.PoolClient;
  const pool = { options: {}, connect: () => Promise.resolve(client), end: () => Promise.resolve() };
  return { sent, pool: preparingPool(pool as unknown as pg.Pool) };
}

describe('prepared statements', () => {
  it('names the marked statements, the same name for the same text, and leaves the others unnamed', async () => {
    const { sent, pool } = fakePool();
    const client = await pool.connect();
    await client.query(`${PREPARED_WITH_VALUES}SELECT $1`, [1]);
    await client.query(`${PREPARED_WITH_VALUES}SELECT $1`, [2]);
    await client.query(`${PREPARED}SELECT 1`, []);
    await client.query(`${PREPARED}SELECT $1`, [1]);
    await client.query('SELECT 2', []);
    expect(sent[0]?.name).toMatch(/^p_[0-9a-f]{24}$/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(sent[2]?.name).toMatch(/^p_/);
    expect(sent[2]?.name).not.toBe(sent[0]?.name);
    expect(sent[3]?.name).toBeUndefined();
    expect(sent[4]?.name).toBeUndefined();
  });

  it('keeps at most the bound of texts prepared on one connection: later new texts run unnamed', async () => {
    const { sent, pool } = fakePool();
    const client = await pool.connect();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 10; i++)
      await client.query(`${PREPARED_WITH_VALUES}SELECT $1 + ${i}`, [i]);
    await client.query(`${PREPARED_WITH_VALUES}SELECT $1 + 0`, [0]);
    const named = sent.filter((config) => config.name !== undefined);
    expect(new Set(named.map((config) => config.name)).size).toBe(MAX_PREPARED_PER_CONNECTION);
    expect(sent.slice(MAX_PREPARED_PER_CONNECTION, -1).every((config) => config.name === undefined)).toBe(
      true,
    );
    expect(sent.at(-1)?.name).toBe(sent[0]?.name);
  });
});
