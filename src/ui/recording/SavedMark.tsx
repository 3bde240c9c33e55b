import type { FieldState } from './use-field-save.ts';

/** The quiet confirmation beside a field (RECORDING.md: every field saves itself with a "saved" mark). */
export function SavedMark({ state }: { state: FieldState }) {
  return (
    <span className={`saved-mark ${state.kind}`} aria-live="polite">
      {state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? '✓ saved' : ''}
    </span>
  );
}
