import { defineMessages, useIntl } from 'react-intl';
import type { FieldState } from './use-field-save.ts';

const words = defineMessages({
  saving: { id: 'rec.field.saving', defaultMessage: 'Saving…' },
  saved: { id: 'rec.field.saved', defaultMessage: '✓ saved' },
});

/** The quiet confirmation beside a field (RECORDING.md: every field saves itself with a "saved" mark). */
export function SavedMark({ state }: { state: FieldState }) {
  const intl = useIntl();
  return (
    <span className={`saved-mark ${state.kind}`} aria-live="polite">
      {state.kind === 'saving'
        ? intl.formatMessage(words.saving)
        : state.kind === 'saved'
          ? intl.formatMessage(words.saved)
          : ''}
    </span>
  );
}
