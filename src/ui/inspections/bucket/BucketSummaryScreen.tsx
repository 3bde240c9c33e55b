import { useIntl } from 'react-intl';
import { CommentsField } from '../../recording/CommentsField.tsx';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { StillMissing } from '../../recording/StillMissing.tsx';
import { BucketHeader } from './BucketHeader.tsx';
import { ConditionField, PhotosField } from './BucketFields.tsx';
import { bucketListEntries, partTypesOf, plateLocationsOf, summaryPaths as S } from './bucket-paths.ts';
import { StatusMenu } from './StatusMenu.tsx';
import { useBucketScreen } from './use-bucket-screen.ts';
import { bucketWords as w } from './bucket-words.ts';
import { useListWords } from '../../recording/list-words.ts';

/** bucket/{id}/summary: overall condition, photos, comments and the completion of every part (RECORDING.md). */
export default function BucketSummaryScreen() {
  const { externalId, bucketExternalId, query, save, addPhoto, deletePhoto, back } = useBucketScreen();
  const t = useIntl().formatMessage;
  const { completeAnyway } = useListWords();
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}`;
        const entries = bucketListEntries(model, { kind: 'summary' });
        return (
          <div className="page recording">
            <BucketHeader title="Bucket Summary" model={model} />
            <ConditionField
              legend={t(w.overallCondition)}
              value={model.values[S.condition]?.value}
              onSave={save(S.condition)}
            />
            <PhotosField photos={model.photos[S.photos]} onAdd={addPhoto(S.photos)} onDelete={deletePhoto} />
            <CommentsField value={model.values[S.comments]?.value} onSave={save(S.comments)} />
            <h2>{t(w.completion)}</h2>
            <StatusMenu
              label={t(w.completionOfEvery)}
              externalId={externalId}
              items={[
                {
                  title: 'Specifications',
                  path: `${base}/specifications`,
                  status: model.statuses.specifications,
                },
                ...partTypesOf(model).map((t) => ({
                  title: `GET · ${t.label}`,
                  path: `${base}/ground-engaging-tools/part-types/${t.key}`,
                  status: model.statuses.partTypes[t.key] ?? 'notStarted',
                })),
                ...plateLocationsOf(model).map((l) => ({
                  title: `Wear Plates · ${l.label}`,
                  path: `${base}/wear-kit/wear-plates/locations/${l.key}`,
                  status: model.statuses.plateLocations[l.key] ?? 'notStarted',
                })),
                {
                  title: 'Heel Shrouds',
                  path: `${base}/wear-kit/heel-shrouds`,
                  status: model.statuses.heelShrouds,
                },
              ]}
            />
            <StillMissing
              listName="Bucket Summary"
              entries={entries}
              completed={model.statuses.summary === 'completed'}
            />
            <MarkCompleteButton
              ask={completeAnyway('Bucket Summary', entries)}
              onComplete={() => save(S.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
