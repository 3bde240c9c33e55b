import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  actionTypeColour,
  luminance,
  normaliseHex,
  STATUS_COLOURS,
  statusColour,
  textColourFor,
} from './colours.ts';
import { ACTION_STATUS_NAMES } from './enums.ts';

describe('status colours (recording spec §9)', () => {
  it.each([
    ['MonitorMaintenance', '#FFCD83', '#000000'],
    ['NoAction', '#8AD38D', '#000000'],
    ['NoActionOk', '#8AD38D', '#000000'],
    ['ChangeoutImmediately', '#682424', '#FFFFFF'],
    ['ScheduleChangeout', '#F7B2B2', '#000000'],
    ['NoMeasurements', '#BDBDBD', '#000000'],
    ['InvalidMeasurements', '#BDBDBD', '#000000'],
  ])('%s is %s with %s text', (name, colour, text) => {
    expect(statusColour(name)).toBe(colour);
    expect(textColourFor(colour)).toBe(text);
  });

  it('covers every action status name and nothing else', () => {
    expect(Object.keys(STATUS_COLOURS).sort()).toEqual([...ACTION_STATUS_NAMES].sort());
    expect(statusColour('Unknown')).toBeUndefined();
    expect(statusColour('toString')).toBeUndefined();
  });

  it('an action type uses the spec colour of its name, else its default colour code, else grey', () => {
    expect(actionTypeColour({ name: 'ChangeoutImmediately', defaultColourCode: '#000000' })).toBe('#682424');
    expect(actionTypeColour({ name: 'Custom', defaultColourCode: ' #abcdef ' })).toBe('#ABCDEF');
    expect(actionTypeColour({ name: 'Custom', defaultColourCode: 'red' })).toBe('#BDBDBD');
    expect(actionTypeColour({ name: 'Custom', defaultColourCode: null })).toBe('#BDBDBD');
    expect(actionTypeColour({ name: 'Custom' })).toBe('#BDBDBD');
  });
});

describe('text contrast switch at 0.5 luminance (recording spec §9)', () => {
  it.each([
    ['#FFFFFF', 1, '#000000'],
    ['#000000', 0, '#FFFFFF'],
    ['#7F7F7F', 127 / 255, '#FFFFFF'],
    ['#808080', 128 / 255, '#000000'],
  ])('%s has luminance %d and %s text', (colour, lum, text) => {
    expect(luminance(colour)).toBeCloseTo(lum, 10);
    expect(textColourFor(colour)).toBe(text);
  });

  it('normalises hex codes and rejects anything else', () => {
    expect(normaliseHex('abc')).toBe('#AABBCC');
    expect(normaliseHex('#a1b2c3')).toBe('#A1B2C3');
    expect(normaliseHex('#12345')).toBeUndefined();
    expect(luminance('nope')).toBeUndefined();
    expect(textColourFor('nope')).toBe('#000000');
  });

  it('luminance stays within 0 and 1 and text is always black or white', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const colour = `#${n.toString(16).padStart(6, '0')}`;
        const l = luminance(colour) as number;
        return l >= 0 && l <= 1 && ['#000000', '#FFFFFF'].includes(textColourFor(colour));
      }),
    );
  });
});
