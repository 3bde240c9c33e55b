// New Bucket cascading selection and creation look-ups (shell spec §3 and §4 "Cascading selection", "Bucket creation flow").

export type Id = number | null;

export interface NewBucketLocation {
  customerId: Id;
  siteId: Id;
  assetId: Id;
  mineLocationId: Id;
}

export const EMPTY_LOCATION: NewBucketLocation = {
  customerId: null,
  siteId: null,
  assetId: null,
  mineLocationId: null,
};

// shell spec §4: choosing a customer clears site, machine and mine location
export function selectCustomer(_location: NewBucketLocation, customerId: Id): NewBucketLocation {
  return { ...EMPTY_LOCATION, customerId };
}

// shell spec §4: choosing a site clears machine and mine location
export function selectSite(location: NewBucketLocation, siteId: Id): NewBucketLocation {
  return { ...location, siteId, assetId: null, mineLocationId: null };
}

// shell spec §4: choosing a machine clears the mine location
export function selectMachine(location: NewBucketLocation, assetId: Id): NewBucketLocation {
  return { ...location, assetId, mineLocationId: null };
}

// shell spec §4: choosing a mine location clears the machine
export function selectMineLocation(location: NewBucketLocation, mineLocationId: Id): NewBucketLocation {
  return { ...location, mineLocationId, assetId: null };
}

interface Named {
  id: number;
  name: string;
}

// shell spec §4: sites are listed only if they have assets or mine locations (optionally of one customer)
export function listedSites<S extends Named & { customerId: number }>(
  sites: readonly S[],
  assets: readonly { siteId: number | null }[],
  mineLocations: readonly { siteId: number | null }[],
  customerId?: Id,
): S[] {
  const used = new Set([...assets, ...mineLocations].map((x) => x.siteId));
  return sites.filter(
    (s) => used.has(s.id) && (customerId === undefined || customerId === null || s.customerId === customerId),
  );
}

// shell spec §4: customers are listed only if they have sites that have assets or mine locations
export function listedCustomers<C extends Named>(
  customers: readonly C[],
  sites: readonly (Named & { customerId: number })[],
  assets: readonly { siteId: number | null }[],
  mineLocations: readonly { siteId: number | null }[],
): C[] {
  const withSites = new Set(listedSites(sites, assets, mineLocations).map((s) => s.customerId));
  return customers.filter((c) => withSites.has(c.id));
}

// shell spec §4: machines are sorted by name
export function sortMachinesByName<A extends { name: string }>(assets: readonly A[]): A[] {
  return [...assets].sort((a, b) => a.name.localeCompare(b.name));
}

// shell spec §3 and §9: fitments (equipment configurations) with id above 0 only
export function listedFitments<F extends { id: number }>(fitments: readonly F[]): F[] {
  return fitments.filter((f) => f.id > 0);
}

export const MANUFACTURER_NOT_FOUND = 'Manufacturer not found';

/** Where each manufacturer is looked up: the form offers asset manufacturers; a fitment names a part manufacturer. */
export interface ManufacturerLists<M> {
  readonly chosen: readonly M[];
  readonly fitment: readonly M[];
}

// The two ids come from different tables (equipmentConfigurations.manufacturerId is a part manufacturer's), so each
// is looked up in its own list: one list for both found 'Komatsu' for ESCO's id.
// shell spec §4 step 3 and §8: the manufacturer is the chosen one, else the fitment's; else 'Manufacturer not found'
export function resolveManufacturer<M extends { id: number }>(
  chosenId: Id | undefined,
  fitment: { manufacturerId?: number | null } | undefined,
  lists: ManufacturerLists<M>,
): { ok: true; manufacturer: M } | { ok: false; message: typeof MANUFACTURER_NOT_FOUND } {
  const manufacturer =
    lists.chosen.find((m) => m.id === chosenId) ??
    lists.fitment.find((m) => m.id === fitment?.manufacturerId);
  return manufacturer === undefined
    ? { ok: false, message: MANUFACTURER_NOT_FOUND }
    : { ok: true, manufacturer };
}

export type BucketPlacement<A, L> =
  | { ok: true; kind: 'asset'; asset: A }
  | { ok: true; kind: 'mineLocation'; mineLocation: L }
  | {
      ok: false;
      message: 'Asset not found' | 'Mine Location not found' | 'Machine or Mine Location not selected';
    };

// shell spec §4 step 4 and §8: resolve the machine or mine location of a new bucket, with the exact messages
export function resolveBucketPlacement<A extends { id: number }, L extends { id: number }>(
  location: Pick<NewBucketLocation, 'assetId' | 'mineLocationId'>,
  assets: readonly A[],
  mineLocations: readonly L[],
): BucketPlacement<A, L> {
  if (location.assetId !== null && location.assetId !== undefined) {
    const asset = assets.find((a) => a.id === location.assetId);
    return asset === undefined
      ? { ok: false, message: 'Asset not found' }
      : { ok: true, kind: 'asset', asset };
  }
  if (location.mineLocationId !== null && location.mineLocationId !== undefined) {
    const mineLocation = mineLocations.find((l) => l.id === location.mineLocationId);
    return mineLocation === undefined
      ? { ok: false, message: 'Mine Location not found' }
      : { ok: true, kind: 'mineLocation', mineLocation };
  }
  return { ok: false, message: 'Machine or Mine Location not selected' };
}

/** An equipment row with the names of its category and type. */
export interface EquipmentLike {
  assetId?: number | null;
  equipmentCategory?: string | null;
  equipmentType?: string | null;
}

// shell spec §4: creating with a machine finds its existing bucket equipment (category and type bucket) to change out
export function findBucketToChangeOut<E extends EquipmentLike>(
  equipments: readonly E[],
  assetId: number,
): E | undefined {
  const isBucket = (name: string | null | undefined) => name?.trim().toLowerCase() === 'bucket';
  return equipments.find(
    (e) => e.assetId === assetId && isBucket(e.equipmentCategory) && isBucket(e.equipmentType),
  );
}
