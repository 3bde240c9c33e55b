import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { EquipmentItemSave, SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { idArray } from '../db/id-array.ts';
import { conflict, forbidden, type Refusal, type RefusedRow } from './refusal.ts';

// Who may change what (docs/decisions/0022-who-may-change-an-inspection.md): an inspection is changed or deleted
// only by the inspector who created it (the token's subject that first saved it), and a save touches fleet equipment
// only as the spec's flows do: a new bucket, or a bucket moved by a changeout. Everything else is refused with 403
// before anything is written.

type Trx = Transaction<ServerDatabase>;

const inspectionRow = (externalId: string): RefusedRow => ({
  tableName: 'inspections',
  rowExternalId: externalId,
  inspectionExternalId: externalId,
});

/** A stored inspection a save names, as read (and locked) before anything is written. */
export interface NamedInspection {
  readonly externalId: string;
  readonly owner: string | null;
  readonly inspectorName: string;
  readonly savedBy: string | null;
  /** Completed and not reopened: the signed-off record (completed-guard.ts). */
  readonly signedOff: boolean;
}

/**
 * The inspections a save names, locked (FOR UPDATE: the owner read is the one the writes see, no reopen or delete
 * slips in between), as one read of the save's statement of reads (read-before-write.ts); undefined when it names none.
 */
export function namedInspectionsRead(request: SaveInspectionsRequestParsed): RawBuilder<unknown> | undefined {
  const named = [...request.inspections.map((i) => i.externalId), ...request.deletedInspections];
  if (named.length === 0) return undefined;
  return sql`(SELECT coalesce(json_agg(n), '[]') FROM (
    SELECT external_id::text AS "externalId", coalesce(owner_sub, saved_by) AS owner,
      inspector_name AS "inspectorName", saved_by AS "savedBy", completed AND NOT reopened AS "signedOff"
    FROM inspections WHERE external_id = ANY(${idArray(named)}::uuid[])
    ORDER BY id FOR UPDATE) n)`;
}

/**
 * The refusal of a save that creates an inspection whose externalId another inspector created first (or created and
 * deleted): 409, nothing of the save is stored (migrations/server/0017).
 */
export function createdByAnother(externalId: string, ownerName: string): Refusal {
  return conflict(
    `Someone else created this inspection first: inspection ${externalId} belongs to another inspector (${ownerName}), so this save was not stored`,
    [inspectionRow(externalId)],
  );
}

/** The database's refusal of another inspector's creation (migrations/server/0017) as the server answers it. */
export function firstComeRefusal(error: unknown): Refusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, detail, hint } = error as Record<string, unknown>;
  if (code !== '23505' || constraint !== 'inspections_first_come' || typeof detail !== 'string')
    return undefined;
  return createdByAnother(detail, typeof hint === 'string' ? hint : 'unknown');
}

/** Refuses a save or delete that names an inspection another inspector created (`named`: as read, locked). */
export function authorizeInspections(
  request: SaveInspectionsRequestParsed,
  named: readonly NamedInspection[],
  actorSub: string,
): void {
  const others = named.filter((row) => row.owner !== actorSub);
  const first = others[0];
  if (first === undefined) return;
  const saved = request.inspections.find((i) => i.externalId === first.externalId);
  // The device sends it as new (it has no server id yet): two inspectors made the same id, and the first one won.
  if (saved?.isNew === true) throw createdByAnother(first.externalId, first.inspectorName);
  const verb = saved === undefined ? 'delete' : 'change';
  throw forbidden(
    `Inspection ${first.externalId} belongs to another inspector (${first.inspectorName}): only they can ${verb} it`,
    others.map((row) => inspectionRow(row.externalId)),
  );
}

/** The fields that make a bucket what it is: fixed once it exists (only where it is may change). */
const FIXED_FIELDS = [
  'name',
  'description',
  'equipmentCategoryId',
  'equipmentTypeId',
  'manufacturerId',
  'configurationId',
  'serialNumber',
  'partNumber',
  'capitalIndexNumber',
  'installDate',
] as const satisfies readonly (keyof EquipmentItemSave)[];

