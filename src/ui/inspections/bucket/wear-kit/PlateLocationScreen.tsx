import { useIntl } from 'react-intl';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { ConditionField, ObservationField, PartsChangeoutField, PhotosField } from '../BucketFields.tsx';
import { bucketListEntries, plateLocationPaths, plateLocationsOf, primaryLabel } from '../bucket-paths.ts';
import { StatusMenu } from '../StatusMenu.tsx';
import { SummaryAndComplete } from '../SummaryAndComplete.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { bucketWords as w } from '../bucket-words.ts';
import { useListWords } from '../../../recording/list-words.ts';

/** wear-plates/locations/{wearPlateLocationId}: the primary location's observation, condition, changeout, photos. */
export default function PlateLocationScreen() {
  const { externalId, bucketExternalId, primary, query, save, addPhoto, deletePhoto, back } =
    useBucketScreen();
  const label = primaryLabel(primary);
  const t = useIntl().formatMessage;
  const { completeAnyway } = useListWords();
  if (!label) return <PageNotFound />;
  const p = plateLocationPaths(primary);
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}/wear-kit/wear-plates/locations/${primary}`;
        const value = (id: string) => model.values[id]?.value;
        const entries = bucketListEntries(model, { kind: 'plateLocation', key: primary });
        const secondaries = plateLocationsOf(model).find((l) => l.key === primary)?.secondaries ?? [];
        return (
          <div className="page recording">
            <BucketHeader title={`Wear Plates · ${label}`} model={model} />
            <StatusMenu
              label={t(w.secondaryLocations)}
              externalId={externalId}
              items={secondaries.map((s) => ({
                title: `${label} · ${s.label}`,
                path: `${base}/locations/${s.key}`,
                status: model.statuses.plateSecondaries[`${primary}.${s.key}`] ?? 'notStarted',
              }))}
            />
            <ObservationField value={value(p.observation)} onSave={save(p.observation)} />
            <ConditionField value={value(p.condition)} onSave={save(p.condition)} />
            <PartsChangeoutField value={value(p.changeout)} onSave={save(p.changeout)} />
            <PhotosField photos={model.photos[p.photos]} onAdd={addPhoto(p.photos)} onDelete={deletePhoto} />
            <SummaryAndComplete
              externalId={externalId}
              base={base}
              label={label}
              ask={completeAnyway(`Wear Plates · ${label}`, entries)}
              entries={entries}
              completed={model.statuses.plateLocations[primary] === 'completed'}
              onComplete={() => save(p.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
