import type { QueryClient } from '@tanstack/react-query';
import { messagesOf } from '../../i18n/catalogues.ts';
import type { Engine } from '../engine/engine-client.ts';
import { getPreferences, languageOf, subscribePreferences } from '../storage/preferences.ts';

/**
 * Tells the worker the inspector's language, at start and at every change (decision 0065): the texts it writes
 * (sync and error messages, findings, the Word report) follow it. A change refetches every read, as a unit does.
 */
export function followLanguage(engine: Pick<Engine, 'setLanguage'>, queryClient: QueryClient): void {
  let told = languageOf(getPreferences().language);
  const tell = (language: typeof told) =>
    engine.setLanguage(language).catch((error: unknown) => console.warn('The language was not told', error));
  void tell(told);
  subscribePreferences(() => {
    const language = languageOf(getPreferences().language);
    if (language === told) return;
    told = language;
    void tell(language).then(() => queryClient.invalidateQueries());
  });
}

/** The first screen's language loaded before it renders, so it never shows in English first. */
export const firstLanguageLoaded = (): Promise<unknown> =>
  messagesOf(languageOf(getPreferences().language)).catch(() => undefined);
