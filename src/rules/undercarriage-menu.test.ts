import { describe, it, expect } from 'vitest';
import {
  measurementVariant,
  parseIdlerSide,
  parsePositionPartName,
  showsTumblerRollerPath,
  UNDERCARRIAGE_ITEMS,
  visibleUndercarriageItems,
} from './undercarriage-menu.ts';

const allFlags = {
  hasTumblerRollPathMeasurement: true,
  showFrontIdlerConditionMenu: true,
  showLoadRollerConditionMenu: true,
  showRearIdlerConditionMenu: true,
  showReturnRollerConditionMenu: true,
  showSliderConditionMenu: true,
};

describe('side condition menu (recording spec §2 Undercarriage)', () => {
  it('lists the sections in screen order', () => {
    expect(UNDERCARRIAGE_ITEMS.map((i) => `${i.section}: ${i.label}`)).toEqual([
      'Photos: Side Frame',
      'Shoes: Pitch Extension',
      'Shoes: Roller Path',
      'Shoes: Drive Lug',
      'Drive Tumbler: Roller Path',
      'Drive Tumbler: Drive Lug',
      'Drive Tumbler: Engagement',
      'Idler: Front',
      'Roller Assemblies: Load Rollers',
      'Roller Assemblies: Return Rollers',
      'Roller Assemblies: Rear idler',
      'Slider: Slider',
    ]);
  });

  it('shows only the always-on items without model flags', () => {
    expect(visibleUndercarriageItems({}, 'ERS').map((i) => i.key)).toEqual([
      'SideFrame',
      'Shoes.PitchExtension',
      'Shoes.RollerPath',
      'Shoes.DriveLug',
      'DriveTumbler.DriveLug',
      'DriveTumbler.Engagement',
    ]);
  });

  it('shows every item with every flag', () => {
    expect(visibleUndercarriageItems(allFlags)).toHaveLength(UNDERCARRIAGE_ITEMS.length);
  });

  it.each([
    ['showFrontIdlerConditionMenu', 'FrontIdler'],
    ['showLoadRollerConditionMenu', 'LoadRollers'],
    ['showRearIdlerConditionMenu', 'RearIdler'],
    ['showReturnRollerConditionMenu', 'ReturnRollers'],
    ['showSliderConditionMenu', 'Sliders'],
    ['hasTumblerRollPathMeasurement', 'DriveTumbler.RollerPath'],
  ])('%s shows %s', (flag, key) => {
    const keys = visibleUndercarriageItems({ [flag]: true }).map((i) => i.key);
    expect(keys).toContain(key);
    expect(keys).toHaveLength(7);
  });

  it.each([
    [{}, 'HEX', true],
    [{}, ' hex ', true],
    [{}, 'ERS', false],
    [{}, null, false],
    [{}, undefined, false],
    [{ hasTumblerRollPathMeasurement: true }, 'ERS', true],
    [{ hasTumblerRollPathMeasurement: false }, 'HEX', true],
  ])('tumbler roller path for %j on %j: %s', (model, assetType, shown) => {
    expect(showsTumblerRollerPath(model, assetType)).toBe(shown);
  });
});

describe('route parameters (recording spec §2)', () => {
  it.each([
    ['front', 'front'],
    ['rear', 'rear'],
    ['Front', undefined],
    ['middle', undefined],
  ])('idler side %s is %j', (side, parsed) => expect(parseIdlerSide(side)).toBe(parsed));

  it.each([
    ['shoes', 'shoes'],
    ['drive-tumbler', 'tumbler'],
    ['idler', undefined],
    ['toString', undefined],
  ])('partCategory %s gives the %j variant', (category, variant) =>
    expect(measurementVariant(category)).toBe(variant),
  );

  it.each([
    ['load-rollers', 'load-rollers'],
    ['return-rollers', 'return-rollers'],
    ['sliders', 'sliders'],
    ['rollers', undefined],
  ])('partName %s is %j', (name, parsed) => expect(parsePositionPartName(name)).toBe(parsed));
});
