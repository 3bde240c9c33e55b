import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { ObservationSaveSchema, SaveInspectionsRequest } from '../../api/save-inspections.ts';
import {
  catalogue,
  DataLevel,
  entryByIdentifier,
  EXECUTIVE_SUMMARY,
  LOCK_ON,
  OPERATION,
} from '../../rules/index.ts';
import type { Db } from '../db/connect.ts';

// Request bodies for tests, built on the `test` fleet the test databases hold.

export interface FleetFacts {
  asset: { id: number; externalId: string; siteId: number; name: string };
  sides: { id: number; externalId: string; name: string }[];
  yard: { id: number; externalId: string; siteId: number };
  otherSite: number;
  fitment: { id: number; partIds: number[] };
}

export async function fleetFacts(db: Db): Promise<FleetFacts> {
  const asset = await db
    .selectFrom('assets')
    .select(['id', 'externalId', 'siteId', 'name'])
    .where('bucketName', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipments')
          .select('id')
          .whereRef('equipments.assetId', '=', 'assets.id')
          .where('equipmentTypeId', '=', 3),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const sides = await db
    .selectFrom('equipments')
    .select(['id', 'externalId', 'name'])
    .where('assetId', '=', asset.id)
    .where('equipmentTypeId', '=', 3)
    .orderBy('id')
    .execute();
  const yard = await db
    .selectFrom('mineLocations')
    .select(['id', 'externalId', 'siteId'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const otherSite = await db
    .selectFrom('sites')
    .select('id')
    .where('id', '!=', asset.siteId)
    .executeTakeFirstOrThrow();
  const parts = await db
    .selectFrom('equipmentPartConfigurations')
    .select('partId')
    .where('configurationId', '=', 1)
    .orderBy('id')
    .execute();
  return {
    asset: { ...asset, externalId: asset.externalId as string },
    sides,
    yard,
    otherSite: otherSite.id,
    fitment: { id: 1, partIds: parts.map((p) => p.partId) },
  };
}

export function itemId(identifier: string): number {
  const entry = entryByIdentifier(identifier);
  if (entry === undefined) throw new Error(`No catalogue entry ${identifier}`);
  return entry.id;
}

/** A new in-progress inspection of the fleet's first machine with two observations. */
export function inspectionRequest(facts: FleetFacts, overrides: { hours?: string } = {}) {
  const externalId = randomUUID();
  const asset = {
    entityId: facts.asset.id,
    entityExternalId: facts.asset.externalId,
    dataLevelId: DataLevel.asset,
  };
  const lockedOn = {
    externalId: randomUUID(),
    observableItemId: itemId(LOCK_ON.lockedOn),
    value: 'true',
    ...asset,
  };
  const hours = {
    externalId: randomUUID(),
    observableItemId: itemId(OPERATION.totalMachineHours),
    value: overrides.hours ?? '41250',
    unitId: 1,
    ...asset,
  };
  const observations = [lockedOn, hours];
  const categoryType = { externalId: randomUUID(), categoryId: 1, typeId: 1, observations };
  const inspection = {
    externalId,
    equipmentMap: facts.sides.map((side) => ({ equipmentTypeId: 3, externalId: side.externalId })),
    assetId: facts.asset.id,
    siteId: facts.asset.siteId,
    mineLocationId: null,
    name: facts.asset.name,
    inspectionDate: '2025-07-01T06:30:00.000Z',
    inspectorName: 'Jordan Reyes',
    categoriesTypes: [categoryType],
    isNew: true,
    metaData: { appVersion: '1.0.0', device: 'Android' },
  };
  const request = {
    syncDetails: { lastSyncDate: null },
    equipmentItems: [],
    inspections: [inspection],
  } satisfies SaveInspectionsRequest;
  return { request, inspection, categoryType, lockedOn, hours, externalId, observations };
}

/** A whole inspection of 40 observations (the fixture's two, and 38 more of the catalogue's items): the bench's save. */
export function wholeInspection(facts: FleetFacts) {
  const { request, categoryType, observations } = inspectionRequest(facts);
  const used = new Set(observations.map((o) => o.observableItemId));
  const more = catalogue()
    .filter((entry) => !used.has(entry.id))
    .slice(0, 40 - observations.length)
    .map((entry) => ({
      externalId: randomUUID(),
      observableItemId: entry.id,
      value: '1',
      entityId: facts.asset.id,
      entityExternalId: facts.asset.externalId,
      dataLevelId: DataLevel.asset,
    }));
  const whole = { ...categoryType, observations: [...observations, ...more] };
  return { ...request, inspections: request.inspections.map((i) => ({ ...i, categoriesTypes: [whole] })) };
}

/** A new bucket on the machine (a changeout moves the old one to the yard), with its fitment's parts. */
export function newBucketItem(
  facts: FleetFacts,
  where: { assetId: number | null; mineLocationId: number | null },
) {
  const externalId = randomUUID();
  return {
    externalId,
    ...where,
    equipmentCategoryId: 3,
    equipmentTypeId: 1,
    name: 'Replacement Bucket 7',
    configurationId: facts.fitment.id,
    manufacturerId: 1,
    serialNumber: 'SN-7731',
    partNumber: 'BP-4471',
    capitalIndexNumber: 'CI-0099123',
    installDate: '2025-07-01',
    effectiveDate: '2025-07-01T00:00:00.000Z',
    equipmentParts: facts.fitment.partIds.map((partId, i) => ({
      externalId: randomUUID(),
      partId,
      position: i + 1,
      locationId: null,
      secondaryLocationId: null,
    })),
  };
}

/** An observation as a client sends it (the optional fields left out). */
type SentObservation = v.InferInput<typeof ObservationSaveSchema>;

/**
 * The fixture's inspection with `count` photo fields on the machine (the left side frame's photos) after its two
 * observations, and `extra` more observations; answers the body and the photo observations' externalIds.
 */
export function inspectionWithPhotos(
  facts: FleetFacts,
  count: number,
  { completed = false, extra = [] }: { completed?: boolean; extra?: SentObservation[] } = {},
) {
  const { request, inspection, categoryType, externalId } = inspectionRequest(facts);
  const photos = Array.from({ length: count }, (_, i) => ({
    externalId: randomUUID(),
    observableItemId: itemId('Undercarriage.Left.SideFrame.Photos'),
    value: `IMG_${i}.jpg`,
    entityId: facts.asset.id,
    entityExternalId: facts.asset.externalId,
    dataLevelId: DataLevel.asset,
  }));
  const observations = [...categoryType.observations, ...photos, ...extra];
  return {
    externalId,
    photos: photos.map((p) => p.externalId),
    request: {
      ...request,
      inspections: [{ ...inspection, completed, categoriesTypes: [{ ...categoryType, observations }] }],
    } satisfies SaveInspectionsRequest,
  };
}

/** `count` comments on the machine's inspection summary, each `length` characters long. */
export function summaryComments(facts: FleetFacts, count: number, length: number): SentObservation[] {
  const text = 'x'.repeat(length);
  return Array.from({ length: count }, () => ({
    externalId: randomUUID(),
    observableItemId: itemId(EXECUTIVE_SUMMARY.comments),
    value: text,
    entityId: facts.asset.id,
    entityExternalId: facts.asset.externalId,
    dataLevelId: DataLevel.asset,
  }));
}
