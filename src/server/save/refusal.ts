import type { ErrorIssue } from '../../api/errors.ts';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
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

/**
 * The rows a bad request's issues name (body.inspections.N…, body.equipmentItems.N…): a 400 of a save is kept in the
 * trail under the inspections and equipment it concerned. At most one row per inspection or item of the request.
 */
export function rowsOfIssues(
  request: SaveInspectionsRequestParsed,
  issues: readonly ErrorIssue[],
): RefusedRow[] {
  const rows = new Map<string, RefusedRow>();
  for (const issue of issues) {
    const [, list, index] = /^body\.(inspections|equipmentItems)\.(\d+)/.exec(issue.path) ?? [];
    if (list === 'inspections') {
      const externalId = request.inspections[Number(index)]?.externalId;
      if (externalId !== undefined)
        rows.set(externalId, {
          tableName: 'inspections',
          rowExternalId: externalId,
          inspectionExternalId: externalId,
        });
    } else if (list === 'equipmentItems') {
      const externalId = request.equipmentItems[Number(index)]?.externalId;
      if (externalId !== undefined)
        rows.set(externalId, {
          tableName: 'equipments',
          rowExternalId: externalId,
          inspectionExternalId: null,
        });
    }
  }
  return [...rows.values()];
}

/** A bad save (400) whose issues name its rows, to keep in the trail like a refusal. */
export class RefusedRequest extends HttpError {
  readonly rows: readonly RefusedRow[];

  constructor(error: HttpError, rows: readonly RefusedRow[]) {
    super(error.status, error.body);
    this.rows = rows;
  }
}

/** Keeps the refusal in inspection_audit: who asked, what, and the answer they got. */
export async function recordRefusal(
  db: Db,
  identity: Identity,
  refusal: Refusal | RefusedRequest,
): Promise<void> {
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
        reason: `${refusal.status}: ${refusal.body.error}${firstIssue(refusal)}`.slice(0, 1000),
      })),
    )
    .execute();
}

const firstIssue = (refusal: HttpError): string => {
  const issue = refusal.body.issues?.[0];
  return issue === undefined ? '' : ` (${issue.path}: ${issue.message})`;
};
