import { stillMissingText, type ListEntry } from '../../rules/index.ts';

/** Above a list's MARK AS COMPLETE, what the list still waits on, in words; nothing once it is complete. */
export function StillMissing(props: { listName: string; entries: readonly ListEntry[]; completed: boolean }) {
  const text = stillMissingText(props.listName, props.entries, props.completed);
  return text === '' ? null : (
    <p className="muted" data-testid="still-missing">
      {text}
    </p>
  );
}
