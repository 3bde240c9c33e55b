import { describe, expect, it } from 'vitest';
import { openMemoryDb } from './open-memory-db.ts';

describe('SerialDb change events', () => {
  it('publishes the tables a committed write changed, once per transaction', async () => {
    const { serial, kysely } = await openMemoryDb();
    const events: (readonly string[])[] = [];
    serial.onChange((tables) => events.push(tables));
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'a', value: '1', updatedAt: 'now' }).execute();
      await trx.updateTable('syncState').set({ lastSyncDate: 'x' }).execute();
      expect(events).toEqual([]);
    });
    expect(events).toEqual([['kv', 'syncState']]);
  });

  it('publishes nothing for reads or rolled-back writes', async () => {
    const { serial, kysely } = await openMemoryDb();
    const events: (readonly string[])[] = [];
    serial.onChange((tables) => events.push(tables));
    await kysely.selectFrom('kv').selectAll().execute();
    await expect(
      serial.transaction((db) => {
        db.exec(`INSERT INTO kv VALUES ('a', '1', 'now')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(events).toEqual([]);
    expect(serial.db.selectValue('SELECT count(*) FROM kv')).toBe(0);
  });

  it('refuses use after close', async () => {
    const { serial } = await openMemoryDb();
    await serial.close();
    await expect(serial.use(() => 1)).rejects.toThrow('The database is closed.');
  });
});
