import { defineMessages, useIntl } from 'react-intl';

const words = defineMessages({ done: { id: 'rec.done', defaultMessage: 'DONE' } });
/**
 * recording spec §2: DONE goes back (to the screen above this one) and records nothing. Outlined, where MARK AS
 * COMPLETE (and a position's COMPLETE) is the filled primary button: the one that records stands out beside it.
 * A screen still showing a refused value asks first (`LeaveQuestion`, as for every other way out).
 */
export function DoneButton({ onDone, label }: { onDone: () => void; label?: string }) {
  const intl = useIntl();
  return (
    <button type="button" className="button wide" onClick={onDone}>
      {label ?? intl.formatMessage(words.done)}
    </button>
  );
}
