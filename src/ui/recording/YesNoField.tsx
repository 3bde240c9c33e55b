import { defineMessages, useIntl } from 'react-intl';
import { DEFAULT_YES_NO, type YesNo } from '../../rules/index.ts';
import { ChoiceField } from './ChoiceField.tsx';

const words = defineMessages({
  yes: { id: 'rec.field.yes', defaultMessage: 'YES' },
  no: { id: 'rec.field.no', defaultMessage: 'NO' },
});

/** recording spec §3: a YES/NO radio, default NO, stored as true/false text. */
export function YesNoField(props: {
  legend: string;
  value: string | null | undefined;
  onSave: (value: 'true' | 'false') => Promise<unknown>;
}) {
  const intl = useIntl();
  const selected: YesNo = props.value?.trim().toLowerCase() === 'true' ? 'YES' : DEFAULT_YES_NO;
  return (
    <ChoiceField
      legend={props.legend}
      options={[
        { value: 'YES', label: intl.formatMessage(words.yes) },
        { value: 'NO', label: intl.formatMessage(words.no) },
      ]}
      selected={selected}
      onSave={(value) => props.onSave(value === 'YES' ? 'true' : 'false')}
    />
  );
}
