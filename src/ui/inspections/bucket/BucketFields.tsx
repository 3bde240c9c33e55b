import { useIntl } from 'react-intl';
import {
  getChangeoutValue,
  partsChoiceFromValue,
  type PartsChoice,
  type VisualCondition,
} from '../../../rules/index.ts';
import type { StoredValue } from '../../../worker/contract.ts';
import { ChoiceField } from '../../recording/ChoiceField.tsx';
import { CommentsField } from '../../recording/CommentsField.tsx';
import { NumericField } from '../../recording/NumericField.tsx';
import { PhotoField } from '../../recording/PhotoField.tsx';
import { VisualConditionField } from '../../recording/VisualConditionField.tsx';
import { bucketWords as w } from './bucket-words.ts';

// The fields the bucket screens share (RECORDING.md "The bucket screens"): observation, condition, changeout
// (new parts → YES, same parts → NO, recording spec §4), quantity, photos and comments. Each saves itself.

type Save = (value: string | null) => Promise<unknown>;

export function ObservationField(props: { value: string | null | undefined; onSave: Save }) {
  const t = useIntl().formatMessage;
  return <CommentsField label={t(w.observation)} value={props.value} onSave={props.onSave} />;
}

export function ConditionField(props: { legend?: string; value: string | null | undefined; onSave: Save }) {
  const t = useIntl().formatMessage;
  return (
    <VisualConditionField
      legend={props.legend ?? t(w.condition)}
      value={props.value}
      onSave={(value: VisualCondition) => props.onSave(value)}
    />
  );
}

export function PartsChangeoutField(props: { value: string | null | undefined; onSave: Save }) {
  const t = useIntl().formatMessage;
  const options: readonly { value: PartsChoice; label: string }[] = [
    { value: 'new', label: t(w.newParts) },
    { value: 'same', label: t(w.sameParts) },
  ];
  return (
    <ChoiceField
      legend={t(w.partsChangeout)}
      options={options}
      selected={partsChoiceFromValue(props.value)}
      onSave={(choice) => props.onSave(getChangeoutValue(choice))}
    />
  );
}

export function QuantityField(props: { value: string | null | undefined; onSave: Save }) {
  const t = useIntl().formatMessage;
  return <NumericField label={t(w.qty)} kind="integer" value={props.value} onSave={props.onSave} />;
}

export function PhotosField(props: {
  label?: string;
  photos: readonly StoredValue[] | undefined;
  onAdd: (image: File) => Promise<unknown>;
  onDelete: (observationExternalId: string) => Promise<unknown>;
}) {
  const t = useIntl().formatMessage;
  return (
    <PhotoField
      label={props.label ?? t(w.photos)}
      multiple
      photos={(props.photos ?? []).map((p) => ({ observationExternalId: p.externalId, fileName: p.value }))}
      onAdd={props.onAdd}
      onDelete={props.onDelete}
    />
  );
}
