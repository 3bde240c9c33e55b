import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SerialDb, TablesRead } from '../../db/serial-db.ts';
import type { InspectionFacts } from '../../rules/index.ts';

// Decision 0060: after one write, each open screen's read (its model, the measuring run's bar, the header) judges
// the same inspection, and each read its facts again (the inspection's readings, its history, the parts and their
// dimensions): the slowest part of a reading. The facts are kept per inspection until the next committed write,
// and a read answered from them still lists the tables they came from, so the next write refreshes it as before.

interface Memo {
  readonly serial: SerialDb;
  /** Bumped by every committed write: facts read across one are not kept. */
  generation: number;
  readonly facts: Map<string, Promise<TablesRead<InspectionFacts>>>;
}

const memos = new WeakMap<Kysely<Database>, Memo>();

/** Keeps the judgement's facts read through `db` until `serial` commits a write. */
export function keepFactsBetweenWrites(db: Kysely<Database>, serial: SerialDb): void {
  const memo: Memo = { serial, generation: 0, facts: new Map() };
  memos.set(db, memo);
  serial.onChange(() => {
    memo.generation++;
    memo.facts.clear();
  });
}

/**
 * The facts of one inspection: as kept since the last write, or read by `load`. A transaction (a write judging
 * what it records) is not the engine's database object and always reads its own.
 */
export async function memoisedFacts(
  db: Kysely<Database>,
  inspectionExternalId: string,
  load: () => Promise<InspectionFacts>,
): Promise<InspectionFacts> {
  const memo = memos.get(db);
  if (memo === undefined) return load();
  let kept = memo.facts.get(inspectionExternalId);
  if (kept === undefined) {
    const generation = memo.generation;
    kept = memo.serial.recordReads(load);
    memo.facts.set(inspectionExternalId, kept);
    // A write committed while they were read: they may hold some of both states, the next read reads again.
    const settled = kept.then(
      () => generation !== memo.generation,
      () => true,
    );
    void settled.then((drop) => {
      if (drop && memo.facts.get(inspectionExternalId) === kept) memo.facts.delete(inspectionExternalId);
    });
  }
  const { value, tables } = await kept;
  memo.serial.noteReads(tables);
  return value;
}
