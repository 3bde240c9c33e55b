import { Outlet, useParams } from '@tanstack/react-router';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { ReadOnlyProvider } from '../recording/read-only.tsx';

/**
 * Every screen of an inspection: read-only while the inspection is completed or another inspector's (the contents'
 * read, shared).
 */
export function InspectionFrame() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { data } = useEngineQuery({
    queryKey: ['inspection-contents', externalId],
    query: (engine) => engine.inspectionContents(externalId),
  });
  return (
    <ReadOnlyProvider
      value={{
        externalId,
        readOnly: data?.completed === true || (data?.ownedBy ?? null) !== null,
        ownedBy: data?.ownedBy ?? null,
      }}
    >
      <Outlet />
    </ReadOnlyProvider>
  );
}
