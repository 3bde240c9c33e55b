import { describe, expect, it } from 'vitest';
import { openMemoryDb } from './open-memory-db.ts';
import { watchTransactionsAcrossTasks } from './transactions-within-a-task.setup.ts';

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

  it('lists the rows a committed write changed in a watched table, and none of a bulk write (decision 0067)', async () => {
    const { serial, kysely } = await openMemoryDb();
    serial.watchRows('kv');
    const events: { tables: readonly string[]; kv: unknown }[] = [];
    serial.onChange((tables, rows) => events.push({ tables, kv: rows.get('kv') }));
    await serial.transaction((db) => db.exec(`INSERT INTO kv VALUES ('a', '1', 'now'), ('b', '1', 'now')`));
    const rowids = serial.db.selectValues('SELECT rowid FROM kv ORDER BY key').map(Number);
    await kysely.updateTable('kv').set({ value: '2' }).where('key', '=', 'b').execute();
    await kysely.updateTable('syncState').set({ lastSyncDate: 'x' }).execute();
    await kysely.deleteFrom('kv').where('key', '=', 'a').execute();
    // A rolled-back write's rows are not counted with the next one's.
    await expect(
      serial.transaction((db) => {
        db.exec(`UPDATE kv SET value = '3'`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const release = await serial.acquire();
    serial.db.exec('BEGIN IMMEDIATE');
    const bulk = serial.beginBulkWrite();
    serial.db.exec(`INSERT INTO kv VALUES ('c', '1', 'now')`);
    serial.db.exec('COMMIT');
    bulk.end(true, ['kv']);
    release();
    expect(events).toEqual([
      { tables: ['kv'], kv: { rowids, deleted: false } },
      { tables: ['kv'], kv: { rowids: [rowids[1]], deleted: false } },
      { tables: ['syncState'], kv: undefined },
      { tables: ['kv'], kv: { rowids: [rowids[0]], deleted: true } },
      { tables: ['kv'], kv: undefined },
    ]);
  });

  it('a bulk write publishes every table when it commits, nothing when rolled back, and the hook is back after', async () => {
    const { serial } = await openMemoryDb();
    const events: (readonly string[])[] = [];
    serial.onChange((tables) => events.push(tables));
    const tables = serial.db
      .selectValues("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .map(String)
      .sort();

    const release = await serial.acquire();
    serial.db.exec('BEGIN IMMEDIATE');
    const bulk = serial.beginBulkWrite();
    serial.db.exec(`INSERT INTO kv VALUES ('a', '1', 'now')`);
    serial.db.exec('COMMIT');
    bulk.end(true);
    release();
    expect(events).toEqual([tables]);

    const again = await serial.acquire();
    serial.db.exec('BEGIN IMMEDIATE');
    const rolledBack = serial.beginBulkWrite();
    serial.db.exec(`INSERT INTO kv VALUES ('b', '1', 'now')`);
    serial.db.exec('ROLLBACK');
    rolledBack.end(false);
    again();
    expect(events).toHaveLength(1);

    await serial.transaction((db) => db.exec(`UPDATE kv SET value = '2'`));
    expect(events.at(-1)).toEqual(['kv']);
  });

  it('close interrupts a holder that said how, runs the users queued behind it, then closes', async () => {
    const { serial } = await openMemoryDb();
    const interrupts: string[] = [];
    const release = await serial.acquire(() => {
      interrupts.push(serial.inAutocommit() ? 'no transaction' : 'in a transaction');
      serial.db.exec('ROLLBACK');
      release();
    });
    serial.db.exec('BEGIN IMMEDIATE');
    serial.db.exec(`INSERT INTO kv VALUES ('pulled', '1', 'now')`);
    // Queued behind the holder before the close was asked: it runs, after the rollback.
    const queued = serial.use((db) => db.selectValue('SELECT count(*) FROM kv'));
    // The holder never releases on its own (its network never answers): the close does not wait for it.
    await serial.close();
    expect(interrupts).toEqual(['in a transaction']);
    expect(await queued).toBe(0);
    expect(serial.closed).toBe(true);
    await expect(serial.acquire()).rejects.toThrow('The database is closed.');
    release();
  });

  it('the unit suite’s watch tells of a transaction left open across a task, and of nothing shorter', async () => {
    const { serial, kysely } = await openMemoryDb();
    const told: string[] = [];
    watchTransactionsAcrossTasks((message) => told.push(message));
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'a', value: '1', updatedAt: 'now' }).execute();
      await Promise.resolve();
      await trx.updateTable('kv').set({ value: '2' }).execute();
    });
    await serial.transaction(async (db) => db.exec(`UPDATE kv SET value = '3'`));
    await nextTask();
    expect(told).toEqual([]);

    await kysely.transaction().execute(async (trx) => {
      await trx.updateTable('kv').set({ value: '4' }).execute();
      await nextTask();
    });
    await serial.transaction(async (db) => {
      db.exec(`UPDATE kv SET value = '5'`);
      await nextTask();
    });
    expect(told).toHaveLength(2);
    expect(told[0]).toContain('A transaction stayed open across a task, holding the connection.');
  });

  it('refuses use after close', async () => {
    const { serial } = await openMemoryDb();
    await serial.close();
    await expect(serial.use(() => 1)).rejects.toThrow('The database is closed.');
  });
});

