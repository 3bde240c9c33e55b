import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  tapeMeasureRange,
  effectiveShoesPerSide,
  shoeChoices,
  tapeMeasurePitchExtension,
  tapeMeasureWornLengthText,
  validateNumberOfShoes,
} from './pitch-extension.ts';
import { INCH_UNIT_ID, MM_UNIT_ID } from './lengths.ts';

describe('shoes per side (recording spec §3 and §9: default 5)', () => {
  it.each([
    [undefined, 5],
    [null, 5],
    [0, 5],
    [-2, 5],
    [2.5, 5],
    [7, 7],
    [1, 1],
  ])('%j gives %d', (given, expected) => expect(effectiveShoesPerSide(given)).toBe(expected));

  it('choices run from 1 to shoes per side', () => {
    expect(shoeChoices()).toEqual([1, 2, 3, 4, 5]);
    expect(shoeChoices(3)).toEqual([1, 2, 3]);
    expect(shoeChoices(null)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('validateNumberOfShoes (recording spec §5)', () => {
  it.each([
    ['1', undefined, 1],
    ['5', undefined, 5],
    [' 3 ', undefined, 3],
    [3, undefined, 3],
    ['7', 7, 7],
  ])('%j (shoes per side %j) is %d', (raw, perSide, value) => {
    expect(validateNumberOfShoes(raw, perSide)).toEqual({ ok: true, value });
  });

  it.each([['0'], ['6'], ['2.5'], [''], ['x'], [-1], [null], [undefined], [2.5]])(
    '%j is InvalidInput and cleared, said in words',
    (raw) => {
      expect(validateNumberOfShoes(raw)).toEqual({
        ok: false,
        code: 'InvalidInput',
        message: 'Choose 1 to 5 shoes',
        clear: true,
      });
    },
  );
});

describe('tapeMeasurePitchExtension (recording spec §5: measurement / shoes, 2 decimals)', () => {
  it.each([
    ['10', '3', undefined, 3.33],
    ['10', '4', undefined, 2.5],
    ['20', '3', undefined, 6.67],
    [12.345, 1, undefined, 12.35],
    ['10', '6', 8, 1.67],
    ['0', '2', undefined, 0],
  ])('%j / %j shoes (per side %j) is %d mm', (measurement, shoes, perSide, value) => {
    expect(tapeMeasurePitchExtension(measurement, shoes, perSide)).toEqual({ ok: true, value });
  });

  it.each([[''], ['  '], [null], [undefined]])('%j is "No measurement"', (measurement) => {
    expect(tapeMeasurePitchExtension(measurement, '3')).toEqual({
      ok: false,
      code: 'NoMeasurement',
      message: 'No measurement',
      clearStored: false,
    });
  });

  it.each([
    ['abc', '3'],
    ['10', ''],
    ['10', '0'],
    ['10', '6'],
    ['10', '1.5'],
    [NaN, '2'],
  ])('%j / %j is "Invalid input" and clears the stored values', (measurement, shoes) => {
    expect(tapeMeasurePitchExtension(measurement, shoes)).toEqual({
      ok: false,
      code: 'InvalidInput',
      message: 'Invalid input',
      clearStored: true,
    });
  });

  it('never has more than 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 1, max: 5 }),
        (hundredths, shoes) => {
          const result = tapeMeasurePitchExtension(String(hundredths / 100), String(shoes));
          return result.ok && Math.abs(result.value * 100 - Math.round(result.value * 100)) < 1e-6;
        },
      ),
    );
  });
});

describe('tapeMeasureRange', () => {
  // Pitch 200 mm new, 10 mm of wear allowed: wear % = (pitch − 200) / 10 × 100 (recording spec §9).
  const dimension = { baselineValue: 200, limit: 10 };
  it('says nothing of a pitch within 0 to 150 % wear: 205 mm is 50 %, 215 mm is 150 %', () => {
    expect(tapeMeasureRange(205, dimension)).toEqual({});
    expect(tapeMeasureRange(215, dimension)).toEqual({});
  });
  it('keeps a pitch above 150 % wear with a warning: 216 mm is 160 %', () => {
    expect(tapeMeasureRange(216, dimension)).toEqual({
      warning: 'Above 150 % wear: well past the wear limit',
    });
  });
  it('refuses a pitch above 250 % or below 0 %: 226 mm is 260 %, 199 mm is −10 %', () => {
    expect(tapeMeasureRange(226, dimension)).toEqual({ alert: 'Above 250 % wear: check the measurement' });
    expect(tapeMeasureRange(199, dimension)).toEqual({ alert: 'Below 0 % wear: check the measurement' });
  });
  it('says nothing without a dimension or a wear limit to judge by', () => {
    expect(tapeMeasureRange(300, undefined)).toEqual({});
    expect(tapeMeasureRange(300, { baselineValue: 200, limit: 0 })).toEqual({});
  });
});

describe('tapeMeasureWornLengthText (what the tape measure’s save records as its worn length)', () => {
  it('is the measurement in mm over the number of shoes, 2 decimals', () => {
    expect(tapeMeasureWornLengthText('712', MM_UNIT_ID, '2', 5)).toBe('356');
    expect(tapeMeasureWornLengthText('1000', MM_UNIT_ID, '3', 5)).toBe('333.33');
    // 28.03 in is 711.962 mm: 355.981 a shoe
    expect(tapeMeasureWornLengthText('28.03', INCH_UNIT_ID, '2', 5)).toBe('355.98');
  });

  it('is none without a number of shoes, or with one past the side’s', () => {
    expect(tapeMeasureWornLengthText('712', MM_UNIT_ID, null, 5)).toBeUndefined();
    expect(tapeMeasureWornLengthText('712', MM_UNIT_ID, '6', 5)).toBeUndefined();
  });
});
