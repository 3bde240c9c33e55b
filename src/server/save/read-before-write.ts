import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ErrorIssue } from '../../api/errors.ts';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { PREPARED_WITH_VALUES } from '../db/prepared-statements.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { namedInspectionsRead, type NamedInspection } from './authorize.ts';
import { referenceReads } from './check-references.ts';
import { auditActorRead } from './completed-guard.ts';
import { conflictFacts, conflictsRead, type ConflictFacts, type SavingDevice } from './conflicts.ts';
import { deletedOf, deletionsRead } from './deleted-and-back.ts';
import { storedSeqsRead, type SaveReceipt } from './receipts.ts';

// Everything a save reads before it writes, in one statement (one round trip, whatever the request's size): the
// checks against the database (check-references.ts), the inspections it names, locked (authorize.ts), the receipts of
// its device and subjects (receipts.ts, after the lock taken on them), the audit trail's author (completed-guard.ts)
// what two devices' changes are compared with (conflicts.ts) and which of its inspections were deleted
// (deleted-and-back.ts).

type Trx = Transaction<ServerDatabase>;

export interface ReadBeforeWrite {
  readonly issues: ErrorIssue[];
  readonly named: readonly NamedInspection[];
  /** The newest entry of each receipt's device and subject already applied (storedSeqsRead's answer). */
  readonly storedSeqs: Readonly<Record<string, string>>;
  /** What the held observations, open conflicts and other devices' changes are (conflicts.ts). */
  readonly conflicts: ConflictFacts;
  /** The inspections the save writes that a delete removed: the save brings them back. */
  readonly deleted: readonly string[];
}

export async function readBeforeWrite(
  trx: Trx,
  request: SaveInspectionsRequestParsed,
  options: {
    actor: { sub: string; name: string | undefined };
    receipts: readonly SaveReceipt[];
    device: SavingDevice | undefined;
  },
): Promise<ReadBeforeWrite> {
  const references = referenceReads(request);
  const named = namedInspectionsRead(request);
  const reads: RawBuilder<unknown>[] = [
    auditActorRead(options.actor.sub, options.actor.name),
    named ?? sql`'[]'::json`,
    options.receipts.length === 0 ? sql`'{}'::json` : storedSeqsRead(options.receipts),
    conflictsRead(request, options.device) ?? sql`NULL::json`,
    deletionsRead(request) ?? sql`NULL::json`,
    ...references.reads,
  ];
  const values = await readAll(trx, reads);
  return {
    named: values[1] as NamedInspection[],
    storedSeqs: values[2] as Record<string, string>,
    conflicts: conflictFacts(values[3]),
    deleted: deletedOf(values[4]),
    issues: references.issues(values.slice(5)),
  };
}

/** The values of several reads, in their order, from one statement (one round trip). */
export async function readAll(trx: Trx, reads: readonly RawBuilder<unknown>[]): Promise<unknown[]> {
  // Prepared: its values are arrays and ids, so one generic plan serves every request of the same shape. Raw SQL with
  // aliases of its own: run without the CamelCase plugin, whose copy of the statement's tree was ~20 KB per save.
  const result = await sql<Record<string, unknown>>`${sql.raw(PREPARED_WITH_VALUES)}SELECT ${sql.join(
    reads.map((read, i) => sql`${read} AS ${sql.ref(`r${i}`)}`),
  )}`.execute(trx.withoutPlugins());
  const row = result.rows[0] ?? {};
  return reads.map((_, i) => row[`r${i}`]);
}
