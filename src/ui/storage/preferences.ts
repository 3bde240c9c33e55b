import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { LANGUAGES, languageFor, type Language } from '../../i18n/languages.ts';
import { UNIT_CHOICES, type UnitChoice } from '../../rules/index.ts';

// The inspector's choices of this device (decision 0053): the unit lengths are read and typed in, and the
// light. Kept in localStorage, not in the worker's database: a logout wipes the database, and these outlive it
// (kept across sign-ins); and the light must be known before the first paint, when no worker has answered yet
// (public/light.js reads the same key). The language too (decision 0065): the browser's until one is chosen. The
// unit follows the site until one is chosen (decision 0071); a choice stored by an older app (mm or in) is kept.

export const PREFERENCES_KEY = 'inspect.preferences';

export const LIGHTS = ['standard', 'sunlight', 'night', 'system'] as const;
export type Light = (typeof LIGHTS)[number];
/** A language chosen, or the browser's (its preferred languages, decision 0065). */
export const LANGUAGE_CHOICES = ['browser', ...LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** What the page is painted in: the system's choice resolved. */
export type Theme = Exclude<Light, 'system'>;

export interface Preferences {
  readonly units: UnitChoice;
  readonly light: Light;
  readonly language: LanguageChoice;
  /**
   * The default unit id of the site of the inspection last opened here (decision 0071): what "Follow the site" means
   * on screens over many sites, and before an inspection's own site is read. Not a choice: kept as it is seen.
   */
  readonly lastSiteUnitId: number | null;
}

export const DEFAULT_PREFERENCES: Preferences = {
  units: 'site',
  light: 'standard',
  language: 'browser',
  lastSiteUnitId: null,
};

// Each choice falls back on its own: a value an older or newer app wrote never costs the other.
const PreferencesSchema = v.object({
  units: v.fallback(v.picklist(UNIT_CHOICES), DEFAULT_PREFERENCES.units),
  light: v.fallback(v.picklist(LIGHTS), DEFAULT_PREFERENCES.light),
  language: v.fallback(v.picklist(LANGUAGE_CHOICES), DEFAULT_PREFERENCES.language),
  lastSiteUnitId: v.fallback(v.nullable(v.pipe(v.number(), v.integer())), DEFAULT_PREFERENCES.lastSiteUnitId),
});

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choices, each its default when missing or unreadable. */
export function readPreferences(from: Storage | undefined = storage()): Preferences {
  try {
    const parsed = v.safeParse(PreferencesSchema, JSON.parse(from?.getItem(PREFERENCES_KEY) ?? '{}'));
    return parsed.success ? parsed.output : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

const listeners = new Set<() => void>();
let current: Preferences = readPreferences();

/** Stores a change (a full quota or a refusing private mode keeps it for this page only) and tells every screen. */
export function setPreferences(change: Partial<Preferences>, to: Storage | undefined = storage()): void {
  current = { ...current, ...change };
  try {
    to?.setItem(PREFERENCES_KEY, JSON.stringify(current));
  } catch (error) {
    console.warn('The settings could not be kept on this device', error);
  }
  applyLight(current.light);
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the choices. */
export function subscribePreferences(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choices, re-rendering on a change (from this tab's Settings screen or another tab's). */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current);
}

export const getPreferences = (): Preferences => current;

/** The language a choice speaks: the browser's preferred languages when it follows the browser. */
export function languageOf(
  choice: LanguageChoice,
  browser: readonly string[] = browserLanguages(),
): Language {
  return choice === 'browser' ? languageFor(browser) : choice;
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

const DARK = '(prefers-color-scheme: dark)';
/** The browser bar's colour per theme (index.html's meta theme-color is the standard one). */
const THEME_COLOUR: Readonly<Record<Theme, string>> = {
  standard: '#1f2a36',
  sunlight: '#000000',
  night: '#05090c',
};

/** The theme a light paints: "Follow the system" is Night when the system asks for dark, else Standard. */
export function themeOf(light: Light, systemDark: boolean): Theme {
  if (light !== 'system') return light;
  return systemDark ? 'night' : 'standard';
}

/** Paints the page in the light's theme at once (no reload): the custom properties of themes.css follow. */
export function applyLight(light: Light): void {
  if (typeof document === 'undefined') return;
  const dark = typeof matchMedia === 'function' && matchMedia(DARK).matches;
  const theme = themeOf(light, dark);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOUR[theme]);
}

/**
 * Follows the system's light while "Follow the system" is chosen, and a change made in another tab. Once, at start.
 */
export function followLight(): void {
  if (typeof window === 'undefined') return;
  applyLight(current.light);
  if (typeof matchMedia === 'function')
    matchMedia(DARK).addEventListener('change', () => {
      if (current.light === 'system') applyLight('system');
    });
  window.addEventListener('storage', (event) => {
    if (event.key !== PREFERENCES_KEY) return;
    current = readPreferences();
    applyLight(current.light);
    for (const listener of listeners) listener();
  });
}
