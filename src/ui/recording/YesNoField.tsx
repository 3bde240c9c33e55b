import { DEFAULT_YES_NO, type YesNo } from '../../rules/index.ts';
import { ChoiceField } from './ChoiceField.tsx';

const OPTIONS = [
  { value: 'YES', label: 'YES' },
  { value: 'NO', label: 'NO' },
] as const;

/** recording spec §3: a YES/NO radio, default NO, stored as true/false text. */
export function YesNoField(props: {
  legend: string;
  value: string | null | undefined;
  onSave: (value: 'true' | 'false') => Promise<unknown>;
}) {
  const selected: YesNo = props.value?.trim().toLowerCase() === 'true' ? 'YES' : DEFAULT_YES_NO;
  return (
    <ChoiceField
      legend={props.legend}
      options={OPTIONS}
      selected={selected}
      onSave={(value) => props.onSave(value === 'YES' ? 'true' : 'false')}
    />
  );
}
