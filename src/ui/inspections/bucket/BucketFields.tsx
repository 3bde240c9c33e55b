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

// The fields the bucket screens share (RECORDING.md "The bucket screens"): observation, condition, changeout
// (new parts → YES, same parts → NO, recording spec §4), quantity, photos and comments. Each saves itself.

type Save = (value: string | null) => Promise<unknown>;

const PARTS_OPTIONS: readonly { value: PartsChoice; label: string }[] = [
  { value: 'new', label: 'New parts' },
  { value: 'same', label: 'Same parts' },
];

export function ObservationField(props: { value: string | null | undefined; onSave: Save }) {
  return <CommentsField label="Observation" value={props.value} onSave={props.onSave} />;
}

export function ConditionField(props: { legend?: string; value: string | null | undefined; onSave: Save }) {
  return (
    <VisualConditionField
      legend={props.legend ?? 'Condition'}
      value={props.value}
      onSave={(value: VisualCondition) => props.onSave(value)}
    />
  );
}

export function PartsChangeoutField(props: { value: string | null | undefined; onSave: Save }) {
  return (
    <ChoiceField
      legend="Changeout"
      options={PARTS_OPTIONS}
      selected={partsChoiceFromValue(props.value)}
      onSave={(choice) => props.onSave(getChangeoutValue(choice))}
    />
  );
}

export function QuantityField(props: { value: string | null | undefined; onSave: Save }) {
  return <NumericField label="Qty" kind="integer" value={props.value} onSave={props.onSave} />;
}

export function PhotosField(props: {
  label?: string;
  photos: readonly StoredValue[] | undefined;
  onAdd: (image: File) => Promise<unknown>;
  onDelete: (observationExternalId: string) => Promise<unknown>;
}) {
  return (
    <PhotoField
      label={props.label ?? 'Photos'}
      multiple
      photos={(props.photos ?? []).map((p) => ({ observationExternalId: p.externalId, fileName: p.value }))}
      onAdd={props.onAdd}
      onDelete={props.onDelete}
    />
  );
}
