import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { enqueueChange } from './enqueue.ts';

describe('enqueueChange', () => {
  it('writes the change and its outbox entry together, or neither', async () => {
    const { kysely } = await openMemoryDb();
    const change = {
      entityType: 'observation',
      entityExternalId: '0b6e3c1e-6a7d-4d0b-9a61-2f5a3c9e8d01',
      inspectionExternalId: null,
      operation: 'upsert',
    } as const;
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'k', value: '1', updatedAt: 'now' }).execute();
      await enqueueChange(trx, change);
    });
    await expect(
      kysely.transaction().execute(async (trx) => {
        await enqueueChange(trx, change);
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    const entries = await kysely.selectFrom('outbox').selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ seq: 1, entityType: 'observation', state: 'pending', attempts: 0 });
  });

  it('keeps one entry per change, in order', async () => {
    const { kysely } = await openMemoryDb();
    for (const value of ['a', 'b']) {
      await kysely.transaction().execute((trx) =>
        enqueueChange(trx, {
          entityType: 'inspection',
          entityExternalId: 'be5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7081',
          inspectionExternalId: 'be5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7081',
          operation: 'upsert',
          payload: { value },
        }),
      );
    }
    const seqs = await kysely.selectFrom('outbox').select(['seq', 'payload']).orderBy('seq').execute();
    expect(seqs).toEqual([
      { seq: 1, payload: '{"value":"a"}' },
      { seq: 2, payload: '{"value":"b"}' },
    ]);
  });
});
