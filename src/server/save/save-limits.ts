import type { ErrorIssue } from '../../api/errors.ts';
import { SAVE_LIMITS, type SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { thousands as count, valueTooLong } from '../../rules/index.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { MAX_ISSUES } from '../http-errors.ts';
import { recordRefusal, Refusal, type RefusedRow } from './refusal.ts';

// What one save may add: each value no longer than its field holds (the one declaration the device's
// write door also uses, src/rules/value-limits.ts), and the whole save at most SAVE_LIMITS' observations and value
// characters. A save past them is refused 413 before anything is read or written, and the refusal is kept in the
// audit trail: 515 values of 100,000 characters once stored 51.6 MB in one save and made every full sync 421 MB.

/** The audit trail names at most this many of a refused save's values (the answer names the first few). */
const MAX_AUDITED = 100;

/** The 413 a save past its limits gets, or undefined when it fits. */
export function saveLimitRefusal(request: SaveInspectionsRequestParsed): Refusal | undefined {
  const issues: ErrorIssue[] = [];
  const rows: RefusedRow[] = [];
  let observations = 0;
  let characters = 0;
  let tooLongValues = 0;
  request.inspections.forEach((inspection, i) => {
    inspection.categoriesTypes.forEach((ct, c) => {
      ct.observations.forEach((o, n) => {
        if (o.deleted) return;
        observations++;
        if (o.value === null) return;
        characters += o.value.length;
        const tooLong = valueTooLong(o.observableItemId, o.value);
        if (tooLong === undefined) return;
        if (rows.length < MAX_AUDITED)
          rows.push({
            tableName: 'observations',
            rowExternalId: o.externalId,
            inspectionExternalId: inspection.externalId,
          });
        tooLongValues++;
        if (issues.length < MAX_ISSUES)
          issues.push({
            path: `body.inspections.${i}.categoriesTypes.${c}.observations.${n}.value`,
            message: tooLong,
          });
      });
    });
  });
  const first = issues[0];
  if (first !== undefined) {
    const more = tooLongValues > 1 ? ` (and ${count(tooLongValues - 1)} more values too long)` : '';
    return new Refusal(413, `A value is longer than its field holds: ${first.message}${more}`, rows, {
      issues,
    });
  }
  const whole = request.inspections.map((inspection) => ({
    tableName: 'inspections' as const,
    rowExternalId: inspection.externalId,
    inspectionExternalId: inspection.externalId,
  }));
  if (observations > SAVE_LIMITS.observationsPerSave)
    return new Refusal(
      413,
      `One save may hold at most ${count(SAVE_LIMITS.observationsPerSave)} observations; this one holds ${count(observations)}`,
      whole,
    );
  if (characters > SAVE_LIMITS.valueCharactersPerSave)
    return new Refusal(
      413,
      `The values of one save may hold at most ${count(SAVE_LIMITS.valueCharactersPerSave)} characters; this one holds ${count(characters)}`,
      whole,
    );
  return undefined;
}

/** Throws the 413 of a save past its limits, after keeping it in the audit trail. */
export async function refuseOverSaveLimits(
  db: Db,
  request: SaveInspectionsRequestParsed,
  identity: Identity,
): Promise<void> {
  const refusal = saveLimitRefusal(request);
  if (refusal === undefined) return;
  await recordRefusal(db, identity, refusal);
  throw refusal;
}
