import { useIntl } from 'react-intl';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { MarkCompleteButton } from '../../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { ConditionField, PartsChangeoutField, PhotosField, QuantityField } from '../BucketFields.tsx';
import { heelShroudPaths as H } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { bucketPhrases, bucketWords as w } from '../bucket-words.ts';

/** wear-kit/heel-shrouds: condition, changeout, quantity, photos and comments of the heel shrouds. */
export default function HeelShroudsScreen() {
  const { query, save, addPhoto, deletePhoto, back } = useBucketScreen();
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const value = (id: string) => model.values[id]?.value;
        const count = model.positions.filter((p) => p.heelShroud).length;
        return (
          <div className="page recording">
            <BucketHeader title="Heel Shrouds" model={model} />
            {count > 0 ? <p className="muted">{t(bucketPhrases.heelCount, { count })}</p> : null}
            <ConditionField value={value(H.condition)} onSave={save(H.condition)} />
            <PartsChangeoutField value={value(H.changeout)} onSave={save(H.changeout)} />
            <QuantityField value={value(H.quantity)} onSave={save(H.quantity)} />
            <PhotosField photos={model.photos[H.photos]} onAdd={addPhoto(H.photos)} onDelete={deletePhoto} />
            <CommentsField value={value(H.comments)} onSave={save(H.comments)} />
            <MarkCompleteButton
              onComplete={() => save(H.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
