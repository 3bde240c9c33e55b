import { useIntl } from 'react-intl';
import { partsChoiceFromValue } from '../../../../rules/index.ts';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { partTypeLabel, partTypePaths, positionsOf } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { PositionResult } from './PositionList.tsx';
import { DoneButton } from '../../../recording/DoneButton.tsx';
import { useDomainWords } from '../../../recording/domain-words.ts';
import { bucketPhrases, bucketWords as w } from '../bucket-words.ts';
import { useConditionWord, useYesNoWord } from '../shown-values.ts';

/** part-types/{name}/summary: what was recorded for the part type and each position's result. */
export default function PartTypeSummaryScreen() {
  const { partType, query, back } = useBucketScreen();
  const label = partTypeLabel(partType);
  const t = useIntl().formatMessage;
  const named = useDomainWords();
  const condition = useConditionWord();
  const yesNo = useYesNoWord();
  if (!label) return <PageNotFound />;
  const p = partTypePaths(partType);
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const value = (id: string) => model.values[id]?.value;
        const changeout = value(p.changeout);
        return (
          <div className="page recording">
            <BucketHeader title={t(bucketPhrases.summaryTitle, { label: named(label) })} model={model} />
            <dl className="summary-facts">
              <div>
                <dt>{t(w.observation)}</dt>
                <dd>{value(p.observation) ?? '–'}</dd>
              </div>
              <div>
                <dt>{t(w.condition)}</dt>
                <dd>{condition(value(p.condition)) ?? '–'}</dd>
              </div>
              <div>
                <dt>{t(w.partsChangeout)}</dt>
                <dd>
                  {changeout
                    ? t(bucketPhrases.changeoutParts, {
                        value: yesNo(changeout),
                        parts: t(partsChoiceFromValue(changeout) === 'new' ? w.newParts : w.sameParts),
                      })
                    : '–'}
                </dd>
              </div>
              <div>
                <dt>{t(w.qty)}</dt>
                <dd>{value(p.quantity) ?? '–'}</dd>
              </div>
              <div>
                <dt>{t(w.photos)}</dt>
                <dd>{model.photos[p.photos]?.length ?? 0}</dd>
              </div>
            </dl>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t(w.readingsTable)}>
              <table className="summary-table">
                <caption>{t(w.positions)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(w.position)}</th>
                    <th scope="col">{t(w.wornLength)}</th>
                    <th scope="col">{t(w.condition)}</th>
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
                        {condition(pos.values[p.part.condition]?.value) ?? '–'}
                        {/* decision 0039: the condition the measurement contradicts is said where it shows */}
                        {(pos.status?.notes.length ?? 0) > 0 ? (
                          <span className="condition-note"> ⚠ {t(w.notMeasuredAgainst)}</span>
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
