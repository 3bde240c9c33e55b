import { sql, type Kysely } from 'kysely';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import type { Database } from '../../db/schema.ts';
import type { ChangedRows, SerialDb, TablesRead } from '../../db/serial-db.ts';
import type { FactsWithBasis } from '../../report/report-source-reader.ts';
import type { InspectionFacts } from '../../rules/index.ts';

// Decision 0060: after one write, each open screen's read (its model, the measuring run's bar, the header) judges
// the same inspection, and each read its facts again (the inspection's readings, its history, the parts and their
// dimensions): the slowest part of a reading. The facts are kept per inspection until the next committed write,
// and a read answered from them still lists the tables they came from, so the next write refreshes it as before.
// Decision 0067: a write that changed only this inspection's own readings (a reading saved, the push's answer
// marking it sent) keeps the rest (history, parts, dimensions, thresholds) and reads its own readings again.

/** The facts and what their shape rests on besides the readings' values (the inspection's row, its equipment). */
type KeptFacts = FactsWithBasis;

interface Entry {
  readonly promise: Promise<TablesRead<KeptFacts>>;
  /** Its facts once read (a write committed while they were read drops the entry instead). */
  settled: TablesRead<KeptFacts> | undefined;
  /** While its own readings are read again: the facts they are read into, and the rows changed since them. */
  readonly base: TablesRead<KeptFacts> | undefined;
  readonly rowids: readonly number[];
  readonly load: () => Promise<KeptFacts>;
  /** The same facts with the inspection's own readings read again; undefined when their shape changed. */
  readonly again: (kept: KeptFacts) => Promise<KeptFacts | undefined>;
}

interface Memo {
  readonly db: Kysely<Database>;
  readonly serial: SerialDb;
  readonly facts: Map<string, Entry>;
}

const memos = new WeakMap<Kysely<Database>, Memo>();

/**
 * The tables whose change may be a change of one inspection's own readings only: its observation rows, and the
 * inspection and category-type rows a save or the push's answer marks (their fields the facts use are compared).
 */
const OWN_READING_TABLES = new Set(['observations', 'inspections', 'inspectionCategoryTypes']);

/**
 * The tables the facts can come from: the synced ones, which both databases hold (inspection-facts.ts). `recordReads`
 * also counts the statements other reads ran meanwhile (the outbox's count after a save, the sync's state): kept as
 * the facts' own, each save (it writes the outbox) or sync threw the facts away whole (decision 0107).
 */
const SYNCED_TABLES: ReadonlySet<string> = new Set(SYNC_LIST_NAMES);

/** Keeps the judgement's facts read through `db` until `serial` commits a write that may change them. */
export function keepFactsBetweenWrites(db: Kysely<Database>, serial: SerialDb): void {
  const memo: Memo = { db, serial, facts: new Map() };
  memos.set(db, memo);
  serial.watchRows('observations');
  serial.onChange((tables, rows) => {
    for (const [id, entry] of memo.facts) {
      // Own readings still being read again start again from the same facts, with this write's rows too; facts
      // still being read whole may hold some of both states and are dropped.
      const base = entry.settled ?? entry.base;
      const changed = base === undefined ? undefined : ownReadingsChange(base.tables, tables, rows);
      if (changed === 'unchanged') continue;
      if (base === undefined || changed === undefined) {
        memo.facts.delete(id);
        continue;
      }
      const rowids = entry.settled === undefined ? [...new Set([...entry.rowids, ...changed])] : changed;
      remember(memo, id, entry, { base, rowids }, () => againOrLoad(memo.db, id, entry, base, rowids));
    }
  });
}

/**
 * What a committed write means for facts read from `read`: 'unchanged' (none of those tables), the observation rows
 * it changed when nothing else they were read from changed but what one inspection's own readings may account for,
 * or undefined when they must be read again whole (a pull's bulk write, a deletion, a part, a dimension…).
 */
function ownReadingsChange(
  read: readonly string[],
  changed: readonly string[],
  rows: ChangedRows,
): readonly number[] | 'unchanged' | undefined {
  const touched = changed.filter((table) => read.includes(table));
  if (touched.length === 0) return 'unchanged';
  if (touched.some((table) => !OWN_READING_TABLES.has(table))) return undefined;
  if (!touched.includes('observations')) return [];
  const observations = rows.get('observations');
  return observations === undefined || observations.deleted ? undefined : observations.rowids;
}

/** Whether every one of these observation rows is one of this inspection's own. */
async function allOwn(db: Kysely<Database>, inspectionExternalId: string, rowids: readonly number[]) {
  if (rowids.length === 0) return true;
  const owners = await db
    .selectFrom('observations as o')
    .leftJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
    .select('c.inspectionExternalId')
    .where(sql<number>`o.rowid`, 'in', [...rowids])
    .execute();
  return (
    owners.length === rowids.length && owners.every((o) => o.inspectionExternalId === inspectionExternalId)
  );
}

async function againOrLoad(
  db: Kysely<Database>,
  inspectionExternalId: string,
  entry: Entry,
  kept: TablesRead<KeptFacts>,
  rowids: readonly number[],
): Promise<KeptFacts> {
  if (await allOwn(db, inspectionExternalId, rowids)) {
    const again = await entry.again(kept.value);
    if (again !== undefined) return again;
  }
  return entry.load();
}

/** Keeps what `read` gives for this inspection, unless a write commits while it reads. */
function remember(
  memo: Memo,
  inspectionExternalId: string,
  from: Pick<Entry, 'load' | 'again'>,
  since: Pick<Entry, 'base' | 'rowids'>,
  read: () => Promise<KeptFacts>,
) {
  const previous = since.base;
  const promise = memo.serial
    .recordReads(read)
    // Facts kept from before still rest on the tables they were first read from.
    .then(({ value, tables }) => {
      const own = tables.filter((table) => SYNCED_TABLES.has(table));
      return { value, tables: [...new Set([...(previous?.tables ?? []), ...own])].sort() };
    });
  const entry: Entry = { load: from.load, again: from.again, ...since, promise, settled: undefined };
  memo.facts.set(inspectionExternalId, entry);
  promise.then(
    (read) => {
      if (memo.facts.get(inspectionExternalId) === entry) entry.settled = read;
    },
    () => {
      if (memo.facts.get(inspectionExternalId) === entry) memo.facts.delete(inspectionExternalId);
    },
  );
  return entry;
}

/**
 * The facts of one inspection: as kept since the last write (its own readings read again after a write of them),
 * or read by `load`. A transaction (a write judging what it records) is not the engine's database object and always
 * reads its own.
 */
export async function memoisedFacts(
  db: Kysely<Database>,
  inspectionExternalId: string,
  load: () => Promise<KeptFacts>,
  again: (kept: KeptFacts) => Promise<KeptFacts | undefined>,
): Promise<InspectionFacts> {
  const memo = memos.get(db);
  if (memo === undefined) return (await load()).facts;
  const entry =
    memo.facts.get(inspectionExternalId) ??
    remember(memo, inspectionExternalId, { load, again }, { base: undefined, rowids: [] }, load);
  const { value, tables } = await entry.promise;
  memo.serial.noteReads(tables);
  return value.facts;
}
