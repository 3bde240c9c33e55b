import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InspectionSaveSchema, NOT_SAVED, savedFieldNames, savedFieldsOf } from './save-inspections.ts';

// What a save carries of each row is derived from the row's declaration (decision 0057); the lists below are the
// fields the device sent and the server wrote before the derivation, written out by hand.
describe('the fields a save carries of each row', () => {
  it('are every field of the row but its server id and NOT_SAVED', () => {
    expect(savedFieldNames('inspections')).toEqual([
      'externalId',
      'name',
      'assetId',
      'mineLocationId',
      'siteId',
      'equipmentExternalId',
      'bucketExternalId',
      'inspectionStatusId',
      'inspectionDate',
      'completed',
      'reopened',
      'inspectorName',
    ]);
    expect(savedFieldNames('inspectionCategoryTypes')).toEqual(['externalId', 'categoryId', 'typeId']);
    expect(savedFieldNames('observations')).toEqual([
      'externalId',
      'observableItemId',
      'value',
      'entityId',
      'entityExternalId',
      'dataLevelId',
      'unitId',
      'actionTypeId',
    ]);
    expect(savedFieldNames('equipmentParts')).toEqual([
      'externalId',
      'partId',
      'position',
      'locationId',
      'secondaryLocationId',
      'locationName',
      'group',
      'effectiveDate',
    ]);
    expect(savedFieldNames('equipments')).not.toContain('equipmentCategory');
    expect(Object.keys(NOT_SAVED).sort()).toEqual(
      ['equipmentParts', 'equipments', 'inspectionCategoryTypes', 'inspections', 'observations'].sort(),
    );
  });

  it('are sent as the device stores them, its 0/1 flags as booleans and its own columns left out', () => {
    const stored = {
      externalId: '0b7f3c52-8a8e-4d3e-9a55-5f3f0c1d2e11',
      id: null,
      name: 'EX-204',
      assetId: 101,
      mineLocationId: null,
      siteId: 21,
      equipmentExternalId: null,
      bucketExternalId: null,
      inspectionStatus: 'In Progress',
      inspectionStatusId: 1,
      inspectionDate: '2026-11-21T08:00:00.000Z',
      completed: 1,
      reopened: 0,
      isReopened: 0,
      inspectorName: 'Ana Inspector',
      ownerSub: 'local:ana',
      isSynced: 0,
    } as const;
    expect(savedFieldsOf('inspections', stored)).toEqual({
      externalId: '0b7f3c52-8a8e-4d3e-9a55-5f3f0c1d2e11',
      name: 'EX-204',
      assetId: 101,
      mineLocationId: null,
      siteId: 21,
      equipmentExternalId: null,
      bucketExternalId: null,
      inspectionStatusId: 1,
      inspectionDate: '2026-11-21T08:00:00.000Z',
      completed: true,
      reopened: false,
      inspectorName: 'Ana Inspector',
    });
  });

  it('take a nullable field an older app leaves out as null, and refuse a field out of the database range', () => {
    const sent = {
      externalId: '0b7f3c52-8a8e-4d3e-9a55-5f3f0c1d2e11',
      name: 'EX-204',
      siteId: 21,
      inspectionDate: '2026-11-21T08:00:00.000Z',
    };
    expect(v.parse(InspectionSaveSchema, sent)).toMatchObject({ assetId: null, bucketExternalId: null });
    expect(v.safeParse(InspectionSaveSchema, { ...sent, siteId: 2_147_483_648 }).success).toBe(false);
  });
});
