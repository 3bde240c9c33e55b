import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, languageOf, PREFERENCES_KEY, readPreferences, themeOf } from './preferences.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the inspector’s settings on this device', () => {
  it('follow the site’s unit, the standard light and the browser’s language until chosen', () => {
    expect(readPreferences(memoryStorage())).toEqual({
      units: 'site',
      light: 'standard',
      language: 'browser',
      lastSiteUnitId: null,
    });
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });

  it('read back what was chosen', () => {
    const stored = memoryStorage({
      [PREFERENCES_KEY]: JSON.stringify({ units: 'in', light: 'night', language: 'pt-BR' }),
    });
    expect(readPreferences(stored)).toEqual({
      units: 'in',
      light: 'night',
      language: 'pt-BR',
      lastSiteUnitId: null,
    });
  });

  it('keep a unit chosen before "Follow the site" existed, and the last site’s unit seen', () => {
    const older = memoryStorage({ [PREFERENCES_KEY]: JSON.stringify({ units: 'mm', light: 'standard' }) });
    expect(readPreferences(older).units).toBe('mm');
    const following = memoryStorage({
      [PREFERENCES_KEY]: JSON.stringify({ units: 'site', lastSiteUnitId: 16 }),
    });
    expect(readPreferences(following)).toMatchObject({ units: 'site', lastSiteUnitId: 16 });
  });

  it('keep one choice when the other is unreadable, and survive text that is not JSON', () => {
    const odd = memoryStorage({
      [PREFERENCES_KEY]: JSON.stringify({ units: 'in', light: 'disco', language: 'klingon' }),
    });
    expect(readPreferences(odd)).toEqual({
      units: 'in',
      light: 'standard',
      language: 'browser',
      lastSiteUnitId: null,
    });
    expect(readPreferences(memoryStorage({ [PREFERENCES_KEY]: '{not json' }))).toEqual(DEFAULT_PREFERENCES);
  });

  it('"Follow the system" paints Night when the system is dark, else Standard', () => {
    expect(themeOf('system', true)).toBe('night');
    expect(themeOf('system', false)).toBe('standard');
    expect(themeOf('sunlight', true)).toBe('sunlight');
  });

  it('follow the browser’s first language the app speaks, English when it speaks none of them', () => {
    expect(languageOf('browser', ['es-CL', 'en-US'])).toBe('es');
    expect(languageOf('browser', ['pt-PT'])).toBe('pt-BR');
    expect(languageOf('browser', ['id-ID', 'pt-BR'])).toBe('pt-BR');
    expect(languageOf('browser', ['de-DE'])).toBe('en');
    expect(languageOf('es', ['pt-BR'])).toBe('es');
  });
});
