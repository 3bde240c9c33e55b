import { useIntl } from 'react-intl';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../../recording/use-screen-model.ts';
import { useShownWhole } from '../../../recording/use-shown-whole.ts';
import { LoadingSpinner } from '../../../recording/LoadingSpinner.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { ConditionField, PartsChangeoutField, PhotosField } from '../BucketFields.tsx';
import { plateSecondaryPaths, primaryLabel, secondaryLabel } from '../bucket-paths.ts';
import { MeasuredField } from '../MeasuredField.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { DoneButton } from '../../../recording/DoneButton.tsx';
import { MeasuringRunBar } from '../../../recording/MeasuringRunBar.tsx';
import { bucketWords as w } from '../bucket-words.ts';

/** wear-plates/locations/{primary}/locations/{secondary}: the plate's thickness with the measure-and-judge panel. */
export default function PlateSecondaryScreen() {
  const { externalId, bucketExternalId, primary, secondary, query, save, addPhoto, deletePhoto, back, open } =
    useBucketScreen();
  const p = plateSecondaryPaths(primary, secondary);
  const model = query.data;
  const t = useIntl().formatMessage;
  const plate = model?.positions.find(
    (x) => x.wearPlate?.primary === primary && x.wearPlate.secondary === secondary,
  );
  const measurement = useScreenModel(
    ['bucket-plate', externalId, bucketExternalId, plate?.externalId ?? ''],
    (e) =>
      e.bucketMeasurementModel({
        inspectionExternalId: externalId,
        bucketExternalId,
        identifier: p.measurement,
        partExternalId: plate?.externalId ?? '',
        onPart: false,
      }),
  );
  const whole = useShownWhole(!query.isPending && (!plate || !measurement.isPending));
  const label = primaryLabel(primary);
  const inner = secondaryLabel(secondary);
  if (!label || !inner) return <PageNotFound />;
  if (!whole) return <LoadingSpinner />;
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(m) => (
        <div className="page recording measuring-screen">
          <BucketHeader title={`Wear Plates · ${label} · ${inner}`} model={m} />
          <MeasuringRunBar externalId={externalId} of={{ bucketExternalId }} open={open} />
          {plate ? (
            <ScreenBody query={measurement} fallback={t(w.errorPart)}>
              {(measured) => (
                // Keyed by the location: the run goes from one plate to the next on this same route
                <MeasuredField
                  key={p.measurement}
                  model={measured}
                  onSave={save(p.measurement)}
                  reading={p.measurement}
                />
              )}
            </ScreenBody>
          ) : (
            <p className="notice">{t(w.noPlateHere)}</p>
          )}
          <ConditionField value={m.values[p.condition]?.value} onSave={save(p.condition)} />
          <PartsChangeoutField value={m.values[p.changeout]?.value} onSave={save(p.changeout)} />
          <PhotosField photos={m.photos[p.photos]} onAdd={addPhoto(p.photos)} onDelete={deletePhoto} />
          <CommentsField value={m.values[p.comments]?.value} onSave={save(p.comments)} />
          <DoneButton onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}
