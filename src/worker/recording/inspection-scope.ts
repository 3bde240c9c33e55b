import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LengthUnit } from '../../rules/index.ts';
import { ownedByAnotherSql } from '../domain/inspection-owner.ts';
import { EngineError } from '../engine-error.ts';
import { lengthUnitForSite } from '../length-unit.ts';

// What every recording screen and save starts from: the inspection, its category type and the entity its
// asset-level observations belong to (the asset, or the mine location of a yard inspection).

export interface InspectionScope {
  readonly externalId: string;
  readonly inspectionDate: string;
  readonly assetId: number | null;
  readonly assetExternalId: string | null;
  readonly assetName: string | null;
  readonly assetTypeName: string | null;
  readonly modelId: number | null;
  readonly mineLocationId: number | null;
  readonly siteName: string | null;
  /** The unit its lengths are written in: the inspector's, or its site's under "Follow the site" (decision 0071). */
  readonly lengthUnit: LengthUnit;
  readonly completed: boolean;
  /** The inspector's name when it is another inspector's inspection (decision 0022: only they change it). */
  readonly ownedBy: string | null;
  readonly categoryTypeExternalId: string;
  /** Where asset-level observations are written. */
  readonly entity: { readonly entityId: number; readonly entityExternalId: string | null };
}

type Db = Kysely<Database> | Transaction<Database>;

/** recording spec §8: "Inspection not found", "Inspection Category Type not found", "No asset or mineLocation found …". */
export async function loadScope(db: Db, externalId: string): Promise<InspectionScope> {
  if (typeof externalId !== 'string' || externalId.trim() === '') {
    throw new EngineError('invalid-input', 'No inspection ID provided');
  }
  const row = await db
    .selectFrom('inspections as i')
    .leftJoin('assets as a', 'a.id', 'i.assetId')
    .leftJoin('assetTypes as t', 't.id', 'a.assetTypeId')
    .leftJoin('mineLocations as l', 'l.id', 'i.mineLocationId')
    .leftJoin('sites as s', 's.id', 'i.siteId')
    .select([
      'i.externalId',
      'i.inspectionDate',
      'i.assetId',
      'i.mineLocationId',
      'i.completed',
      'i.reopened',
      'i.isReopened',
      'i.inspectorName',
      ownedByAnotherSql('i.ownerSub').as('ownedByAnother'),
      'a.externalId as assetExternalId',
      'a.name as assetName',
      'a.modelId',
      'a.siteName as assetSiteName',
      't.name as assetTypeName',
      'l.externalId as mineLocationExternalId',
      's.name as siteName',
      's.lengthUnitId as siteLengthUnitId',
    ])
    .where('i.externalId', '=', externalId)
    .executeTakeFirst();
  // recording spec §8: the words of the error panel, the code of the data message
  if (!row)
    throw new EngineError('not-found', 'Inspection not found', {
      externalId,
      code: 'observationService.inspection.empty',
    });
  const categoryType = await db
    .selectFrom('inspectionCategoryTypes')
    .select('externalId')
    .where('inspectionExternalId', '=', externalId)
    .orderBy('categoryId')
    .executeTakeFirst();
  if (!categoryType)
    throw new EngineError('not-found', 'Inspection Category Type not found', {
      externalId,
      code: 'observationService.inspectionCategoryTypeFound.empty',
    });
  const entity =
    row.assetId !== null
      ? { entityId: row.assetId, entityExternalId: row.assetExternalId }
      : row.mineLocationId !== null
        ? { entityId: row.mineLocationId, entityExternalId: row.mineLocationExternalId }
        : undefined;
  if (!entity)
    throw new EngineError('not-found', 'No asset or mineLocation found for inspection', { externalId });
  return {
    externalId: row.externalId,
    inspectionDate: row.inspectionDate,
    assetId: row.assetId,
    assetExternalId: row.assetExternalId,
    assetName: row.assetName,
    assetTypeName: row.assetTypeName,
    modelId: row.modelId,
    mineLocationId: row.mineLocationId,
    siteName: row.assetSiteName ?? row.siteName,
    lengthUnit: lengthUnitForSite(row.siteLengthUnitId),
    completed: row.completed === 1 && row.reopened === 0 && row.isReopened === 0,
    ownedBy: row.ownedByAnother === 1 ? row.inspectorName : null,
    categoryTypeExternalId: categoryType.externalId,
    entity,
  };
}

/** recording spec §2: machine photo and operation need an asset ("Asset not found" otherwise). */
export function requireAsset(scope: InspectionScope): { assetId: number } {
  if (scope.assetId === null) throw new EngineError('not-found', 'Asset not found');
  return { assetId: scope.assetId };
}
