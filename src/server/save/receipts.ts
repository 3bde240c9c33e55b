import { sql, type RawBuilder, type Transaction } from 'kysely';
import * as v from 'valibot';
import { OutboxSeq, type SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { ExternalId } from '../../api/wire.ts';
import type { ServerDatabase } from '../db/schema.ts';

// Saves never go back in time. The device names the outbox entries a save carries (outboxSeqs, numbered in the order
// they were written on that device) and the device itself (deviceId, made once per local database). The server keeps
// the highest number it applied per device and subject of the save (the inspection, or the bucket of an
// equipment-only save): a save whose entries are all at or below it is a replay, or an older copy that arrived late,
// and writes nothing (migrations/server/0005). A device that sends no deviceId gets no such protection.

type Trx = Transaction<ServerDatabase>;

export interface SaveReceipt {
  readonly deviceId: string;
  readonly subject: string;
  readonly maxSeq: number;
}

const Seqs = v.pipe(v.array(OutboxSeq), v.minLength(1));
const FromMetaData = v.object({ deviceId: ExternalId, outboxSeqs: Seqs });

/**
 * A receipt per subject of a save, with the device and the save's newest entry: every inspection it saves or deletes
 * (an older save naming [Z, W] that arrives after a newer save of W alone must not revert W), or the first bucket of
 * an equipment-only save. None when the save does not name its device.
 */
export function receiptsOf(request: SaveInspectionsRequestParsed): SaveReceipt[] {
  const inspections = [...request.inspections.map((i) => i.externalId), ...request.deletedInspections];
  const first = request.equipmentItems[0]?.externalId;
  const subjects = [...new Set(inspections.length > 0 ? inspections : first === undefined ? [] : [first])];
  if (subjects.length === 0) return [];
  const device = deviceOf(request);
  if (device === undefined) return [];
  const maxSeq = Math.max(...device.outboxSeqs);
  return subjects.map((subject) => ({ deviceId: device.deviceId, subject, maxSeq }));
}

/** The device a save names and the outbox entries it carries, if it names them. */
export function deviceOf(
  request: SaveInspectionsRequestParsed,
): { deviceId: string; outboxSeqs: number[] } | undefined {
  const { deviceId, outboxSeqs } = request.syncDetails;
  if (deviceId !== undefined && outboxSeqs !== undefined && outboxSeqs.length > 0)
    return { deviceId, outboxSeqs };
  // Devices before syncDetails.deviceId: the same facts in the inspection's metaData.
  const fromMeta = v.safeParse(FromMetaData, request.inspections[0]?.metaData);
  return fromMeta.success ? fromMeta.output : undefined;
}

const lockKey = (receipt: SaveReceipt) => `${receipt.deviceId}/${receipt.subject}`;

/**
 * Takes a transaction lock on each save's device and subject first, so two copies of one save arriving together are
 * applied once: the receipts are read after it (storedSeqsRead, in the save's next statement). Several saves' locks
 * go in one statement, in the order of their keys: two transactions that share keys take them in the same order, so
 * neither waits for the other while holding what it waits for. `more` are other keys taken in the same statement
 * and order (first-readings.ts).
 */
export async function lockReceipts(
  trx: Trx,
  receipts: readonly SaveReceipt[],
  more: readonly string[] = [],
): Promise<void> {
  const keys = [...new Set([...receipts.map(lockKey), ...more])].sort();
  // An aggregate over unnest takes the locks in the array's order.
  await sql`SELECT count(pg_advisory_xact_lock(1347, hashtext(k))) FROM unnest(${keys}::text[]) AS x(k)`.execute(
    trx,
  );
}

/**
 * The newest entry applied of each receipt, as one read of a statement: { "device/subject": max_seq as text }, the
 * receipts of none left out.
 */
export function storedSeqsRead(receipts: readonly SaveReceipt[]): RawBuilder<unknown> {
  return sql`(SELECT coalesce(json_object_agg(r.device_id::text || '/' || r.subject_external_id::text,
      r.max_seq::text), '{}')
    FROM save_receipts r JOIN unnest(${receipts.map((x) => x.deviceId)}::uuid[],
      ${receipts.map((x) => x.subject)}::uuid[]) AS x(device_id, subject)
      ON r.device_id = x.device_id AND r.subject_external_id = x.subject)`;
}

/** The stored entry of one receipt in storedSeqsRead's answer. */
export const storedSeqOf = (seqs: Readonly<Record<string, string>>, receipt: SaveReceipt): string | null =>
  seqs[lockKey(receipt)] ?? null;

/** True when this device already had a save of this subject applied that was as new or newer. */
export function isStale(receipt: SaveReceipt, storedSeq: string | null): boolean {
  return storedSeq !== null && Number(storedSeq) >= receipt.maxSeq;
}

/** The subjects of these receipts that their device already saved as new or newer (storedSeqsRead's answer). */
export function staleSubjects(
  receipts: readonly SaveReceipt[],
  seqs: Readonly<Record<string, string>>,
): Set<string> {
  return new Set(
    receipts
      .filter((receipt) => isStale(receipt, storedSeqOf(seqs, receipt)))
      .map((receipt) => receipt.subject),
  );
}

/** A receipt to store, and who made the save. */
export interface StoredReceipt extends SaveReceipt {
  readonly savedBy: string;
}

/**
 * Remembers the newest entry applied (never an older one), as one statement: the save's write runs it as a CTE of
 * its own statement (write.ts), a save that writes no inspection tree by itself (storeReceipts). None: nothing.
 */
export function receiptUpsert(receipts: readonly StoredReceipt[]): RawBuilder<unknown> {
  const rows = receipts.map((receipt) => ({
    device_id: receipt.deviceId,
    subject_external_id: receipt.subject,
    max_seq: receipt.maxSeq,
    saved_by: receipt.savedBy,
  }));
  return sql`INSERT INTO save_receipts AS r (device_id, subject_external_id, max_seq, saved_by)
    SELECT device_id, subject_external_id, max_seq, saved_by FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(device_id uuid, subject_external_id uuid, max_seq bigint, saved_by text)
    ON CONFLICT (device_id, subject_external_id) DO UPDATE SET max_seq = greatest(r.max_seq, excluded.max_seq),
      saved_by = excluded.saved_by`;
}

/** Stores the receipts in the save's transaction: a save that writes no inspection tree. */
export async function storeReceipts(trx: Trx, receipts: readonly StoredReceipt[]): Promise<void> {
  await receiptUpsert(receipts).execute(trx);
}
