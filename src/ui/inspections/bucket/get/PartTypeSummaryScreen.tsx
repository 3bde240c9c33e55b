import { partsChoiceFromValue } from '../../../../rules/index.ts';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { partTypeLabel, partTypePaths, positionsOf } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { PositionResult } from './PositionList.tsx';
import { DoneButton } from '../../../recording/DoneButton.tsx';

/** part-types/{name}/summary: what was recorded for the part type and each position's result. */
export default function PartTypeSummaryScreen() {
  const { partType, query, back } = useBucketScreen();
  const label = partTypeLabel(partType);
  if (!label) return <PageNotFound />;
  const p = partTypePaths(partType);
  return (
    <ScreenBody query={query} fallback="Error fetching equipment">
      {(model) => {
        const value = (id: string) => model.values[id]?.value;
        const changeout = value(p.changeout);
        return (
          <div className="page recording">
            <BucketHeader title={`${label} Summary`} model={model} />
            <dl className="summary-facts">
              <div>
                <dt>Observation</dt>
                <dd>{value(p.observation) ?? '–'}</dd>
              </div>
              <div>
                <dt>Condition</dt>
                <dd>{value(p.condition) ?? '–'}</dd>
              </div>
              <div>
                <dt>Changeout</dt>
                <dd>{changeout ? `${changeout} (${partsChoiceFromValue(changeout)} parts)` : '–'}</dd>
              </div>
              <div>
                <dt>Qty</dt>
                <dd>{value(p.quantity) ?? '–'}</dd>
              </div>
              <div>
                <dt>Photos</dt>
                <dd>{model.photos[p.photos]?.length ?? 0}</dd>
              </div>
            </dl>
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Readings table">
              <table className="summary-table">
                <caption>Positions</caption>
                <thead>
                  <tr>
                    <th scope="col">Position</th>
                    <th scope="col">Worn length</th>
                    <th scope="col">Condition</th>
                  </tr>
                </thead>
                <tbody>
                  {positionsOf(model, partType).map((pos) => (
                    <tr key={pos.externalId}>
                      <th scope="row">{pos.position ?? '–'}</th>
                      <td>
                        <PositionResult status={pos.status} />
                      </td>
                      <td>
                        {pos.values[p.part.condition]?.value ?? '–'}
                        {/* decision 0039: the condition the measurement contradicts is said where it shows */}
                        {(pos.status?.notes.length ?? 0) > 0 ? (
                          <span className="condition-note"> ⚠ not what was measured</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <DoneButton onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}
