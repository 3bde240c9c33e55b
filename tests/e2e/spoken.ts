import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { LANGUAGE_NAMES, type Language } from '../../src/i18n/languages.ts';
import { expect } from './device.ts';

// Decision 0065: a region of a screen in Spanish or Portuguese fails on any English left and on any raw message key.
// Shared by the language walks (languages*.spec.ts).

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../src/i18n/messages', `${language}.json`), 'utf8'),
  ) as Record<string, string>;
const english = catalogue('en');

// Names, codes and units are the same in every language; the user's own name, company and e-mail are data.
const ALLOWED = [
  /\bInspect\b/g,
  /\bMicrosoft\b/g,
  /\bWord\b/g,
  /\bEnglish\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\((mm|in)\)/g,
  /\d[\d.,]* (mm|in)\b/g,
];
// Words that give English away; none is a Spanish or Portuguese word ("menu" is Portuguese too, "data" is a date).
const ENGLISH_WORDS =
  /\b(the|and|with|your|you|this|not|of|to|for|yet|all|see|new|sign|refresh|help|close|settings|inspections?|bucket|units|light|language|loading|home|logout|back|add|progress|completed|history|follow|system|night|standard|sunlight|inches|millimetres|machines?|search|sort|review|submit|synced|upload|offline|found|page|sections?|condition|changeout|undercarriage|send|share|download|reopen|retry|cancel|scan|customers?|site|location|hours|name|support|photos?|measurements)\b/i;

/** What a walk takes as the same in every language, and the words that give English away on its screens. */
export interface EnglishTells {
  readonly allowed: readonly RegExp[];
  readonly words: RegExp;
}
const SHELL_TELLS: EnglishTells = { allowed: ALLOWED, words: ENGLISH_WORDS };

/** `words` standing on their own: English "Cancel" is not in Spanish "Cancelar". */
const asWholeWords = (words: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/** Fails when `region` shows English (a catalogue's English sentence or a tell-tale word) or a message key. */
export async function expectSpoken(
  region: Locator,
  language: Language,
  extraAllowed: readonly string[] = [],
): Promise<void> {
  expectSpokenText(await region.innerText(), language, extraAllowed);
}

/** What gives English away in `language`: each raw key, and each English sentence that language has its own for. */
interface Tells {
  readonly keys: readonly string[];
  readonly sentences: readonly { readonly words: string; readonly pattern: RegExp }[];
}

// Built once per language, and the findings gathered in plain code with one assertion per text: an `expect` per key
// (two per catalogue entry, 855 entries) made review's 30 missing lines take 10 minutes with the event loop held, so
// the test's own timeout could not even fire.
const tellsByLanguage = new Map<Language, Tells>();
function tellsOf(language: Language): Tells {
  const known = tellsByLanguage.get(language);
  if (known) return known;
  const own = catalogue(language);
  const tells: Tells = {
    keys: Object.keys(english),
    sentences: Object.entries(english)
      .filter(([key, words]) => own[key] !== words && !words.includes('{') && words.length > 3)
      .map(([, words]) => ({ words, pattern: asWholeWords(words) })),
  };
  tellsByLanguage.set(language, tells);
  return tells;
}

/** expectSpoken for a text already read (a list that re-renders under the test is read once, then checked). */
export function expectSpokenText(
  shown: string,
  language: Language,
  extraAllowed: readonly string[] = [],
  tells: EnglishTells = SHELL_TELLS,
): void {
  let text = shown;
  for (const name of [...Object.values(LANGUAGE_NAMES), ...extraAllowed]) text = text.split(name).join(' ');
  for (const pattern of tells.allowed) text = text.replace(pattern, ' ');
  const { keys, sentences } = tellsOf(language);
  const found = [
    ...keys.filter((key) => text.includes(key)).map((key) => `raw key ${key}`),
    ...sentences.filter(({ pattern }) => pattern.test(text)).map(({ words }) => `English "${words}"`),
    ...(tells.words.test(text) ? [`English words: ${text}`] : []),
  ];
  expect(found, `in ${language}: ${shown}`).toEqual([]);
}
