import type { Kysely } from 'kysely';
import type { TablesRead } from '../db/serial-db.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from './engine.ts';
import { markStart } from './start-marks.ts';

/**
 * What a read method of the engine API answers: its value and the local tables it read, as SQLite reported them
 * while preparing its statements. The UI refetches the read when a committed write changes one of those tables, so
 * no screen keeps a list of tables by hand.
 */
export type Read<T> = TablesRead<T>;

let firstRead = true;

export function readFrom<T>(engine: Engine, fn: (db: Kysely<Database>) => Promise<T>): Promise<Read<T>> {
  if (!firstRead) return engine.serial.recordReads(() => fn(engine.db));
  // The first screen's first read, asked, run and answered: milestones of the cold-start bench.
  firstRead = false;
  markStart('first-read-asked');
  return engine.serial
    .recordReads(() => {
      markStart('first-read-runs');
      return fn(engine.db);
    })
    .finally(() => markStart('first-read-answered'));
}
