import { defineMessages, useIntl } from 'react-intl';
import { useId } from 'react';
import { DataType, VALUE_MAX_LENGTH } from '../../rules/index.ts';
import { SavedMark } from './SavedMark.tsx';
import { useTextField } from './use-text-field.ts';

const words = defineMessages({ comments: { id: 'rec.field.comments', defaultMessage: 'Comments' } });

/** recording spec §5: comments are saved on blur; a failed save puts the stored text back. */
export function CommentsField(props: {
  label?: string;
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const id = useId();
  const intl = useIntl();
  const { state, input } = useTextField(props.value, props.onSave);
  return (
    <div className="field">
      <div className="field-row">
        <label htmlFor={id}>{props.label ?? intl.formatMessage(words.comments)}</label>
        <SavedMark state={state} />
      </div>
      <textarea id={id} rows={5} maxLength={VALUE_MAX_LENGTH[DataType.string]} {...input} />
    </div>
  );
}
