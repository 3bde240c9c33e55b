import { useIntl } from 'react-intl';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../../recording/use-screen-model.ts';
import { useShownWhole } from '../../../recording/use-shown-whole.ts';
import { LoadingSpinner } from '../../../recording/LoadingSpinner.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { ConditionField, PartsChangeoutField } from '../BucketFields.tsx';
import { partTypeLabel, partTypePaths } from '../bucket-paths.ts';
import { MeasuredField } from '../MeasuredField.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { DoneButton } from '../../../recording/DoneButton.tsx';
import { MeasuringRunBar } from '../../../recording/MeasuringRunBar.tsx';
import { bucketWords as w } from '../bucket-words.ts';

/** part-types/{name}/{bucketEquipmentPartId}: one position's worn length with the measure-and-judge panel. */
export default function PartPositionScreen() {
  const { externalId, bucketExternalId, partType, partExternalId, query, save, back, open } =
    useBucketScreen();
  const label = partTypeLabel(partType);
  const t = useIntl().formatMessage;
  const p = partTypePaths(partType);
  const measurement = useScreenModel(['bucket-measure', externalId, bucketExternalId, partExternalId], (e) =>
    e.bucketMeasurementModel({
      inspectionExternalId: externalId,
      bucketExternalId,
      identifier: p.part.wornLength,
      partExternalId,
      onPart: true,
    }),
  );
  const whole = useShownWhole(!query.isPending && !measurement.isPending);
  if (!label) return <PageNotFound />;
  if (!whole) return <LoadingSpinner />;
  const onPart = (id: string) => save(id, [partExternalId]);
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const position = model.positions.find((x) => x.externalId === partExternalId);
        const value = (id: string) => position?.values[id]?.value;
        return (
          <div className="page recording measuring-screen">
            <BucketHeader title={`${label} · Position ${position?.position ?? ''}`} model={model} />
            <MeasuringRunBar externalId={externalId} of={{ bucketExternalId }} open={open} />
            <ScreenBody query={measurement} fallback={t(w.errorPart)}>
              {(m) => (
                // Keyed by the position: the run goes from one to the next on this same route, and a field's text
                // must not carry over
                <MeasuredField
                  key={partExternalId}
                  model={m}
                  onSave={onPart(p.part.wornLength)}
                  reading={`${p.part.wornLength}#${partExternalId}`}
                />
              )}
            </ScreenBody>
            <ConditionField value={value(p.part.condition)} onSave={onPart(p.part.condition)} />
            <PartsChangeoutField value={value(p.part.changeout)} onSave={onPart(p.part.changeout)} />
            <CommentsField value={value(p.part.comments)} onSave={onPart(p.part.comments)} />
            <DoneButton onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}
