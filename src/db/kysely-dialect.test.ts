import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from './open-memory-db.ts';
import { watchTransactionsAcrossTasks } from './transactions-within-a-task.setup.ts';

describe('SqliteWasmDialect', () => {
  it('runs typed queries and reports affected rows', async () => {
    const { kysely } = await openMemoryDb();
    const inserted = await kysely
      .insertInto('kv')
      .values([
        { key: 'a', value: '1', updatedAt: '2026-01-01T00:00:00.000Z' },
        { key: 'b', value: '2', updatedAt: '2026-01-01T00:00:00.000Z' },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const rows = await kysely.selectFrom('kv').select(['key', 'value']).orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    const updated = await kysely
      .updateTable('kv')
      .set({ value: '3' })
      .where('key', '=', 'a')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it('binds booleans as 0/1 and dates as ISO text', async () => {
    const { kysely } = await openMemoryDb();
    const result = await sql<{
      b: number;
      d: string;
    }>`SELECT ${true} AS b, ${new Date('2026-05-01T10:00:00Z')} AS d`.execute(kysely);
    expect(result.rows).toEqual([{ b: 1, d: '2026-05-01T10:00:00.000Z' }]);
  });

  it('never interleaves another caller inside a transaction', async () => {
    const { kysely } = await openMemoryDb();
    // This transaction waits across tasks on purpose: the watch for that (serial-db.ts) is off for it.
    watchTransactionsAcrossTasks(undefined);
    const order: string[] = [];
    let releaseTx!: () => void;
    const txHeld = new Promise<void>((resolve) => (releaseTx = resolve));
    const tx = kysely.transaction().execute(async (trx) => {
      order.push('tx-start');
      await trx.insertInto('kv').values({ key: 'tx', value: '1', updatedAt: 'now' }).execute();
      await txHeld;
      order.push('tx-end');
    });
    // Issued while the transaction is open and awaiting: it must wait for the commit.
    const outside = kysely
      .selectFrom('kv')
      .selectAll()
      .execute()
      .then((rows) => order.push(`read-${rows.length}`));
    // Let the read reach the connection queue before the transaction goes on.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['tx-start']);
    releaseTx();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx-start', 'tx-end', 'read-1']);
  });

  it('rolls a failed transaction back completely', async () => {
    const { kysely } = await openMemoryDb();
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto('kv').values({ key: 'x', value: '1', updatedAt: 'now' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await kysely.selectFrom('kv').selectAll().execute()).toEqual([]);
    // The connection is usable afterwards.
    await kysely.insertInto('kv').values({ key: 'y', value: '1', updatedAt: 'now' }).execute();
  });
});
