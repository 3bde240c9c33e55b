import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { idArray } from '../db/id-array.ts';
import type { ServerDatabase } from '../db/schema.ts';
import type { SavingDevice } from './conflicts.ts';

// An inspection one device deleted and another device's changes bring back (docs/decisions/0073-deleted-and-back.md).
// The delete that reaches the server first is applied, and remembered with its device; the other device's later save
// recreates the inspection with what it sends (nothing it typed is lost), and stamps it with who deleted it and whose
// changes came back, so both devices, pulling the inspection, say so in words. The opposite order is refused instead
// (conflicts.ts): the deleting device had not seen the other device's changes.

type Trx = Transaction<ServerDatabase>;

/** One read of the save's statement of reads: which inspections the save writes are deleted, remembered. */
export function deletionsRead(request: SaveInspectionsRequestParsed): RawBuilder<unknown> | undefined {
  const written = request.inspections.map((i) => i.externalId);
  if (written.length === 0) return undefined;
  return sql`(SELECT coalesce(json_agg(d.external_id::text), '[]') FROM inspection_deletions d
    WHERE d.external_id = ANY(${idArray(written)}::uuid[]))`;
}

/** The inspections of a save's read that were deleted (deletionsRead's answer). */
export const deletedOf = (value: unknown): readonly string[] => (value as string[] | null) ?? [];

/** Remembers the inspections a save deletes, with its device, before they go (those that exist). */
export async function rememberDeletions(
  trx: Trx,
  externalIds: readonly string[],
  device: SavingDevice | undefined,
): Promise<void> {
  if (externalIds.length === 0) return;
  await sql`INSERT INTO inspection_deletions (external_id, device_id, device_name)
    SELECT i.external_id, ${device?.id ?? null}::uuid, ${device?.name ?? null}::text FROM inspections i
    WHERE i.external_id = ANY(${idArray(externalIds)}::uuid[])
    ON CONFLICT (external_id) DO UPDATE SET device_id = excluded.device_id, device_name = excluded.device_name,
      deleted_at = clock_timestamp()`.execute(trx);
}

/**
 * The deleted inspections this save wrote again are back: stamped with the deleting device and this one when they
 * differ (one device's own delete and re-creation tells nothing), and no longer remembered as deleted.
 */
export async function markBack(
  trx: Trx,
  externalIds: readonly string[],
  device: SavingDevice | undefined,
): Promise<void> {
  if (externalIds.length === 0) return;
  await sql`WITH gone AS (
      DELETE FROM inspection_deletions d WHERE d.external_id = ANY(${idArray(externalIds)}::uuid[]) RETURNING d.*
    )
    UPDATE inspections i SET deleted_at = gone.deleted_at, deleted_on_device_id = gone.device_id,
      deleted_on_device_name = gone.device_name, kept_from_device_id = ${device?.id ?? null}::uuid,
      kept_from_device_name = ${device?.name ?? null}::text
    FROM gone
    WHERE i.external_id = gone.external_id AND gone.device_id IS DISTINCT FROM ${device?.id ?? null}::uuid`.execute(
    trx,
  );
}
