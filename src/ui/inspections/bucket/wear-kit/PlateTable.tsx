import type { BucketModel } from '../../../../worker/contract.ts';
import { plateSecondaryPaths } from '../bucket-paths.ts';
import { PositionResult } from '../get/PositionList.tsx';

/** Every wear plate (of one primary location, or all): its reading with wear and action, and its condition. */
export function PlateTable({ model, primary }: { model: BucketModel; primary?: string }) {
  const plates = model.positions.filter((p) => p.wearPlate && (!primary || p.wearPlate.primary === primary));
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Readings table">
      <table className="summary-table">
        <caption>Wear plates</caption>
        <thead>
          <tr>
            <th scope="col">Location</th>
            <th scope="col">Thickness</th>
            <th scope="col">Condition</th>
          </tr>
        </thead>
        <tbody>
          {plates.map((p) => {
            const paths = p.wearPlate
              ? plateSecondaryPaths(p.wearPlate.primary, p.wearPlate.secondary)
              : undefined;
            return (
              <tr key={p.externalId}>
                <th scope="row">
                  {p.location} · {p.secondaryLocation}
                </th>
                <td>
                  <PositionResult status={p.status} />
                </td>
                <td>{(paths && model.values[paths.condition]?.value) ?? '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
