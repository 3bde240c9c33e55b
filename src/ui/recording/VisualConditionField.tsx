import { DEFAULT_VISUAL_CONDITION, VISUAL_CONDITIONS, type VisualCondition } from '../../rules/index.ts';
import { ChoiceField } from './ChoiceField.tsx';

const OPTIONS = VISUAL_CONDITIONS.map((value) => ({ value, label: value }));

/** recording spec §3: visual condition Good / Monitor / Changeout, default Good. */
export function VisualConditionField(props: {
  legend?: string;
  value: string | null | undefined;
  onSave: (value: VisualCondition) => Promise<unknown>;
}) {
  const selected = VISUAL_CONDITIONS.find((c) => c === props.value) ?? DEFAULT_VISUAL_CONDITION;
  return (
    <ChoiceField
      legend={props.legend ?? 'Visual Condition'}
      options={OPTIONS}
      selected={selected}
      onSave={props.onSave}
    />
  );
}
