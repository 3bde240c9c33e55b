import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import type { Db } from './connect.ts';
import { PREPARED_WITH_VALUES } from './prepared-statements.ts';

// A transaction's BEGIN goes out with its first statement: whatever that statement is, it and the rest run in one
// transaction, a rollback undoes them, an error leaves the connection usable, and no BEGIN goes to pg by itself.

describe.each(BACKENDS)('a transaction begun with its first statement on $name', (backend) => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await openTestDatabase(backend, await makeTempDir('inspect-begin-'));
    db = test.database.db;
    await sql`CREATE TABLE begin_probe (v int NOT NULL)`.execute(db);
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.dispose();
  });
  afterEach(() => vi.restoreAllMocks());

  const txid = (trx: Db) => sql<{ t: string }>`SELECT txid_current()::text AS t`.execute(trx);
  const count = async () =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM begin_probe`.execute(db)).rows[0]?.n);

  it('runs a first statement with values in the transaction of the statements after it', async () => {
    const ids = await db.transaction().execute(async (trx) => {
      const first = await sql<{ t: string }>`SELECT (txid_current() + ${0}::int)::text AS t`.execute(trx);
      const second = await txid(trx);
      return [first.rows[0]?.t, second.rows[0]?.t];
    });
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });

  it('runs a first statement of the simple protocol (no values) in the transaction too', async () => {
    const ids = await db
      .transaction()
      .execute(async (trx) => [(await txid(trx)).rows[0]?.t, (await txid(trx)).rows[0]?.t]);
    expect(ids[1]).toBe(ids[0]);
  });

  it('runs a prepared first statement in the transaction, the first time on a connection and after', async () => {
    for (let round = 0; round < 3; round++) {
      const ids = await db.transaction().execute(async (trx) => {
        const first = await sql<{ t: string }>`${sql.raw(PREPARED_WITH_VALUES)}SELECT
          (txid_current() + ${round}::int - ${round}::int)::text AS t`.execute(trx);
        return [first.rows[0]?.t, (await txid(trx)).rows[0]?.t];
      });
      expect(ids[1]).toBe(ids[0]);
    }
  });

  it('undoes the first statement when the transaction rolls back, and keeps it when it commits', async () => {
    const before = await count();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO begin_probe (v) VALUES (${1})`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO begin_probe (v) VALUES (${2})`.execute(trx);
    });
    expect(await count()).toBe(before + 1);
  });

  it("answers a failing first statement with the database's error, and the connections stay usable", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT v FROM begin_probe WHERE v = ${'not a number'}`.execute(trx);
      }),
    ).rejects.toThrow(/invalid input syntax for type integer/);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT no_such_column FROM begin_probe`.execute(trx);
      }),
    ).rejects.toThrow(/no_such_column/);
    // Every connection of the pool, busy at once, still opens and ends transactions.
    const ids = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction().execute(async (trx) => [(await txid(trx)).rows[0]?.t, (await txid(trx)).rows[0]?.t]),
      ),
    );
    for (const [first, second] of ids) expect(second).toBe(first);
  });

  it('ends a transaction that sent no statement, and the next one runs as it should', async () => {
    await db.transaction().execute(async () => undefined);
    await expect(db.transaction().execute(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const ids = await db
      .transaction()
      .execute(async (trx) => [(await txid(trx)).rows[0]?.t, (await txid(trx)).rows[0]?.t]);
    expect(ids[1]).toBe(ids[0]);
  });

  it('sends no BEGIN to the database by itself once a statement is parsed on the connection', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    for (let i = 0; i < 4; i++)
      await db.transaction().execute(async (trx) => {
        await sql`INSERT INTO begin_probe (v) VALUES (${i})`.execute(trx);
      });
    const texts = query.mock.calls.map(([config]) =>
      typeof config === 'string' ? config : (config as { text?: string }).text,
    );
    expect(texts.filter((text) => /^begin\b/i.test(text ?? ''))).toEqual([]);
    expect(texts.filter((text) => text?.startsWith('INSERT INTO begin_probe'))).toHaveLength(4);
  });
});
