import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseIdlerSide } from '../../rules/index.ts';
import { loadUndercarriageScope, requireSide } from './undercarriage-scope.ts';

/** The part an idler screen heads with (recording spec §2 Shared UI part header). */
export interface IdlerPart {
  readonly name: string;
  readonly partNumber: string | null;
}

/**
 * The side's front or rear idler: the equipment part of that side whose part type is "Front Idler" or "Rear Idler"
 * (both sit in the side's Idler group); null when the side has none.
 */
export async function idlerPart(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
  idler: string,
): Promise<IdlerPart | null> {
  const which = parseIdlerSide(idler);
  if (which === undefined) return null;
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const row = await db
    .selectFrom('equipmentParts as ep')
    .innerJoin('parts as p', 'p.id', 'ep.partId')
    .innerJoin('partTypes as t', 't.id', 'p.partTypeId')
    .select(['p.name', 'p.partNumber'])
    .where('ep.externalEquipmentId', '=', equipment.externalId)
    .where('t.name', '=', which === 'front' ? 'Front Idler' : 'Rear Idler')
    .orderBy('ep.position')
    .executeTakeFirst();
  return row ? { name: row.name, partNumber: row.partNumber } : null;
}
