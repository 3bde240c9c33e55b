import { describe, it, expect } from 'vitest';
import {
  EMPTY_LOCATION,
  findBucketToChangeOut,
  listedCustomers,
  listedFitments,
  listedSites,
  resolveBucketPlacement,
  resolveManufacturer,
  selectCustomer,
  selectMachine,
  selectMineLocation,
  selectSite,
  sortMachinesByName,
} from './new-bucket-selection.ts';

const full = { customerId: 1, siteId: 2, assetId: 3, mineLocationId: 4 };

describe('cascading selection (shell spec §4)', () => {
  it('choosing a customer clears site, machine and mine location', () => {
    expect(selectCustomer(full, 9)).toEqual({
      customerId: 9,
      siteId: null,
      assetId: null,
      mineLocationId: null,
    });
  });
  it('choosing a site clears machine and mine location', () => {
    expect(selectSite(full, 8)).toEqual({ customerId: 1, siteId: 8, assetId: null, mineLocationId: null });
  });
  it('choosing a machine clears the mine location and vice versa', () => {
    expect(selectMachine(full, 7)).toEqual({ customerId: 1, siteId: 2, assetId: 7, mineLocationId: null });
    expect(selectMineLocation(full, 6)).toEqual({
      customerId: 1,
      siteId: 2,
      assetId: null,
      mineLocationId: 6,
    });
    expect(EMPTY_LOCATION).toEqual({ customerId: null, siteId: null, assetId: null, mineLocationId: null });
  });
});

describe('lists of the New Bucket form (shell spec §3, §4, §9)', () => {
  const customers = [
    { id: 1, name: 'Alpha' },
    { id: 2, name: 'Beta' },
    { id: 3, name: 'Gamma' },
  ];
  const sites = [
    { id: 10, name: 'North', customerId: 1 },
    { id: 11, name: 'South', customerId: 1 },
    { id: 20, name: 'East', customerId: 2 },
    { id: 30, name: 'West', customerId: 3 },
  ];
  const assets = [{ siteId: 10 }];
  const mineLocations = [{ siteId: 20 }, { siteId: null }];

  it('lists only sites with assets or mine locations', () => {
    expect(listedSites(sites, assets, mineLocations).map((s) => s.id)).toEqual([10, 20]);
    expect(listedSites(sites, assets, mineLocations, 1).map((s) => s.id)).toEqual([10]);
    expect(listedSites(sites, assets, mineLocations, null).map((s) => s.id)).toEqual([10, 20]);
  });

  it('lists only customers with such sites', () => {
    expect(listedCustomers(customers, sites, assets, mineLocations).map((c) => c.name)).toEqual([
      'Alpha',
      'Beta',
    ]);
  });

  it('sorts machines by name without changing the input', () => {
    const machines = [{ name: 'HEX 2' }, { name: 'ERS 9' }, { name: 'HEX 10' }];
    expect(sortMachinesByName(machines).map((m) => m.name)).toEqual(['ERS 9', 'HEX 10', 'HEX 2']);
    expect(machines[0]?.name).toBe('HEX 2');
  });

  it('lists only fitments with id above 0', () => {
    expect(listedFitments([{ id: -1 }, { id: 0 }, { id: 3 }])).toEqual([{ id: 3 }]);
  });
});

describe('bucket creation look-ups (shell spec §4 and §8)', () => {
  // The ids overlap on purpose, as in the seed: asset manufacturer 1 is Komatsu, part manufacturer 1 is ESCO.
  const manufacturers = {
    chosen: [
      { id: 1, name: 'Komatsu' },
      { id: 3, name: 'Liebherr' },
    ],
    fitment: [
      { id: 1, name: 'ESCO' },
      { id: 2, name: 'Hensley' },
    ],
  };

  it.each([
    [3, { manufacturerId: 2 }, 'Liebherr'],
    [null, { manufacturerId: 2 }, 'Hensley'],
    [99, { manufacturerId: 2 }, 'Hensley'],
    [null, { manufacturerId: 1 }, 'ESCO'],
  ])('chosen %j with fitment %j resolves to %s', (chosen, fitment, name) => {
    expect(resolveManufacturer(chosen, fitment, manufacturers)).toMatchObject({
      ok: true,
      manufacturer: { name },
    });
  });

  it("gives 'Manufacturer not found' when neither resolves", () => {
    expect(resolveManufacturer(null, undefined, manufacturers)).toEqual({
      ok: false,
      message: 'Manufacturer not found',
    });
    expect(resolveManufacturer(5, { manufacturerId: null }, manufacturers)).toEqual({
      ok: false,
      message: 'Manufacturer not found',
    });
    // A fitment's part manufacturer is never looked up among the asset manufacturers.
    expect(resolveManufacturer(null, { manufacturerId: 3 }, manufacturers)).toEqual({
      ok: false,
      message: 'Manufacturer not found',
    });
  });

  const assets = [{ id: 3 }];
  const mines = [{ id: 4 }];
  it.each([
    [
      { assetId: 3, mineLocationId: null },
      { ok: true, kind: 'asset', asset: { id: 3 } },
    ],
    [
      { assetId: 5, mineLocationId: null },
      { ok: false, message: 'Asset not found' },
    ],
    [
      { assetId: null, mineLocationId: 4 },
      { ok: true, kind: 'mineLocation', mineLocation: { id: 4 } },
    ],
    [
      { assetId: null, mineLocationId: 6 },
      { ok: false, message: 'Mine Location not found' },
    ],
    [
      { assetId: null, mineLocationId: null },
      { ok: false, message: 'Machine or Mine Location not selected' },
    ],
  ])('placement of %j', (location, expected) => {
    expect(resolveBucketPlacement(location, assets, mines)).toEqual(expected);
  });

  it("finds the machine's existing bucket (category and type bucket) to change out", () => {
    const equipments = [
      { id: 1, assetId: 3, equipmentCategory: 'Undercarriage', equipmentType: 'Undercarriage' },
      { id: 2, assetId: 3, equipmentCategory: 'Bucket', equipmentType: 'Wear Plate' },
      { id: 3, assetId: 4, equipmentCategory: 'Bucket', equipmentType: 'Bucket' },
      { id: 4, assetId: 3, equipmentCategory: 'Bucket', equipmentType: 'bucket' },
    ];
    expect(findBucketToChangeOut(equipments, 3)?.id).toBe(4);
    expect(findBucketToChangeOut(equipments, 9)).toBeUndefined();
  });
});
