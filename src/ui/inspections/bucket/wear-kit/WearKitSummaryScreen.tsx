import { useIntl } from 'react-intl';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { MarkCompleteButton } from '../../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { StillMissing } from '../../../recording/StillMissing.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { PhotosField } from '../BucketFields.tsx';
import { bucketListEntries, wearKitPaths as W } from '../bucket-paths.ts';
import { StatusMenu } from '../StatusMenu.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { bucketWords as w } from '../bucket-words.ts';
import { useListWords } from '../../../recording/list-words.ts';

/** wear-kit/summary: wear plates and heel shrouds with their status, photos and comments. */
export default function WearKitSummaryScreen() {
  const { externalId, bucketExternalId, query, save, addPhoto, deletePhoto, back } = useBucketScreen();
  const t = useIntl().formatMessage;
  const { completeAnyway } = useListWords();
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}/wear-kit`;
        const entries = bucketListEntries(model, { kind: 'wearKit' });
        return (
          <div className="page recording">
            <BucketHeader title="Wear Kit" model={model} />
            <StatusMenu
              label={t(w.wearKitParts)}
              externalId={externalId}
              items={[
                {
                  title: 'Wear Plates',
                  path: `${base}/wear-plates/summary`,
                  status: model.statuses.wearPlates,
                  judgement: model.judgements.wearPlates,
                },
                {
                  title: 'Heel Shrouds',
                  path: `${base}/heel-shrouds`,
                  status: model.statuses.heelShrouds,
                  judgement: model.judgements.heelShrouds,
                },
              ]}
            />
            <PhotosField photos={model.photos[W.photos]} onAdd={addPhoto(W.photos)} onDelete={deletePhoto} />
            <CommentsField value={model.values[W.comments]?.value} onSave={save(W.comments)} />
            <StillMissing
              listName="Wear Kit"
              entries={entries}
              completed={model.statuses.wearKit === 'completed'}
            />
            <MarkCompleteButton
              ask={completeAnyway('Wear Kit', entries)}
              onComplete={() => save(W.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
