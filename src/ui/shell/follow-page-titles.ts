import type { AnyRouter } from '@tanstack/react-router';
import { pageTitle } from './page-title.ts';

/** The address no screen answers within an inspection (its catch-all shows the page-not-found screen). */
const INSPECTION_CATCH_ALL = '/_shell/inspections/$externalId/$';

/** Keeps the document title on the screen shown: set after every navigation has resolved. */
export function followPageTitles(router: AnyRouter): () => void {
  const update = () => {
    const { location, matches } = router.state;
    const notFound = matches.some(
      (match) =>
        match.status === 'notFound' ||
        match._notFound === true ||
        (match as { globalNotFound?: boolean }).globalNotFound === true ||
        match.routeId === INSPECTION_CATCH_ALL,
    );
    document.title = pageTitle(location.pathname, notFound);
  };
  update();
  return router.subscribe('onResolved', update);
}
