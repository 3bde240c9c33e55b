import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { EngineError } from '../engine-error.ts';

// Decision 0022 on the device: an inspection is its inspector's. The server refuses another inspector's change when
// it arrives; the device refuses it when it is made, so nothing is recorded that could never be uploaded. The owner
// is the subject the server sends (inspections.ownerSub); the signed-in subject is the app's (signedInUser). When
// either is not known (an inspection made here and not yet back, a device before its first sign-in) the device
// cannot tell, and leaves the rule to the server.

type Db = Kysely<Database> | Transaction<Database>;

/** The code in details of a refused change to another inspector's inspection. */
export const ANOTHER_INSPECTOR_CODE = 'InspectionOfAnotherInspector';

/** Words of a refusal, as the server says it (src/server/save/authorize.ts). */
export const anotherInspectorsMessage = (inspectorName: string, verb = 'change') =>
  `This inspection belongs to another inspector (${inspectorName}): only they can ${verb} it`;

/** The signed-in subject, in SQL: beside an inspection's ownerSub, true when another inspector owns it. */
export const ownedByAnotherSql = (ownerSub: string) =>
  sql<number>`coalesce((SELECT subject <> ${sql.ref(ownerSub)} FROM signedInUser WHERE id = 1), 0)`;

/** Records who is signed in (the token's `sub`); unchanged subjects write nothing, so no read is told of a change. */
export async function rememberSignedInUser(db: Kysely<Database>, subject: string): Promise<void> {
  await db
    .insertInto('signedInUser')
    .values({ id: 1, subject, updatedAt: new Date().toISOString() })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          subject: eb.ref('excluded.subject'),
          updatedAt: eb.ref('excluded.updatedAt'),
        }))
        .where('signedInUser.subject', '<>', subject),
    )
    .execute();
}

/** Refuses a change (or a delete) of an inspection another inspector owns; nothing is written. */
export async function refuseAnotherInspectors(
  db: Db,
  inspectionExternalId: string,
  verb = 'change',
): Promise<void> {
  const row = await db
    .selectFrom('inspections as i')
    .select(['i.inspectorName', ownedByAnotherSql('i.ownerSub').as('ownedByAnother')])
    .where('i.externalId', '=', inspectionExternalId)
    .executeTakeFirst();
  if (row !== undefined && row.ownedByAnother === 1)
    throw new EngineError('conflict', anotherInspectorsMessage(row.inspectorName, verb), {
      code: ANOTHER_INSPECTOR_CODE,
    });
}
