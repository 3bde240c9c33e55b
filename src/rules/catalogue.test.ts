import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  catalogue,
  childIdentifiers,
  entriesForScreen,
  entryById,
  entryByIdentifier,
  observableItemSeeds,
  undercarriageIdentifiersForSide,
} from './catalogue.ts';
import { catalogueId, SCREEN_NAMES, SCREENS } from './catalogue-types.ts';
import {
  GET_PART_TYPES,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
  BUCKET_CHANGEOUT,
} from './catalogue-bucket.ts';
import { NEW_BUCKET_OBSERVATIONS } from './catalogue-new-bucket.ts';
import {
  identifierSegment,
  PITCH_EXTENSION_INDICATORS,
  SHOES_ROLLER_PATH_INDICATORS,
  TUMBLER_ROLLER_PATH_INDICATORS,
  undercarriageCompletedMarker,
} from './catalogue-undercarriage.ts';
import { UNDERCARRIAGE_ITEMS } from './undercarriage-menu.ts';
import { DataLevel, DataType, SIDES } from './enums.ts';

const identifiers = catalogue().map((e) => e.identifier);

describe('the observation-identifier catalogue (recording spec §3)', () => {
  it('has unique identifiers and unique ids', () => {
    expect(new Set(identifiers).size).toBe(catalogue().length);
    expect(new Set(catalogue().map((e) => e.id)).size).toBe(catalogue().length);
  });

  it('uses dotted identifiers, valid 31-bit ids, the spec data types and data levels', () => {
    const types = Object.values(DataType) as number[];
    const levels = Object.values(DataLevel) as number[];
    for (const e of catalogue()) {
      expect(e.identifier, e.identifier).toMatch(/^[A-Z][A-Za-z0-9]*(\.[A-Z][A-Za-z0-9]*)+$/);
      expect(Number.isInteger(e.id) && e.id >= 1 && e.id <= 0x7fffffff, e.identifier).toBe(true);
      expect(e.id).toBe(catalogueId(e.identifier));
      expect(types).toContain(e.dataType);
      expect(levels).toContain(e.dataLevel);
      expect(e.label.trim(), e.identifier).not.toBe('');
      expect(SCREEN_NAMES).toContain(e.screen);
    }
  });

  it('has entries for every screen', () => {
    for (const screen of SCREEN_NAMES) expect(entriesForScreen(screen).length, screen).toBeGreaterThan(0);
  });

  it('lists every screen of both specs that records observations', () => {
    expect([...SCREEN_NAMES].sort()).toEqual(
      [
        // recording spec §2: Lock On, Lock Off, Operation hours, Machine photo, Inspection Summary
        'lock-on',
        'lock-off',
        'operating-hours',
        'machine-photo',
        'executive-summary',
        // recording spec §2 Undercarriage
        'side-frame',
        'pitch-extension',
        'roller-path',
        'drive-lug',
        'engagement',
        'idler',
        'load-rollers',
        'return-rollers',
        'sliders',
        'roller-position',
        // recording spec §2 Bucket routes
        'bucket-summary',
        'bucket-specifications',
        'bucket-rotation',
        'get-summary',
        'get-part-type',
        'get-part',
        'wear-kit',
        'wear-plates',
        'wear-plate-location',
        'wear-plate-secondary-location',
        'heel-shrouds',
        // shell spec §2 New Bucket
        'new-bucket',
      ].sort(),
    );
    expect(SCREENS['lock-on'].route).toBe('asset/lock-on');
    expect(SCREENS['machine-photo'].route).toBe('asset/machine-photo');
    expect(SCREENS['operating-hours'].route).toBe('asset/operating-hours');
    expect(SCREENS['lock-off'].route).toBe('asset/lock-off');
  });

  it('photos are image collections; completed markers are dates', () => {
    for (const e of catalogue().filter((x) => x.identifier.endsWith('.Photos'))) {
      expect(e.dataType, e.identifier).toBe(DataType.image);
      expect(e.isCollection, e.identifier).toBe(true);
    }
    for (const e of catalogue().filter((x) => x.identifier.endsWith('.Completed'))) {
      expect(e.dataType, e.identifier).toBe(DataType.date);
    }
  });

  it('looks entries up by identifier, id and screen', () => {
    const serial = entryByIdentifier('Bucket.Specifications.SerialNumber');
    expect(serial).toMatchObject({
      identifier: 'Bucket.Specifications.SerialNumber',
      dataType: DataType.string,
      label: "Customer's Bucket Serial Number",
      dataLevel: DataLevel.equipment,
      screen: 'bucket-specifications',
    });
    expect(entryById(serial?.id ?? 0)).toBe(serial);
    expect(entryByIdentifier('Nope.Nothing')).toBeUndefined();
    expect(entryById(0)).toBeUndefined();
    expect(entriesForScreen('lock-off').map((e) => e.identifier)).toEqual([
      'LockOff.LockedOff',
      'LockOff.NotifiedCustomer',
      'LockOff.Completed',
    ]);
  });

  it('gives the server its observableItems rows', () => {
    const seeds = observableItemSeeds();
    expect(seeds).toHaveLength(catalogue().length);
    expect(seeds[0]).toEqual({
      id: catalogueId('LockOn.LockedOn'),
      dataTypeId: DataType.boolean,
      identifier: 'LockOn.LockedOn',
      label: 'Locked On',
      description: 'Lock On',
      isCollection: false,
    });
  });

  it('catalogue ids are deterministic 31-bit positive integers', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const id = catalogueId(s);
        return id === catalogueId(s) && Number.isInteger(id) && id >= 1 && id <= 0x7fffffff;
      }),
    );
  });
});

