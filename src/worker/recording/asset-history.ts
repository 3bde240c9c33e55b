import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseDecimal, storedTextInMm } from '../../rules/index.ts';

// The other inspections of the same asset and what they recorded: the bounds of operation hours, the previous
// reading of a component, the Status History sheet and the wear trend.

export interface AssetInspection {
  readonly externalId: string;
  readonly inspectionDate: string;
  readonly machineName: string;
  readonly siteName: string | null;
  /** Values of the asked paths, by identifier. */
  readonly values: Readonly<Record<string, string | null>>;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Every other inspection of the asset, oldest first, with its values of the given paths. */
export async function otherInspectionsOfAsset(
  db: Db,
  assetId: number,
  excludeExternalId: string,
  identifiers: readonly string[],
): Promise<AssetInspection[]> {
  const inspections = await db
    .selectFrom('inspections as i')
    .leftJoin('assets as a', 'a.id', 'i.assetId')
    .leftJoin('sites as s', 's.id', 'i.siteId')
    .select(['i.externalId', 'i.inspectionDate', 'i.name', 'a.name as assetName', 's.name as siteName'])
    .where('i.assetId', '=', assetId)
    .where('i.externalId', '!=', excludeExternalId)
    .orderBy('i.inspectionDate')
    .execute();
  if (inspections.length === 0) return [];
  const rows =
    identifiers.length === 0
      ? []
      : await db
          .selectFrom('observations as o')
          .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
          .innerJoin('inspections as i', 'i.externalId', 'c.inspectionExternalId')
          .select(['c.inspectionExternalId', 'o.observableItem', 'o.value', 'o.unitId'])
          .where('i.assetId', '=', assetId)
          .where('i.externalId', '!=', excludeExternalId)
          .where('o.observableItem', 'in', identifiers)
          .execute();
  const values = new Map<string, Record<string, string | null>>();
  for (const row of rows) {
    if (row.observableItem === null) continue;
    const map = values.get(row.inspectionExternalId) ?? {};
    // A length measured in inches is read in millimetres, as the judgement reads it (decision 0053).
    map[row.observableItem] = row.value === null ? null : storedTextInMm(row.value, row.unitId);
    values.set(row.inspectionExternalId, map);
  }
  return inspections.map((i) => ({
    externalId: i.externalId,
    inspectionDate: i.inspectionDate,
    machineName: i.assetName ?? i.name,
    siteName: i.siteName,
    values: values.get(i.externalId) ?? {},
  }));
}

/** A number stored as text, or null. */
export function numberOf(value: string | null | undefined): number | null {
  return parseDecimal(value ?? undefined) ?? null;
}
