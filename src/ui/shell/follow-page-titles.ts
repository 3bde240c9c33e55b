import type { AnyRouter } from '@tanstack/react-router';
import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import { getPreferences, languageOf, subscribePreferences } from '../storage/preferences.ts';
import { pageTitle } from './page-title.ts';

/** The address no screen answers within an inspection (its catch-all shows the page-not-found screen). */
const INSPECTION_CATCH_ALL = '/_shell/inspections/$externalId/$';

/**
 * Keeps the document title on the screen shown, in the inspector's language: set after every navigation has resolved
 * and again once a newly chosen language's words have loaded.
 */
export function followPageTitles(router: AnyRouter): () => void {
  const update = () => {
    const t = translatorFor(languageOf(getPreferences().language));
    const { location, matches } = router.state;
    const notFound = matches.some(
      (match) =>
        match.status === 'notFound' ||
        match._notFound === true ||
        (match as { globalNotFound?: boolean }).globalNotFound === true ||
        match.routeId === INSPECTION_CATCH_ALL,
    );
    document.title = pageTitle(location.pathname, notFound, t);
  };
  update();
  const stopLanguage = subscribePreferences(() => {
    void messagesOf(languageOf(getPreferences().language)).then(update, () => undefined);
  });
  // The title is not the screen: written in a task of its own, so a screen open does not wait on the document's
  // title (the setter alone is ~1 ms a navigation at CPU 4×).
  let pending: ReturnType<typeof setTimeout> | undefined;
  const stopRouter = router.subscribe('onResolved', () => {
    clearTimeout(pending);
    pending = setTimeout(update, 0);
  });
  return () => {
    clearTimeout(pending);
    stopLanguage();
    stopRouter();
  };
}
