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

/** Speaks `language` from now on, once its catalogue has loaded. */
export async function speak(language: Language): Promise<void> {
  words = translatorFor(language, await messagesOf(language));
  shown = language;
}