const FIXED_PART_FIELDS = ['partId', 'position', 'locationId', 'secondaryLocationId'] as const;

type StoredEquipment = Pick<EquipmentItemSave, (typeof FIXED_FIELDS)[number]> & { externalId: string };
interface StoredPart {
  externalId: string;
  equipmentExternalId: string;
  partId: number;
  position: number | null;
  locationId: number | null;
  secondaryLocationId: number | null;
}

const equipmentRow = (externalId: string): RefusedRow => ({
  tableName: 'equipments',
  rowExternalId: externalId,
  inspectionExternalId: null,
});

/** Why a save may not write this equipment item, or undefined when it is a new bucket or a bucket's move. */
function equipmentProblem(
  item: EquipmentItemSave,
  stored: StoredEquipment | undefined,
  parts: ReadonlyMap<string, StoredPart>,
  bucketTypes: ReadonlySet<number>,
): string | undefined {
  const notBucket = `Equipment ${item.externalId} is not a bucket: a save only adds a new bucket or moves one in a changeout`;
  if (!bucketTypes.has(item.equipmentTypeId)) return notBucket;
  if (stored === undefined) return undefined;
  if (!bucketTypes.has(stored.equipmentTypeId)) return notBucket;
  const changed: string[] = FIXED_FIELDS.filter((field) => (item[field] ?? null) !== (stored[field] ?? null));
  for (const part of item.equipmentParts) {
    const known = parts.get(part.externalId);
    if (known === undefined || known.equipmentExternalId !== item.externalId) {
      changed.push('equipmentParts (a part was added)');
      break;
    }
    if (FIXED_PART_FIELDS.some((field) => (part[field] ?? null) !== known[field])) {
      changed.push('equipmentParts');
      break;
    }
  }
  if (changed.length === 0) return undefined;
  return `Bucket ${item.externalId} exists: a save may only move it (a changeout); its ${changed.join(', ')} cannot change`;
}

/** Refuses equipment items that are not a new bucket or an existing bucket's move. */
export async function authorizeEquipment(trx: Trx, items: readonly EquipmentItemSave[]): Promise<void> {
  if (items.length === 0) return;
  const externalIds = items.map((item) => item.externalId);
  const bucketTypes = new Set(
    (await trx.selectFrom('equipmentTypes').select('id').where('name', '=', 'Bucket').execute()).map(
      (row) => row.id,
    ),
  );
  const stored = await sql<StoredEquipment>`
    SELECT external_id::text AS "externalId", name, description, equipment_category_id AS "equipmentCategoryId",
      equipment_type_id AS "equipmentTypeId", manufacturer_id AS "manufacturerId",
      configuration_id AS "configurationId", serial_number AS "serialNumber", part_number AS "partNumber",
      capital_index_number AS "capitalIndexNumber", install_date AS "installDate"
    FROM equipments WHERE external_id = ANY(${externalIds}::uuid[])`.execute(trx);
  const partIds = items.flatMap((item) => item.equipmentParts.map((part) => part.externalId));
  const storedParts =
    partIds.length === 0
      ? []
      : (
          await sql<StoredPart>`
            SELECT external_id::text AS "externalId", external_equipment_id::text AS "equipmentExternalId",
              part_id AS "partId", position, location_id AS "locationId",
              secondary_location_id AS "secondaryLocationId"
            FROM equipment_parts WHERE external_id = ANY(${partIds}::uuid[])`.execute(trx)
        ).rows;
  const byId = new Map(stored.rows.map((row) => [row.externalId, row]));
  const parts = new Map(storedParts.map((row) => [row.externalId, row]));
  const problems = items
    .map((item) => ({ item, problem: equipmentProblem(item, byId.get(item.externalId), parts, bucketTypes) }))
    .filter((entry): entry is { item: EquipmentItemSave; problem: string } => entry.problem !== undefined);
  const first = problems[0];
  if (first === undefined) return;
  throw forbidden(
    first.problem,
    problems.map(({ item }) => equipmentRow(item.externalId)),
  );
}
