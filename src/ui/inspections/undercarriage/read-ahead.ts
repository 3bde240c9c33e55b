import { useCallback } from 'react';
import { undercarriageItemByRoute } from '../../../rules/index.ts';
import { useReadScreenAhead } from '../../recording/use-screen-model.ts';
import { itemModelRead } from './item-model-read.ts';

/**
 * A measuring run's next screen on this side, read ahead from its route below the inspection (e.g.
 * undercarriage/left/shoes/roller-path): its model and its code, so Enter opens it at once (decision 0076).
 */
export function useUndercarriageReadAhead(externalId: string, sideName: string): (route: string) => void {
  const readAhead = useReadScreenAhead();
  return useCallback(
    (route: string) => {
      const base = `undercarriage/${sideName}/`;
      const item = route.startsWith(base) ? undercarriageItemByRoute(route.slice(base.length)) : undefined;
      if (item === undefined) return;
      readAhead(...itemModelRead(externalId, sideName, item.key));
      // The walk's screens are worn length screens, one component's (decision 0092)
      void import('./part-routes.tsx');
    },
    [readAhead, externalId, sideName],
  );
}
