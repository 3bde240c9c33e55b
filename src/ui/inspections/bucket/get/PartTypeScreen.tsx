import { useIntl } from 'react-intl';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { PageNotFound } from '../../PageNotFound.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import {
  ConditionField,
  ObservationField,
  PartsChangeoutField,
  PhotosField,
  QuantityField,
} from '../BucketFields.tsx';
import { bucketListEntries, partTypeLabel, partTypePaths, positionsOf } from '../bucket-paths.ts';
import { SummaryAndComplete } from '../SummaryAndComplete.tsx';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { PositionList } from './PositionList.tsx';
import { bucketWords as w } from '../bucket-words.ts';
import { useListWords } from '../../../recording/list-words.ts';

/** part-types/{name}: observation, condition, changeout (new parts YES, same parts NO), quantity, photos, positions. */
export default function PartTypeScreen() {
  const { externalId, bucketExternalId, partType, query, save, addPhoto, deletePhoto, back } =
    useBucketScreen();
  const label = partTypeLabel(partType);
  const t = useIntl().formatMessage;
  const { completeAnyway } = useListWords();
  if (!label) return <PageNotFound />;
  const p = partTypePaths(partType);
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}/ground-engaging-tools/part-types/${partType}`;
        const value = (id: string) => model.values[id]?.value;
        const entries = bucketListEntries(model, { kind: 'partType', key: partType });
        return (
          <div className="page recording">
            <BucketHeader title={label} model={model} />
            <ObservationField value={value(p.observation)} onSave={save(p.observation)} />
            <ConditionField value={value(p.condition)} onSave={save(p.condition)} />
            <PartsChangeoutField value={value(p.changeout)} onSave={save(p.changeout)} />
            <QuantityField value={value(p.quantity)} onSave={save(p.quantity)} />
            <PhotosField photos={model.photos[p.photos]} onAdd={addPhoto(p.photos)} onDelete={deletePhoto} />
            <h2>{t(w.positions)}</h2>
            <PositionList externalId={externalId} base={base} positions={positionsOf(model, partType)} />
            <SummaryAndComplete
              externalId={externalId}
              base={base}
              label={label}
              ask={completeAnyway(label, entries)}
              entries={entries}
              completed={model.statuses.partTypes[partType] === 'completed'}
              onComplete={() => save(p.completed)(new Date().toISOString())}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
