import { useId, useState, type ReactNode } from 'react';
import { acceptsKeystrokes, validateInput, type InputKind } from '../../rules/index.ts';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';
import { useSaveWhileTyping } from './use-save-while-typing.ts';
import { useValidationMessage } from './use-validation-message.ts';

/**
 * recording spec §5 numeric input: integer accepts only digits, float one decimal point, on the numeric keypad.
 * On blur the value is validated; on failure the message shows for 1.5 s, the field clears and the stored value
 * is deleted; otherwise it saves itself. A well-formed value is also saved while typing (after a pause, and when the
 * page is hidden or reloaded), so nothing typed is lost; only the blur shows what is wrong with one that is not.
 */
export function NumericField(props: {
  label: string;
  unit?: string | undefined;
  kind: InputKind;
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
  /** A further check of a well-formed number; returns the spec's message when it fails. */
  validate?: ((value: number) => string | undefined) | undefined;
  disabled?: boolean | undefined;
  hint?: ReactNode;
}) {
  const id = useId();
  const stored = props.value ?? '';
  const [text, setText] = useState(stored);
  const [focused, setFocused] = useState(false);
  const [message, showMessage] = useValidationMessage();
  const { state, run } = useFieldSave();
  // A new stored value (saved here or elsewhere) replaces the text unless the inspector is typing.
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (!focused) setText(stored);
  }

  const fail = async (why: string) => {
    showMessage(why);
    setText('');
    if (stored !== '') await run(() => props.onSave(null));
  };
  // Quietly: a value that is not (yet) acceptable waits for the blur, which says why.
  const autosave = useSaveWhileTyping(
    text,
    (typed) => typed.trim() !== stored.trim(),
    async (typed) => {
      const checked = validateInput(typed, props.kind);
      if (!checked.ok || checked.empty || props.validate?.(Number(checked.value)) !== undefined) return false;
      return run(() => props.onSave(checked.value));
    },
  );
  const commit = async () => {
    setFocused(false);
    if (text.trim() === stored.trim() || autosave.isSaving(text)) return;
    const checked = validateInput(text, props.kind);
    if (!checked.ok) return fail(checked.message);
    if (checked.empty) {
      if (!(await run(() => props.onSave(null)))) setText(stored);
      return;
    }
    const why = props.validate?.(Number(checked.value));
    if (why !== undefined) return fail(why);
    if (!(await run(() => props.onSave(checked.value)))) setText(stored);
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.unit ? <span className="unit"> ({props.unit})</span> : null}
      </label>
      <div className="field-row">
        <input
          id={id}
          className="numeric-input"
          type="text"
          inputMode={props.kind === 'integer' ? 'numeric' : props.kind === 'float' ? 'decimal' : 'text'}
          autoComplete="off"
          value={text}
          disabled={props.disabled}
          aria-invalid={message !== undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onFocus={() => setFocused(true)}
          onChange={(event) => {
            if (acceptsKeystrokes(event.target.value, props.kind)) setText(event.target.value);
          }}
          onBlur={() => void commit()}
        />
        <SavedMark state={state} />
      </div>
      {props.hint}
      {message ? (
        <p id={`${id}-message`} role="alert" className="field-message">
          {message}
        </p>
      ) : null}
    </div>
  );
}
