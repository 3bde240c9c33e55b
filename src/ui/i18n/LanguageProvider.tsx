import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesLoaded, messagesOf, type Messages } from '../../i18n/catalogues.ts';
import { SOURCE_LANGUAGE, type Language } from '../../i18n/languages.ts';
import { usePreferences, languageOf } from '../storage/preferences.ts';

/**
 * Every screen's words in the inspector's language (decision 0065): the chosen one, else the browser's. A change
 * applies at once: the new catalogue loads (once) and the screens re-render in it; until it arrives the present
 * language stays, so nothing flashes to keys or blanks.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = languageOf(usePreferences().language);
  const [shown, setShown] = useState<{ language: Language; messages: Messages }>(() => ({
    language,
    messages: messagesLoaded(language),
  }));
  useEffect(() => {
    if (shown.language === language) return;
    let live = true;
    messagesOf(language)
      .then((messages) => live && setShown({ language, messages }))
      .catch((error: unknown) => console.warn('The language could not be loaded', error));
    return () => {
      live = false;
    };
  }, [language, shown.language]);
  useEffect(() => {
    document.documentElement.lang = shown.language;
  }, [shown.language]);
  return (
    <IntlProvider
      locale={shown.language}
      defaultLocale={SOURCE_LANGUAGE}
      messages={shown.messages}
      onError={ignoreMissing}
    >
      {children}
    </IntlProvider>
  );
}

// English stands in for a message a language lacks (catalogues.ts): not an error. Anything else is logged.
function ignoreMissing(error: { code?: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.warn('A message could not be written', error);
}
