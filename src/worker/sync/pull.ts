import * as v from 'valibot';
import { API_PATHS } from '../../api/paths.ts';
import { SyncResponseSchema } from '../../api/sync-items.ts';
import type { SerialDb } from '../../db/serial-db.ts';
import { applySyncResponse, type ApplyResult } from './apply-pull.ts';
import type { HttpClient } from './http-client.ts';

/** The server sent a sync payload that does not match the contract: nothing of it is applied. */
export class SyncPayloadError extends Error {
  override name = 'SyncPayloadError';
}

export interface PullResult extends ApplyResult {
  readonly firstSync: boolean;
  /** Where the time went, for the benchmark and the SQL-minded developer: request+download, validation, apply. */
  readonly timings: { readonly fetchMs: number; readonly validateMs: number; readonly applyMs: number };
}

/**
 * GET /inspection/sync with the stored cursor (none on the first sync), validated whole before anything is written,
 * then applied in chunks. Progress is reported on the first sync only (recording spec §7).
 */
export async function pull(
  http: HttpClient,
  serial: SerialDb,
  onProgress?: (fraction: number) => void,
): Promise<PullResult> {
  const cursor = await serial.use((db) => db.selectValue('SELECT lastSyncDate FROM syncState WHERE id = 1'));
  const firstSync = typeof cursor !== 'string';
  const started = performance.now();
  const body = await http.json(API_PATHS.sync, {
    what: 'Failed to get inspections',
    query: { LastSyncDate: firstSync ? undefined : cursor },
    timeoutMs: 120_000,
  });
  const fetched = performance.now();
  const parsed = v.safeParse(SyncResponseSchema, body);
  const validated = performance.now();
  if (!parsed.success) {
    const issues = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new SyncPayloadError(`The server's sync data is not valid: ${issues}`);
  }
  const result = await applySyncResponse(serial, parsed.output, {
    sweep: !firstSync && parsed.output.isFullSync,
    onProgress:
      firstSync && onProgress ? (applied, total) => onProgress(total === 0 ? 1 : applied / total) : undefined,
  });
  const timings = {
    fetchMs: fetched - started,
    validateMs: validated - fetched,
    applyMs: performance.now() - validated,
  };
  return { ...result, firstSync, timings };
}
