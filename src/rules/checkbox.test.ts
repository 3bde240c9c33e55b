import { describe, it, expect } from 'vitest';
import {
  changeoutChildPaths,
  checkboxChange,
  checkboxValue,
  getChangeoutValue,
  isChecked,
  partsChoiceFromValue,
} from './checkbox.ts';

describe('checkbox values (recording spec §4: true/false text)', () => {
  it('stores the text true or false', () => {
    expect(checkboxValue(true)).toBe('true');
    expect(checkboxValue(false)).toBe('false');
  });

  it.each([
    ['true', true],
    [' TRUE ', true],
    ['false', false],
    ['yes', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j is checked: %s', (value, checked) => expect(isChecked(value)).toBe(checked));
});

describe('checking and unchecking (recording spec §4)', () => {
  it('checking stores true and deletes nothing', () => {
    expect(checkboxChange('Undercarriage.Left.Shoes.RollerPath.WearIndicators.Toenailing', true)).toEqual({
      set: { 'Undercarriage.Left.Shoes.RollerPath.WearIndicators.Toenailing': 'true' },
      delete: [],
    });
  });

  it('unchecking a wear indicator stores false and deletes its number of shoes', () => {
    const id = 'Undercarriage.Left.Shoes.PitchExtension.WearIndicators.Pins.Broken';
    expect(checkboxChange(id, false)).toEqual({ set: { [id]: 'false' }, delete: [`${id}.NumberOfShoes`] });
  });

  it('unchecking a plain indicator deletes nothing else', () => {
    const id = 'Undercarriage.Right.DriveTumbler.DriveLug.WearIndicators.PlasticDeformation';
    expect(checkboxChange(id, false)).toEqual({ set: { [id]: 'false' }, delete: [] });
  });

  it.each([
    ['Bucket.Changeout'],
    ['Operation.LeftUndercarriageChangeout'],
    ['Operation.RightUndercarriageChangeout'],
  ])('unchecking the %s box deletes checked, date and hours', (base) => {
    expect(checkboxChange(`${base}.Checked`, false)).toEqual({
      set: {},
      delete: [`${base}.Checked`, `${base}.Date`, `${base}.Hours`],
    });
    expect(changeoutChildPaths(base)).toEqual([`${base}.Checked`, `${base}.Date`, `${base}.Hours`]);
  });
});

describe('ground-engaging-tool changeout (recording spec §4)', () => {
  it('maps new parts to YES and same parts to NO', () => {
    expect(getChangeoutValue('new')).toBe('YES');
    expect(getChangeoutValue('same')).toBe('NO');
  });

  it.each([
    ['YES', 'new'],
    [' yes ', 'new'],
    ['NO', 'same'],
    [null, 'same'],
    [undefined, 'same'],
  ])('%j shows %s parts (default NO)', (value, choice) => expect(partsChoiceFromValue(value)).toBe(choice));
});
