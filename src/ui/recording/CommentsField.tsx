import { useId, useState } from 'react';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';

/** recording spec §5: comments are saved on blur; a failed save puts the stored text back. */
export function CommentsField(props: {
  label?: string;
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const id = useId();
  const stored = props.value ?? '';
  const [text, setText] = useState(stored);
  const [focused, setFocused] = useState(false);
  const { state, run } = useFieldSave();
  // A new stored value (saved here or elsewhere) replaces the text unless the inspector is typing.
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (!focused) setText(stored);
  }
  return (
    <div className="field">
      <div className="field-row">
        <label htmlFor={id}>{props.label ?? 'Comments'}</label>
        <SavedMark state={state} />
      </div>
      <textarea
        id={id}
        rows={5}
        value={text}
        maxLength={20000}
        onFocus={() => setFocused(true)}
        onChange={(event) => setText(event.target.value)}
        onBlur={async () => {
          setFocused(false);
          if (text === stored) return;
          if (!(await run(() => props.onSave(text.trim() === '' ? null : text)))) setText(stored);
        }}
      />
    </div>
  );
}
