import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useId, useState } from 'react';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';

const words = defineMessages({ add: { id: 'rec.field.add', defaultMessage: 'Add' } });
const added = defineMessage<{ label: string }>({ id: 'rec.field.added', defaultMessage: '{label} added' });
const remove = defineMessage<{ value: string }>({ id: 'rec.field.remove', defaultMessage: 'Remove {value}' });

/** Several short values (e.g. interests): type one, add it; each can be removed. Saved as a list. */
export function MultiInputField(props: {
  label: string;
  values: readonly string[];
  onSave: (values: string[]) => Promise<unknown>;
}) {
  const id = useId();
  const intl = useIntl();
  const [text, setText] = useState('');
  const { state, run } = useFieldSave();
  const add = async () => {
    const value = text.trim();
    if (value === '' || props.values.includes(value)) return setText('');
    if (await run(() => props.onSave([...props.values, value]))) setText('');
  };
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <input
          id={id}
          className="text-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <button type="button" className="button" onClick={() => void add()}>
          {intl.formatMessage(words.add)}
        </button>
        <SavedMark state={state} />
      </div>
      <ul className="chips" aria-label={intl.formatMessage(added, { label: props.label })}>
        {props.values.map((value) => (
          <li key={value}>
            <span>{value}</span>
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(remove, { value })}
              onClick={() => void run(() => props.onSave(props.values.filter((v) => v !== value)))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
