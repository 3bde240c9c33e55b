import { useIntl } from 'react-intl';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { MarkCompleteButton } from '../../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { StillMissing } from '../../../recording/StillMissing.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { PhotosField } from '../BucketFields.tsx';
import { bucketListEntries, plateLocationsOf, wearPlatesPaths as W } from '../bucket-paths.ts';
import { StatusMenu } from '../StatusMenu.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { bucketWords as w } from '../bucket-words.ts';
import { PlateTable } from './PlateTable.tsx';
import { useListWords } from '../../../recording/list-words.ts';

/** wear-kit/wear-plates/summary: each primary location with its status, every plate's reading, photos, comments. */
export default function WearPlatesScreen() {
  const { externalId, bucketExternalId, query, save, addPhoto, deletePhoto, back } = useBucketScreen();
  const t = useIntl().formatMessage;
  const { completeAnyway } = useListWords();
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}/wear-kit/wear-plates/locations`;
        const entries = bucketListEntries(model, { kind: 'wearPlates' });
        return (
          <div className="page recording">
            <BucketHeader title="Wear Plates" model={model} />
            <StatusMenu
              label={t(w.plateLocations)}
              externalId={externalId}
              items={plateLocationsOf(model).map((l) => ({
                title: l.label,
                path: `${base}/${l.key}`,
                status: model.statuses.plateLocations[l.key] ?? 'notStarted',
                judgement: model.judgements.plateLocations[l.key],
              }))}
            />
            <PlateTable model={model} />
            <PhotosField photos={model.photos[W.photos]} onAdd={addPhoto(W.photos)} onDelete={deletePhoto} />
            <CommentsField value={model.values[W.comments]?.value} onSave={save(W.comments)} />
            <StillMissing
              listName="Wear Plates"
              entries={entries}
              completed={model.statuses.wearPlates === 'completed'}
            />
            <MarkCompleteButton
              ask={completeAnyway('Wear Plates', entries)}
              onComplete={() => save(W.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
