// The languages the app speaks (issue 52): English is the specification's words verbatim; Spanish and Brazilian
// Portuguese are translations of it. Pure: used by the UI, the worker, the server and the report alike.

export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every message falls back to: the spec's own words. */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language named in itself, so a person who cannot read the present one still finds their own. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language for a browser's list of preferred languages (navigator.languages), first match wins: any Spanish
 * (es-CL, es-419…) is Spanish, any Portuguese is Brazilian Portuguese, anything else English.
 */
export function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return 'en';
    if (base === 'es') return 'es';
    if (base === 'pt') return 'pt-BR';
  }
  return SOURCE_LANGUAGE;
}
