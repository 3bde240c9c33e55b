import { defineMessages, useIntl } from 'react-intl';
import { DEFAULT_VISUAL_CONDITION, VISUAL_CONDITIONS, type VisualCondition } from '../../rules/index.ts';
import { ChoiceField } from './ChoiceField.tsx';

// The spec's conditions are stored as they are (Good, Monitor, Changeout) and written in the language only here.
const LABELS = defineMessages({
  Good: { id: 'rec.condition.Good', defaultMessage: 'Good' },
  Monitor: { id: 'rec.condition.Monitor', defaultMessage: 'Monitor' },
  Changeout: { id: 'rec.condition.Changeout', defaultMessage: 'Changeout' },
});
const words = defineMessages({ legend: { id: 'rec.condition.legend', defaultMessage: 'Visual Condition' } });

/** recording spec §3: visual condition Good / Monitor / Changeout, default Good. */
export function VisualConditionField(props: {
  legend?: string;
  value: string | null | undefined;
  onSave: (value: VisualCondition) => Promise<unknown>;
}) {
  const intl = useIntl();
  const options = VISUAL_CONDITIONS.map((value) => ({ value, label: intl.formatMessage(LABELS[value]) }));
  const selected = VISUAL_CONDITIONS.find((c) => c === props.value) ?? DEFAULT_VISUAL_CONDITION;
  return (
    <ChoiceField
      legend={props.legend ?? intl.formatMessage(words.legend)}
      options={options}
      selected={selected}
      onSave={props.onSave}
    />
  );
}
