import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import type { ServerDatabase } from '../db/schema.ts';
import type { NamedInspection } from './authorize.ts';
import { conflict } from './refusal.ts';

// A completed inspection is the inspector's signed-off record (docs/decisions/0010): it changes only through a
// reopen, and is never deleted through deletedInspections. A save naming a completed inspection is let through when
// it is the reopen (reopened: true), or when the person who completed it sends it still completed (the rest of that
// device's upload: an outbox longer than one batch); any other save of it must change nothing, which the audit
// trail of the transaction tells (a replay, or a device's stale copy that matches, is no error).

type Trx = Transaction<ServerDatabase>;

export interface CompletedGuard {
  /** Completed inspections this save may not change. */
  readonly frozen: readonly string[];
}

const inspectionRow = (externalId: string) => ({
  tableName: 'inspections' as const,
  rowExternalId: externalId,
  inspectionExternalId: externalId,
});

/** `named`: the inspections the save names, as authorizeInspections read and locked them. */
export function guardCompleted(
  request: SaveInspectionsRequestParsed,
  named: readonly NamedInspection[],
  actorSub: string,
): CompletedGuard {
  const savedBy = new Map(named.filter((row) => row.signedOff).map((row) => [row.externalId, row.savedBy]));
  const deleted = request.deletedInspections.find((externalId) => savedBy.has(externalId));
  if (deleted !== undefined) {
    throw conflict(`Inspection ${deleted} is completed: it cannot be deleted (reopen it first)`, [
      inspectionRow(deleted),
    ]);
  }
  const frozen = request.inspections
    .filter((inspection) => savedBy.has(inspection.externalId))
    .filter(
      (inspection) =>
        !inspection.reopened && !(inspection.completed && savedBy.get(inspection.externalId) === actorSub),
    )
    .map((inspection) => inspection.externalId);
  return { frozen };
}

/**
 * After the writes: refuses the save (its transaction rolls back) when it changed a frozen inspection. Read through the
 * audit's index by inspection: the rows of the frozen inspections, this transaction's among them (no index on tx,
 * migrations/server/0013_audit_without_tx_index.sql).
 */
export async function assertFrozenUnchanged(trx: Trx, guard: CompletedGuard): Promise<void> {
  if (guard.frozen.length === 0) return;
  const changed = await sql<{ externalId: string }>`
    SELECT inspection_external_id::text AS "externalId" FROM inspection_audit
    WHERE tx = txid_current() AND inspection_external_id = ANY(${guard.frozen}::uuid[])
    LIMIT 1`.execute(trx);
  const first = changed.rows[0];
  if (first !== undefined) {
    throw conflict(`Inspection ${first.externalId} is completed: reopen it to change it`, [
      inspectionRow(first.externalId),
    ]);
  }
}

/**
 * Names the author of the transaction's writes for the audit trail (migrations/server/0003_inspection_audit.sql), as
 * one read of the save's statement of reads (it sets the two transaction-local settings and answers null).
 */
export function auditActorRead(sub: string, name: string | undefined): RawBuilder<unknown> {
  return sql`(SELECT NULL FROM (SELECT set_config('inspect.actor_sub', ${sub}, true),
    set_config('inspect.actor_name', ${name ?? ''}, true)) a)`;
}

/** Who made each inspection's changes in a transaction of several inspectors' saves (save-together.ts). */
export interface InspectionActor {
  readonly sub: string;
  readonly name: string | null;
}

/**
 * Names the author of each inspection's writes for the audit trail, for saves of several inspectors that share one
 * transaction (migrations/server/0015_audit_actor_per_inspection.sql), as one read of a statement of reads.
 */
export function auditActorsRead(
  byInspection: Readonly<Record<string, InspectionActor>>,
): RawBuilder<unknown> {
  return sql`(SELECT NULL FROM (SELECT set_config('inspect.actors', ${JSON.stringify(byInspection)}, true)) a)`;
}
