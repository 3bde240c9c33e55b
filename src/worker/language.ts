import { englishTranslator, messagesOf, translatorFor, type Translator } from '../i18n/catalogues.ts';
import type { Language } from '../i18n/languages.ts';

// The inspector's language (decision 0065), as the unit (length-unit.ts): the UI's choice, told at start and at each
// change; the texts the worker writes (sync and errors, findings, the device's Word report) follow it.
let words: Translator = englishTranslator();
let shown: Language = 'en';

/** The translator of the language the UI shows. */
export const wordsShown = (): Translator => words;

/** The language the UI shows (the bundled help tips are chosen by it). */
export const languageShown = (): Language => shown;

/** Settles once the languages told so far are spoken; undefined when none is loading. */
let loading: Promise<void> | undefined;

/** Speaks `language` from now on, once its catalogue has loaded (after any language told before it). */
export function speak(language: Language): Promise<void> {
  const spoken = (loading ?? Promise.resolve())
    .then(async () => {
      words = translatorFor(language, await messagesOf(language));
      shown = language;
    })
    .finally(() => {
      // Before the caller's await resumes: once spoken, calls run at once again.
      if (loading === settled) loading = undefined;
    });
  const settled = spoken.catch(() => undefined);
  loading = settled;
  return spoken;
}

/** While a language told is loading, what settles once it is spoken (see api/after-language.ts). */
export const languageLoading = (): Promise<void> | undefined => loading;