describe('SerialDb.recordReads (the tables a read touched, as SQLite reports them)', () => {
  it('lists every table a statement reads: joins, subqueries, views and count(*)', async () => {
    const { serial, kysely } = await openMemoryDb();
    serial.db.exec(`CREATE VIEW recent_kv AS SELECT k.key FROM kv k JOIN syncState s ON s.id = s.id`);
    const read = await serial.recordReads(async () => {
      await kysely
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .execute();
      return serial.use((db) => db.selectValues('SELECT key FROM recent_kv'));
    });
    expect(read.value).toEqual([]);
    expect(read.tables).toEqual(expect.arrayContaining(['kv', 'outbox', 'syncState']));
  });

  it('lists nothing that was prepared before or after the read', async () => {
    const { serial, kysely } = await openMemoryDb();
    await kysely.selectFrom('kv').selectAll().execute();
    const read = await serial.recordReads(() => kysely.selectFrom('outbox').selectAll().execute());
    await kysely.selectFrom('syncState').selectAll().execute();
    expect(read.tables).toEqual(['outbox']);
  });

  it('lists the tables of a statement kept from an earlier run, which is not prepared again', async () => {
    const { serial, kysely } = await openMemoryDb();
    const read = () => kysely.selectFrom('kv').select('key').where('key', '=', 'a').execute();
    await read();
    const again = await serial.recordReads(read);
    expect(again.tables).toEqual(['kv']);
  });
});

describe('SerialDb.withStatement (statements kept prepared, decision 0105)', () => {
  it('runs a kept statement again with new values, after a run that failed', async () => {
    const { kysely } = await openMemoryDb();
    const put = (key: string, value: string | null) =>
      kysely
        .insertInto('kv')
        .values({ key, value: value as string, updatedAt: 'now' })
        .execute();
    await put('a', '1');
    // NOT NULL refuses it mid-step; the statement is reset and its values cleared for the next run.
    await expect(put('b', null)).rejects.toThrow(/NOT NULL/);
    await put('b', '2');
    const rows = await kysely.selectFrom('kv').select(['key', 'value']).orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
  });

  it('answers each run from its own values: a read stopped early by an error leaves nothing for the next', async () => {
    const { serial, kysely } = await openMemoryDb();
    await kysely
      .insertInto('kv')
      .values([
        { key: 'a', value: '1', updatedAt: 'now' },
        { key: 'b', value: '2', updatedAt: 'now' },
      ])
      .execute();
    const sql = 'SELECT key FROM kv ORDER BY key';
    expect(() =>
      serial.withStatement(sql, (stmt) => {
        stmt.step();
        throw new Error('stopped after the first row');
      }),
    ).toThrow('stopped after the first row');
    const keys = serial.withStatement(sql, (stmt) => {
      const found: unknown[] = [];
      while (stmt.step()) found.push(stmt.get(0));
      return found;
    });
    expect(keys).toEqual(['a', 'b']);
  });
});