describe('basics in the catalogue (recording spec §2 and §5)', () => {
  it.each([
    ['Operation.TotalMachineHours', DataType.number, 'h'],
    ['Operation.Tonnage', DataType.number, 't'],
    ['Operation.Bcm', DataType.number, 'BCM'],
    ['Operation.LeftUndercarriageChangeout.Hours', DataType.number, 'h'],
    ['Operation.RightUndercarriageChangeout.Date', DataType.date, undefined],
    ['LockOn.LockOnTime', DataType.date, undefined],
    ['MachinePhoto.CoverPhoto', DataType.image, undefined],
    ['ExecutiveSummary.Comments', DataType.string, undefined],
  ])('%s is type %d in %s', (identifier, dataType, unit) => {
    const e = entryByIdentifier(identifier);
    expect(e).toMatchObject({ dataType, dataLevel: DataLevel.asset });
    expect(e?.unit).toBe(unit);
  });
});

describe('undercarriage in the catalogue (recording spec §2 Undercarriage)', () => {
  it('gives each side the same identifiers under its own prefix', () => {
    const left = undercarriageIdentifiersForSide('Left');
    const right = undercarriageIdentifiersForSide('Right');
    expect(left.length).toBeGreaterThan(90);
    expect(left.every((id) => id.startsWith('Undercarriage.Left.'))).toBe(true);
    expect(left.map((id) => id.replace('.Left.', '.Right.'))).toEqual(right);
  });

  it('has a completed marker, photos and comments for every item of every side', () => {
    for (const side of SIDES) {
      for (const item of UNDERCARRIAGE_ITEMS) {
        expect(entryByIdentifier(undercarriageCompletedMarker(side, item)), item.key).toBeDefined();
        const base = `Undercarriage.${side}.${item.key}${item.positions ? '.Position' : ''}`;
        expect(entryByIdentifier(`${base}.Photos`), base).toBeDefined();
        expect(entryByIdentifier(`${base}.Comments`), base).toBeDefined();
      }
    }
  });

  it('has every pitch-extension wear indicator with its number of shoes', () => {
    expect(PITCH_EXTENSION_INDICATORS.map((g) => [g.group, ...g.items])).toEqual([
      ['PINS', 'Broken', 'Check Tension', 'Visible Gap'],
      ['BUSINGS', 'Cracking', 'Walking', 'Loss'],
      ['PIN LUGS', 'Cracking', 'Walking', 'Broken'],
      ['HARDWARE', 'Loose', 'Damaged', 'Missing'],
    ]);
    for (const group of PITCH_EXTENSION_INDICATORS) {
      for (const item of group.items) {
        const id = `Undercarriage.Left.Shoes.PitchExtension.WearIndicators.${group.key}.${identifierSegment(item)}`;
        expect(entryByIdentifier(id)).toMatchObject({ label: item, dataType: DataType.boolean });
        expect(entryByIdentifier(`${id}.NumberOfShoes`)).toMatchObject({ dataType: DataType.number });
      }
    }
  });

  it('has the roller-path variants: shoes with number of shoes, tumbler plain', () => {
    expect(SHOES_ROLLER_PATH_INDICATORS).toEqual([
      'Toenailing',
      'Spalling / Delamination / Minor Cracking',
      'Severe Cracking / Broken',
    ]);
    expect(TUMBLER_ROLLER_PATH_INDICATORS[0]).toBe('Plastic Deformation');
    expect(childIdentifiers('Undercarriage.Right.Shoes.RollerPath.WearIndicators.Toenailing')).toEqual([
      'Undercarriage.Right.Shoes.RollerPath.WearIndicators.Toenailing.NumberOfShoes',
    ]);
    expect(
      childIdentifiers('Undercarriage.Right.DriveTumbler.RollerPath.WearIndicators.PlasticDeformation'),
    ).toEqual([]);
  });

  it('has tape measure and pitch gauge measurements, the gauge in unit 15', () => {
    const gauge = entryByIdentifier('Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings');
    expect(gauge).toMatchObject({ unitId: 15, unit: 'mm', isCollection: true, dataType: DataType.number });
    expect(
      entryByIdentifier('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.NumberOfShoes'),
    ).toBeDefined();
    expect(entryByIdentifier('Undercarriage.Right.Shoes.DriveLug.WornLength')).toMatchObject({ unit: 'mm' });
  });

  it('records roller and slider positions per equipment part', () => {
    for (const key of ['LoadRollers', 'ReturnRollers', 'Sliders']) {
      expect(entryByIdentifier(`Undercarriage.Left.${key}.Position.VisualCondition`)).toMatchObject({
        dataLevel: DataLevel.equipmentPart,
        screen: 'roller-position',
      });
    }
  });

  it('turns labels into identifier segments', () => {
    expect(identifierSegment('Spalling / Delamination / Minor Cracking')).toBe(
      'SpallingDelaminationMinorCracking',
    );
    expect(identifierSegment('check tension')).toBe('CheckTension');
  });
});

