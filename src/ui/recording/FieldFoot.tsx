import { SavedMark } from './SavedMark.tsx';
import type { FieldState } from './use-field-save.ts';

/**
 * The place beside a field's box, held before it says anything: the saved mark, or the refusal of the value shown (a
 * refused value is never saved, so the two never share it). A message that came in a line of its own pushed the
 * screen down as the field lost its focus, under the finger that was tapping MARK AS COMPLETE (decision 0047); a
 * line held under every field for it cost 38 px a field on a phone (decision 0049: it sits beside the box).
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
