import { Outlet, useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { LeaveQuestion } from '../recording/LeaveQuestion.tsx';
import { ReadOnlyProvider } from '../recording/read-only.tsx';
import { RefusedFieldsProvider } from '../recording/refused-fields.tsx';
import { MeasuringRunProvider } from '../recording/measuring-run.tsx';
import { warmRouteChunks } from '../shell/preload-route-chunks.ts';
import { contentsRead } from './contents-reads.ts';
import { INSPECTION_ROUTE } from './inspection-route.ts';
import { SiteLengthUnit } from '../storage/length-unit.tsx';

// A milestone the benches and tests read: every screen's code of an inspection is in this page.
const screensWarmed = () => performance.mark('inspect:screens-warmed');

/**
 * Every screen of an inspection: read-only while the inspection is completed or another inspector's (the contents'
 * read, shared); the fields of the screen on show tell its MARK AS COMPLETE which of them show a refused value,
 * and leaving such a screen by any way asks first; a measuring run goes on from one screen's reading to the next
 * screen's. Lengths show in its site's unit while the inspector follows the site (decision 0071).
 */
export function InspectionFrame() {
  const { externalId } = useParams({ from: INSPECTION_ROUTE });
  const [contentsKey, readContents] = contentsRead(externalId);
  const { data } = useEngineQuery({ queryKey: contentsKey, query: readContents });
  const readOnly = data?.completed === true || (data?.ownedBy ?? null) !== null;
  const ownedBy = data?.ownedBy ?? null;
  // The same value while nothing in it changes: every field reads it, and the contents are read again at each save.
  const frame = useMemo(() => ({ externalId, readOnly, ownedBy }), [externalId, readOnly, ownedBy]);
  // The inspection's other screens' code, loaded while the browser is idle: a screen's first open only renders.
  const router = useRouter();
  useEffect(() => warmRouteChunks(router, INSPECTION_ROUTE, screensWarmed), [router]);
  return (
    <ReadOnlyProvider value={frame}>
      <SiteLengthUnit siteUnitId={data?.siteLengthUnitId}>
        <RefusedFieldsProvider>
          <MeasuringRunProvider>
            <Outlet />
            <LeaveQuestion />
          </MeasuringRunProvider>
        </RefusedFieldsProvider>
      </SiteLengthUnit>
    </ReadOnlyProvider>
  );
}
