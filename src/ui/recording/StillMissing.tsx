import type { ListEntry } from '../../rules/index.ts';
import { useListWords } from './list-words.ts';

/**
 * Above a list's MARK AS COMPLETE, what the list still waits on, in words; nothing once it is complete. Its three
 * lines are held whatever it says, so MARK AS COMPLETE stays under the finger as the words change with the data.
 */
export function StillMissing(props: { listName: string; entries: readonly ListEntry[]; completed: boolean }) {
  const text = useListWords().stillMissing(props.listName, props.entries, props.completed);
  return text === '' ? null : (
    <p className="muted still-missing" data-testid="still-missing">
      {text}
    </p>
  );
}
