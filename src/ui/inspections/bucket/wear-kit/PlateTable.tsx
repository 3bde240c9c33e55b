import { useIntl } from 'react-intl';
import type { BucketModel } from '../../../../worker/contract.ts';
import { plateSecondaryPaths } from '../bucket-paths.ts';
import { useDomainWords } from '../../../recording/domain-words.ts';
import { PositionResult } from '../get/PositionList.tsx';
import { bucketWords as w } from '../bucket-words.ts';
import { useConditionWord } from '../shown-values.ts';

/** Every wear plate (of one primary location, or all): its reading with wear and action, and its condition. */
export function PlateTable({ model, primary }: { model: BucketModel; primary?: string }) {
  const t = useIntl().formatMessage;
  const named = useDomainWords();
  const condition = useConditionWord();
  const plates = model.positions.filter((p) => p.wearPlate && (!primary || p.wearPlate.primary === primary));
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t(w.readingsTable)}>
      <table className="summary-table">
        <caption>{t(w.wearPlates)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(w.location)}</th>
            <th scope="col">{t(w.thickness)}</th>
            <th scope="col">{t(w.condition)}</th>
          </tr>
        </thead>
        <tbody>
          {plates.map((p) => {
            const paths = p.wearPlate
              ? plateSecondaryPaths(p.wearPlate.primary, p.wearPlate.secondary)
              : undefined;
            return (
              <tr key={p.externalId}>
                <th scope="row">{named(`${p.location} · ${p.secondaryLocation}`)}</th>
                <td>
                  <PositionResult status={p.status} />
                </td>
                <td>{(paths && condition(model.values[paths.condition]?.value)) ?? '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
