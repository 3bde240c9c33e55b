import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { plateLocationPaths, primaryLabel } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { PlateTable } from './PlateTable.tsx';
import { DoneButton } from '../../../recording/DoneButton.tsx';

/** wear-plates/locations/{wearPlateLocationId}/summary: the location's record and its plates' readings. */
export default function PlateLocationSummaryScreen() {
  const { primary, query, back } = useBucketScreen();
  const label = primaryLabel(primary);
  if (!label) return <PageNotFound />;
  const p = plateLocationPaths(primary);
  return (
    <ScreenBody query={query} fallback="Error fetching equipment">
      {(model) => (
        <div className="page recording">
          <BucketHeader title={`${label} Summary`} model={model} />
          <dl className="summary-facts">
            <div>
              <dt>Observation</dt>
              <dd>{model.values[p.observation]?.value ?? '–'}</dd>
            </div>
            <div>
              <dt>Condition</dt>
              <dd>{model.values[p.condition]?.value ?? '–'}</dd>
            </div>
            <div>
              <dt>Changeout</dt>
              <dd>{model.values[p.changeout]?.value ?? '–'}</dd>
            </div>
          </dl>
          <PlateTable model={model} primary={primary} />
          <DoneButton onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}
