import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { MarkCompleteButton } from '../../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { StillMissing } from '../../../recording/StillMissing.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { PhotosField } from '../BucketFields.tsx';
import { bucketListEntries, getPaths as G, partTypesOf } from '../bucket-paths.ts';
import { StatusMenu } from '../StatusMenu.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { bucketWords as w } from '../bucket-words.ts';
import { useListWords } from '../../../recording/list-words.ts';

/** ground-engaging-tools/summary: every part type with its status, multiSelect, photos and comments. */
export default function GetSummaryScreen() {
  const { externalId, bucketExternalId, query, save, addPhoto, deletePhoto, back } = useBucketScreen();
  const t = useIntl().formatMessage;
  const { completeAnyway } = useListWords();
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}/ground-engaging-tools`;
        const entries = bucketListEntries(model, { kind: 'get' });
        return (
          <div className="page recording">
            <BucketHeader title="Ground Engaging Tools" model={model} />
            <StatusMenu
              label={t(w.partTypes)}
              externalId={externalId}
              items={partTypesOf(model).map((t) => ({
                title: t.label,
                path: `${base}/part-types/${t.key}`,
                status: model.statuses.partTypes[t.key] ?? 'notStarted',
                judgement: model.judgements.partTypes[t.key],
              }))}
            />
            <Link
              to="/inspections/$externalId/$"
              params={{ externalId, _splat: `${base}/multiSelect` }}
              className="button wide"
            >
              {t(w.severalAtOnce)}
            </Link>
            <PhotosField photos={model.photos[G.photos]} onAdd={addPhoto(G.photos)} onDelete={deletePhoto} />
            <CommentsField value={model.values[G.comments]?.value} onSave={save(G.comments)} />
            <StillMissing
              listName="Ground Engaging Tools"
              entries={entries}
              completed={model.statuses.get === 'completed'}
            />
            <MarkCompleteButton
              ask={completeAnyway('Ground Engaging Tools', entries)}
              onComplete={() => save(G.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
