import { defineMessages, useIntl } from 'react-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VALIDATION_TOAST_DURATION_MS } from '../../rules/index.ts';
import { SAVED_TICK_MS } from '../shell/timings.ts';
import { useToast } from '../shell/toast.tsx';
import { errorMessage } from './error-message.ts';

const words = defineMessages({
  notSaved: { id: 'rec.field.notSaved', defaultMessage: 'The value could not be saved' },
});

export type FieldState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed' };

/**
 * Runs one field's save: "saving", then a short "saved" mark; a failure says why in an alert toast and resolves
 * false so the field can revert (recording spec §5: nothing is stored and the field reverts).
 */
export function useFieldSave(): {
  state: FieldState;
  run: (save: () => Promise<unknown>) => Promise<boolean>;
} {
  const intl = useIntl();
  const [state, setState] = useState<FieldState>({ kind: 'idle' });
  const toast = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    async (save: () => Promise<unknown>) => {
      clearTimeout(timer.current);
      setState({ kind: 'saving' });
      try {
        await save();
        setState({ kind: 'saved' });
        timer.current = setTimeout(() => setState({ kind: 'idle' }), SAVED_TICK_MS);
        return true;
      } catch (error) {
        setState({ kind: 'failed' });
        toast('alert', errorMessage(error, intl.formatMessage(words.notSaved)), VALIDATION_TOAST_DURATION_MS);
        return false;
      }
    },
    [toast, intl],
  );
  return { state, run };
}
