import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isHelpTipUseful, isHelpTipVisible, normaliseTooltipKey } from './tooltips.ts';
import { rememberedUsername } from './username.ts';

describe('normaliseTooltipKey (shell spec §5)', () => {
  it.each([
    [' Help / Bucket.Specs  ', 'help-bucket-specs'],
    ['Lock On', 'lock-on'],
    ['A--B', 'a-b'],
    ['a. b', 'a-b'],
    ['undercarriage/left/pitch-extension', 'undercarriage-left-pitch-extension'],
    ['back\\slash', 'back-slash'],
    ['/lead', '-lead'],
    ['', ''],
  ])('%j becomes %j', (key, normalised) => expect(normaliseTooltipKey(key)).toBe(normalised));

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (key) => {
        const once = normaliseTooltipKey(key);
        return normaliseTooltipKey(once) === once;
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[ A-Za-z./\\-]{0,30}$/), (key) => {
        const once = normaliseTooltipKey(key);
        return normaliseTooltipKey(once) === once;
      }),
    );
  });

  it('leaves no upper case, spaces, slashes, dots or repeated hyphens', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ A-Za-z0-9./\\-]{0,40}$/), (key) => {
        return !/[A-Z\s/\\.]|--/.test(normaliseTooltipKey(key));
      }),
    );
  });
});

describe('help tips (shell spec §5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['TODO: write this', false],
    ['Measure the pins. TODO', false],
    ['todo later', true],
    ['Measure the pins with a tape.', true],
  ])('%j is useful: %s', (content, useful) => expect(isHelpTipUseful(content)).toBe(useful));

  it('hides tips that are not useful outside local environments', () => {
    expect(isHelpTipVisible('TODO', true)).toBe(true);
    expect(isHelpTipVisible('TODO', false)).toBe(false);
    expect(isHelpTipVisible('Real help', false)).toBe(true);
  });
});

describe('remembered username (shell spec §5)', () => {
  it.each([
    ['  jane@example.com ', { save: true, value: 'jane@example.com' }],
    ['jane', { save: true, value: 'jane' }],
    ['   ', { save: false }],
    ['', { save: false }],
    [null, { save: false }],
    [undefined, { save: false }],
  ])('%j gives %j', (raw, expected) => expect(rememberedUsername(raw)).toEqual(expected));
});
