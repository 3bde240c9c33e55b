import { useId, useState } from 'react';
import { SavedMark } from '../../recording/SavedMark.tsx';
import { useFieldSave } from '../../recording/use-field-save.ts';

/** One line of text that saves itself on blur (RECORDING.md: nothing has a Save button); a failed save reverts. */
export function TextLineField(props: {
  label: string;
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const id = useId();
  const stored = props.value ?? '';
  const [text, setText] = useState(stored);
  const [focused, setFocused] = useState(false);
  const { state, run } = useFieldSave();
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (!focused) setText(stored);
  }
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <input
          id={id}
          className="text-input"
          type="text"
          value={text}
          maxLength={500}
          onFocus={() => setFocused(true)}
          onChange={(event) => setText(event.target.value)}
          onBlur={async () => {
            setFocused(false);
            if (text.trim() === stored.trim()) return;
            if (!(await run(() => props.onSave(text.trim() === '' ? null : text.trim())))) setText(stored);
          }}
        />
        <SavedMark state={state} />
      </div>
    </div>
  );
}
