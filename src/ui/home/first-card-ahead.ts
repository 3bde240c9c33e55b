import { useEffect } from 'react';
import { useEngineReadAhead } from '../engine/use-engine-query.ts';
import { contentsRead, contentsStatusesModel } from '../inspections/contents-reads.ts';
import { screenKey } from '../recording/use-screen-model.ts';
import { whenIdle } from '../recording/when-idle.ts';

/**
 * Reads Home's first card's contents and their judgement ahead, once the browser is idle after Home shows: the
 * engine's first judgement of a start is its heaviest read (175–391 ms at CPU 4×), and the inspector's usual first
 * tap, on the inspection they were on, then finds the contents with every status and result at once (decision
 * 0126). Read once, it is the contents' to read again when a write changes what it read.
 */
export function useFirstCardAhead(externalId: string | undefined): void {
  const readAhead = useEngineReadAhead();
  useEffect(() => {
    if (externalId === undefined) return undefined;
    return whenIdle(() => {
      const [statusesKey, readStatuses] = contentsStatusesModel(externalId);
      void Promise.all([
        readAhead(...contentsRead(externalId)),
        readAhead(screenKey(statusesKey), readStatuses),
      ]).then(
        // A milestone the e2e tests wait for.
        () => performance.mark('inspect:first-card-read'),
      );
    }, 2_000);
  }, [externalId, readAhead]);
}
