import { useIntl } from 'react-intl';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { plateLocationPaths, primaryLabel } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { PlateTable } from './PlateTable.tsx';
import { DoneButton } from '../../../recording/DoneButton.tsx';
import { useDomainWords } from '../../../recording/domain-words.ts';
import { bucketPhrases, bucketWords as w } from '../bucket-words.ts';
import { useConditionWord, useYesNoWord } from '../shown-values.ts';

const yesNoOrDash = (value: string | null | undefined, say: (v: string) => string) =>
  value === null || value === undefined ? '–' : say(value);

/** wear-plates/locations/{wearPlateLocationId}/summary: the location's record and its plates' readings. */
export default function PlateLocationSummaryScreen() {
  const { primary, query, back } = useBucketScreen();
  const label = primaryLabel(primary);
  const t = useIntl().formatMessage;
  const named = useDomainWords();
  const condition = useConditionWord();
  const yesNo = useYesNoWord();
  if (!label) return <PageNotFound />;
  const p = plateLocationPaths(primary);
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => (
        <div className="page recording">
          <BucketHeader title={t(bucketPhrases.summaryTitle, { label: named(label) })} model={model} />
          <dl className="summary-facts">
            <div>
              <dt>{t(w.observation)}</dt>
              <dd>{model.values[p.observation]?.value ?? '–'}</dd>
            </div>
            <div>
              <dt>{t(w.condition)}</dt>
              <dd>{condition(model.values[p.condition]?.value) ?? '–'}</dd>
            </div>
            <div>
              <dt>{t(w.partsChangeout)}</dt>
              <dd>{yesNoOrDash(model.values[p.changeout]?.value, yesNo)}</dd>
            </div>
          </dl>
          <PlateTable model={model} primary={primary} />
          <DoneButton onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}
