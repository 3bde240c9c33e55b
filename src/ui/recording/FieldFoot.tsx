import { SavedMark } from './SavedMark.tsx';
import type { FieldState } from './use-field-save.ts';

/**
 * The line under a field, held before it says anything: the saved mark, or the refusal of the value shown (a refused
 * value is never saved, so the two never share it). A message that came in a line of its own pushed the screen down
 * as the field lost its focus, under the finger that was tapping MARK AS COMPLETE (decision 0047).
 */
export function FieldFoot({
  id,
  state,
  message,
}: {
  id: string;
  state: FieldState;
  message: string | undefined;
}) {
  return (
    <div className="field-foot">
      {message === undefined ? (
        <SavedMark state={state} />
      ) : (
        <p id={id} role="alert" className="field-message">
          {message}
        </p>
      )}
    </div>
  );
}
