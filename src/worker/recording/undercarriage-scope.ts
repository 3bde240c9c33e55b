import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  parseSideRouteName,
  SIDE_EQUIPMENT_NAMES,
  visibleUndercarriageItems,
  type Side,
  type UndercarriageItem,
  type UndercarriageModelFlags,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { loadScope, type InspectionScope } from './inspection-scope.ts';
import { undercarriageFlags } from './model-flags.ts';

// What every undercarriage screen and save starts from: the inspection, the asset model's menu flags, and the side
// (undercarriage equipment of the asset) the address names (recording spec §2 Undercarriage, §3 Asset model).

type Db = Kysely<Database> | Transaction<Database>;

export interface SideEquipment {
  readonly side: Side;
  readonly id: number;
  readonly externalId: string;
  readonly name: string;
}

export interface UndercarriageScope {
  readonly inspection: InspectionScope;
  readonly flags: UndercarriageModelFlags;
  /** The asset's undercarriage equipment, sorted by name (Left Side, Right Side). */
  readonly sides: readonly SideEquipment[];
}

const isUndercarriage = (category: string | null) => category?.trim().toLowerCase() === 'undercarriage';

/** recording spec §8: "Inspection not found", "Asset not found"; the model's flags (absent model: no flags). */
export async function loadUndercarriageScope(
  db: Db,
  inspectionExternalId: string,
): Promise<UndercarriageScope> {
  const inspection = await loadScope(db, inspectionExternalId);
  if (inspection.assetId === null) throw new EngineError('not-found', 'Asset not found');
  const equipments = await db
    .selectFrom('equipments')
    .select(['id', 'externalId', 'name', 'equipmentCategory'])
    .where('assetId', '=', inspection.assetId)
    .orderBy('name')
    .execute();
  const sides: SideEquipment[] = [];
  for (const e of equipments) {
    if (!isUndercarriage(e.equipmentCategory) || e.id === null) continue;
    const side = (Object.keys(SIDE_EQUIPMENT_NAMES) as Side[]).find(
      (s) => SIDE_EQUIPMENT_NAMES[s] === e.name,
    );
    if (side) sides.push({ side, id: e.id, externalId: e.externalId, name: e.name });
  }
  return {
    inspection,
    flags: await undercarriageFlags(db, inspection.modelId),
    sides,
  };
}

/** recording spec §8 "Equipment not found": the side the address names must be undercarriage equipment of the asset. */
export function requireSide(scope: UndercarriageScope, sideName: string): SideEquipment {
  const side = parseSideRouteName(sideName);
  const equipment = scope.sides.find((s) => s.side === side);
  if (!equipment) throw new EngineError('not-found', 'Equipment not found', { sideName });
  return equipment;
}

/** The items of the side condition menu this asset's model shows. */
export function visibleItems(scope: UndercarriageScope): UndercarriageItem[] {
  return visibleUndercarriageItems(scope.flags, scope.inspection.assetTypeName);
}

/** recording spec §2: an item the model does not show is not found. */
export function requireVisibleItem(scope: UndercarriageScope, key: string): UndercarriageItem {
  const item = visibleItems(scope).find((i) => i.key === key);
  if (!item) throw new EngineError('not-found', 'Page not found', { key });
  return item;
}

export interface ObservationRow {
  readonly externalId: string;
  readonly identifier: string;
  readonly value: string | null;
  readonly entityExternalId: string | null;
}

/** The inspection's observations under an identifier prefix, every row (collections and positions keep theirs). */
export async function observationsUnder(
  db: Db,
  scope: InspectionScope,
  prefix: string,
): Promise<ObservationRow[]> {
  const rows = await db
    .selectFrom('observations')
    .select(['externalId', 'observableItem', 'value', 'entityExternalId'])
    .where('categoryTypeExternalId', '=', scope.categoryTypeExternalId)
    .where('observableItem', 'like', `${prefix.replace(/[%_]/g, '')}%`)
    .orderBy(sql`rowid`)
    .execute();
  return rows.flatMap((r) =>
    r.observableItem === null
      ? []
      : [
          {
            externalId: r.externalId,
            identifier: r.observableItem,
            value: r.value,
            entityExternalId: r.entityExternalId,
          },
        ],
  );
}
