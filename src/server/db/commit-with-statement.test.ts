import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, type Backend } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import type { Db } from './connect.ts';
import { PREPARED_WITH_VALUES, THEN_COMMIT } from './prepared-statements.ts';

// A transaction's last statement marked THEN_COMMIT commits it: the transaction's work is kept once the statement
// answered, a failing statement (in the database, or values pg cannot send) commits nothing, nothing may follow it,
// and no COMMIT goes to the database by itself once the statement is prepared on the connection. Each test runs on one
// connection of the pool (db.connection()), where the statement is prepared by its first run.

/** Opens a database of the backend with an empty commit_probe table, for the describe block it is called in. */
function withProbeTable(backend: Backend): () => Db {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await openTestDatabase(backend, await makeTempDir('inspect-commit-'));
    db = test.database.db;
    await sql`CREATE TABLE commit_probe (v int NOT NULL)`.execute(db);
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.dispose();
  });
  afterEach(() => vi.restoreAllMocks());
  return () => db;
}

/** Rows of v, read on the test's connection between its transactions (PGlite has one connection). */
const count = async (conn: Db, v: number) =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM commit_probe WHERE v = ${v}`.execute(conn))
      .rows[0]?.n,
  );
/**
 * A transaction's last statement, prepared (as a save's write is) and marked THEN_COMMIT: inserts the first element
 * of `value`, a JSON array. `tag` makes a statement of its own (another prepared name).
 */
const lastInsert = (trx: Db, value: unknown, tag = '') =>
  sql<{ v: number }>`${sql.raw(PREPARED_WITH_VALUES)}INSERT INTO commit_probe (v)
    SELECT (${value}::jsonb ->> 0)::int RETURNING v${sql.raw(tag)}${sql.raw(THEN_COMMIT)}`.execute(trx);
const insert = (trx: Db, v: number) => sql`INSERT INTO commit_probe (v) VALUES (${v})`.execute(trx);

describe.each(BACKENDS)('a transaction committed with its last statement on $name', (backend) => {
  const db = withProbeTable(backend);

  it('keeps the whole transaction and answers the statement, again and again on one connection', async () => {
    await db()
      .connection()
      .execute(async (conn) => {
        for (let round = 1; round <= 4; round++) {
          const answered = await conn.transaction().execute(async (trx) => {
            await insert(trx, 100 + round);
            return (await lastInsert(trx, JSON.stringify([200 + round]))).rows;
          });
          expect(answered).toEqual([{ v: 200 + round }]);
          expect(await count(conn, 100 + round)).toBe(1);
          expect(await count(conn, 200 + round)).toBe(1);
        }
        // The connection then runs a transaction of several statements as before.
        const ids = await conn.transaction().execute(async (trx) => {
          const read = () => sql<{ t: string }>`SELECT txid_current()::text AS t`.execute(trx);
          return [(await read()).rows[0]?.t, (await read()).rows[0]?.t];
        });
        expect(ids[1]).toBe(ids[0]);
      });
  });

  it('commits nothing when the last statement fails in the database, and the connection stays usable', async () => {
    await db()
      .connection()
      .execute(async (conn) => {
        for (let round = 1; round <= 3; round++) {
          await expect(
            conn.transaction().execute(async (trx) => {
              await insert(trx, 300 + round);
              await lastInsert(trx, JSON.stringify(['not a number']));
            }),
          ).rejects.toThrow(/invalid input syntax for type integer/);
          expect(await count(conn, 300 + round)).toBe(0);
          await conn.transaction().execute(async (trx) => {
            await insert(trx, 310 + round);
            await lastInsert(trx, JSON.stringify([320 + round]));
          });
          expect(await count(conn, 310 + round)).toBe(1);
          expect(await count(conn, 320 + round)).toBe(1);
        }
      });
  });

  it('sends no COMMIT to the database by itself once the last statement is prepared on the connection', async () => {
    await db()
      .connection()
      .execute(async (conn) => {
        await conn.transaction().execute(async (trx) => {
          await lastInsert(trx, JSON.stringify([600]));
        });
        const query = vi.spyOn(pg.Client.prototype, 'query');
        for (let i = 1; i <= 4; i++)
          await conn.transaction().execute(async (trx) => {
            await insert(trx, 610 + i);
            await lastInsert(trx, JSON.stringify([620 + i]));
          });
        const texts = query.mock.calls.map(([config]) =>
          typeof config === 'string' ? config : (config as { text?: string }).text,
        );
        expect(texts.filter((text) => /^commit$/i.test(text ?? ''))).toEqual([]);
        expect(texts.filter((text) => text?.includes('INSERT INTO commit_probe (v) VALUES'))).toHaveLength(4);
        for (let i = 1; i <= 4; i++) {
          expect(await count(conn, 610 + i)).toBe(1);
          expect(await count(conn, 620 + i)).toBe(1);
        }
      });
  });

  it('refuses a statement after the one the transaction was committed with', async () => {
    await db()
      .connection()
      .execute(async (conn) => {
        await conn.transaction().execute(async (trx) => {
          await lastInsert(trx, JSON.stringify([500]));
        });
        await expect(
          conn.transaction().execute(async (trx) => {
            await insert(trx, 501);
            await lastInsert(trx, JSON.stringify([502]));
            await insert(trx, 503);
          }),
        ).rejects.toThrow('A statement came after the one its transaction was committed with');
        // What the statement committed stays; what came after it never ran.
        expect(await count(conn, 501)).toBe(1);
        expect(await count(conn, 502)).toBe(1);
        expect(await count(conn, 503)).toBe(0);
      });
  });

  it('runs a statement marked THEN_COMMIT outside a transaction as it runs every other', async () => {
    await db()
      .connection()
      .execute(async (conn) => {
        await lastInsert(conn, JSON.stringify([700]));
        await lastInsert(conn, JSON.stringify([701]));
        await insert(conn, 702);
        for (const v of [700, 701, 702]) expect(await count(conn, v)).toBe(1);
      });
  });
});

// Values pg cannot send: PGlite's adapter discards its connection on those, with or without THEN_COMMIT.
describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  'a last statement whose values pg cannot send, on $name',
  (backend) => {
    const db = withProbeTable(backend);

    it('commits nothing when pg cannot send the values of the last statement', async () => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      // A statement of its own: pg closes it on the server when it cannot bind, yet still counts it as parsed.
      const tag = ' /* circular */';
      await db()
        .connection()
        .execute(async (conn) => {
          // Prepared on this connection first, so the failing run takes the path that sends COMMIT with it.
          await conn.transaction().execute(async (trx) => {
            await insert(trx, 400);
            await lastInsert(trx, JSON.stringify([400]), tag);
          });
          await expect(
            conn.transaction().execute(async (trx) => {
              await insert(trx, 401);
              await lastInsert(trx, circular, tag);
            }),
          ).rejects.toThrow(/circular/i);
          expect(await count(conn, 401)).toBe(0);
          await conn.transaction().execute(async (trx) => {
            await insert(trx, 402);
          });
          expect(await count(conn, 402)).toBe(1);
        });
    });
  },
);
