import type { ErrorIssue } from '../../api/errors.ts';
import type { Db } from '../db/connect.ts';
import type { InspectionAuditTable } from '../db/schema.ts';
import { HttpError } from '../http-errors.ts';
import type { Identity } from '../auth/verify-token.ts';

// A change the server turns down on purpose (another inspector's inspection, a completed one, fleet equipment a save
// may not change, a photo of a completed record, a save past its limits or its inspector's day: 413 and 429). The refused transaction rolls back, so the trail of the refusal is
// written afterwards in a transaction of its own (docs/decisions/0022-who-may-change-an-inspection.md).

export interface RefusedRow {
  readonly tableName: InspectionAuditTable['tableName'];
  readonly rowExternalId: string;
  readonly inspectionExternalId: string | null;
}

export class Refusal extends HttpError {
  readonly rows: readonly RefusedRow[];

  constructor(
    status: 403 | 409 | 413 | 429,
    error: string,
    rows: readonly RefusedRow[],
    more: { issues?: ErrorIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(status, { error, ...(more.issues === undefined ? {} : { issues: more.issues }) }, more.headers);
    this.rows = rows;
  }
}

export const forbidden = (error: string, rows: readonly RefusedRow[]) => new Refusal(403, error, rows);
export const conflict = (error: string, rows: readonly RefusedRow[]) => new Refusal(409, error, rows);

/** Keeps the refusal in inspection_audit: who asked, what, and the answer they got. */
export async function recordRefusal(db: Db, identity: Identity, refusal: Refusal): Promise<void> {
  if (refusal.rows.length === 0) return;
  await db
    .insertInto('inspectionAudit')
    .values(
      refusal.rows.map((row) => ({
        actorSub: identity.sub,
        actorName: identity.name ?? identity.email ?? null,
        tableName: row.tableName,
        action: 'refused' as const,
        rowExternalId: row.rowExternalId,
        inspectionExternalId: row.inspectionExternalId,
        previous: null,
        current: null,
        reason: `${refusal.status}: ${refusal.body.error}`,
      })),
    )
    .execute();
}