describe('bucket in the catalogue (recording spec §2 Bucket routes, shell spec §3)', () => {
  it('has every new-bucket observation of the shell spec', () => {
    const expected = [
      'isChangeOut',
      'isNew',
      'changeOutFrom',
      'externalId',
      'installDate',
      'machineHours',
      'customer',
      'site',
      'mineLocation',
      'machine',
      'capitalIndexNumber',
      'customerBucketName',
      'fitment',
      'manufacturer',
      'partNumber',
      'serialNumber',
    ];
    expect(Object.keys(NEW_BUCKET_OBSERVATIONS).sort()).toEqual(expected.sort());
    for (const id of Object.values(NEW_BUCKET_OBSERVATIONS)) expect(entryByIdentifier(id), id).toBeDefined();
    expect(entryByIdentifier(NEW_BUCKET_OBSERVATIONS.machine)?.dataLevel).toBe(DataLevel.asset);
    expect(entryByIdentifier(NEW_BUCKET_OBSERVATIONS.mineLocation)?.dataLevel).toBe(DataLevel.mineLocation);
    expect(entryByIdentifier(NEW_BUCKET_OBSERVATIONS.isChangeOut)?.dataType).toBe(DataType.boolean);
  });

  it('has ground engaging tools per part type, and per part', () => {
    for (const type of GET_PART_TYPES) {
      for (const field of ['Observation', 'Condition', 'Changeout', 'Quantity', 'Photos', 'Completed']) {
        expect(entryByIdentifier(`Bucket.GroundEngagingTools.${type.key}.${field}`), field).toBeDefined();
      }
      expect(entryByIdentifier(`Bucket.GroundEngagingTools.${type.key}.Part.WornLength`)?.dataLevel).toBe(
        DataLevel.equipmentPart,
      );
    }
  });

  it('has wear plates per primary and secondary location, and heel shrouds', () => {
    for (const primary of WEAR_PLATE_PRIMARY_LOCATIONS) {
      expect(entryByIdentifier(`Bucket.WearKit.WearPlates.${primary.key}.Condition`)).toBeDefined();
      for (const secondary of WEAR_PLATE_SECONDARY_LOCATIONS) {
        expect(
          entryByIdentifier(`Bucket.WearKit.WearPlates.${primary.key}.${secondary.key}.Measurement`),
        ).toBeDefined();
      }
    }
    expect(entriesForScreen('heel-shrouds').map((e) => e.identifier)).toContain(
      'Bucket.WearKit.HeelShrouds.Changeout',
    );
  });

  it('has the changeout box and rotation', () => {
    for (const id of Object.values(BUCKET_CHANGEOUT))
      expect(entryByIdentifier(id)?.screen).toBe('bucket-rotation');
    expect(entryByIdentifier('Bucket.Rotation.ChangeToExternalId')).toBeDefined();
  });
});
