import { useId } from 'react';
import { SavedMark } from '../../recording/SavedMark.tsx';
import { useTextField } from '../../recording/use-text-field.ts';

const trim = (text: string) => text.trim();

/** One line of text that saves itself on blur, trimmed; a failed save reverts. */
export function TextLineField(props: {
  label: string;
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const id = useId();
  const { state, input } = useTextField(props.value, props.onSave, trim);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <input id={id} className="text-input" type="text" maxLength={500} {...input} />
        <SavedMark state={state} />
      </div>
    </div>
  );
}
