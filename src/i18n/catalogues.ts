// One catalogue per language (issue 52), shared by the UI, the worker, the server and the report. The catalogues are
// kept compiled to ICU syntax trees (`formatjs compile --ast`, src/i18n/compiled), so no message parser ships in the
// bundle (the app's build resolves @formatjs/icu-messageformat-parser to its no-parser entry, decision 0065).
// English is always loaded: every other language is laid over it, so a message not yet translated shows in English,
// never as its key.
import { createIntl, createIntlCache, type IntlShape, type ResolvedIntlConfig } from '@formatjs/intl';
import en from './compiled/en.json' with { type: 'json' };
import { SOURCE_LANGUAGE, type Language } from './languages.ts';

/** A language's compiled messages by id. */
export type Messages = ResolvedIntlConfig['messages'];

/** Formats messages, dates, times and numbers in one language (FormatJS's IntlShape, built by `translatorFor`). */
export type Translator = IntlShape<string>;

const english = en as unknown as Messages;

// Loaded on demand: a Spanish or Portuguese inspector downloads their own language only.
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: unknown }>>> = {
  es: () => import('./compiled/es.json', { with: { type: 'json' } }),
  'pt-BR': () => import('./compiled/pt-BR.json', { with: { type: 'json' } }),
};

const loaded = new Map<Language, Messages>([[SOURCE_LANGUAGE, english]]);

/** A language's messages laid over English (a message it lacks shows in English), loaded once. */
export async function messagesOf(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  if (language === 'en') return english;
  const own = (await LOADERS[language]()).default as Messages;
  const messages = { ...english, ...own } as Messages;
  loaded.set(language, messages);
  return messages;
}

/** The messages of a language already loaded (English until its own arrive). */
export const messagesLoaded = (language: Language): Messages => loaded.get(language) ?? english;

const cache = createIntlCache();

// One translator per language and catalogue: the page title asks for one at every navigation, and making one costs
// more than a screen open can spare.
const translators = new WeakMap<Messages, Map<Language, Translator>>();

/** A language's translator. A missing translation is not an error: English stands in (see messagesOf). */
export function translatorFor(language: Language, messages: Messages = messagesLoaded(language)): Translator {
  let byLanguage = translators.get(messages);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(messages, byLanguage);
  }
  let translator = byLanguage.get(language);
  if (!translator) {
    translator = createIntl(
      { locale: language, defaultLocale: SOURCE_LANGUAGE, messages, onError: reportFormatError },
      cache,
    );
    byLanguage.set(language, translator);
  }
  return translator;
}

// A message the code names but no catalogue holds is caught by catalogues.test.ts; anything else (a bad argument)
// is a real fault, logged.
function reportFormatError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.warn('A message could not be written', error);
}

/** The English translator, ready at once (tests, and the server's default). */
export const englishTranslator = (): Translator => translatorFor(SOURCE_LANGUAGE, english);
