import { useState, type ChangeEvent } from 'react';
import { useReadOnly } from './read-only.tsx';
import { useFieldSave } from './use-field-save.ts';
import { useSaveWhileTyping } from './use-save-while-typing.ts';

/**
 * A text box that saves itself (RECORDING.md: nothing has a Save button; recording spec §5): on blur, and also while
 * the inspector types (after a pause, and when the page is hidden or reloaded), so nothing typed is lost. A failed
 * save on blur puts the stored text back, and a new stored value (saved here or elsewhere) replaces the text unless
 * the inspector is typing. `clean` is what is compared and saved (e.g. trimmed); blank saves as no value.
 */
export function useTextField(
  value: string | null | undefined,
  onSave: (value: string | null) => Promise<unknown>,
  clean: (text: string) => string = (text) => text,
) {
  const stored = value ?? '';
  const [text, setText] = useState(stored);
  const [focused, setFocused] = useState(false);
  const { state, run } = useFieldSave();
  const readOnly = useReadOnly();
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (!focused) setText(stored);
  }
  const autosave = useSaveWhileTyping(
    text,
    (typed) => clean(typed) !== clean(stored),
    (typed) => {
      const next = clean(typed);
      return run(() => onSave(next.trim() === '' ? null : next));
    },
  );
  return {
    state,
    input: {
      value: text,
      readOnly,
      onFocus: () => setFocused(true),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.target.value),
      onBlur: async () => {
        setFocused(false);
        if ((await autosave.flush()) === false) setText(stored);
      },
    },
  };
}
