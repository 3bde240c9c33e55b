import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useDomainWords } from '../../recording/domain-words.ts';
import { bucketPhrases } from './bucket-words.ts';
import type { CompleteAnywayQuestion, ListEntry } from '../../../rules/index.ts';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { StillMissing } from '../../recording/StillMissing.tsx';

/** The foot of a bucket part screen: its summary, then MARK AS COMPLETE stamping `completedPath` and moving on. */
export function SummaryAndComplete(props: {
  externalId: string;
  /** The screen's address under the inspection; its summary is `${base}/summary`. */
  base: string;
  label: string;
  onComplete: () => Promise<unknown>;
  onDone: () => void;
  /** Asked first when entries of the screen's list are not done. */
  ask?: CompleteAnywayQuestion | undefined;
  /** The screen's list (positions, secondary locations) and whether it is complete: what it still waits on. */
  entries: readonly ListEntry[];
  completed: boolean;
}) {
  const intl = useIntl();
  const named = useDomainWords();
  return (
    <>
      <Link
        to="/inspections/$externalId/$"
        params={{ externalId: props.externalId, _splat: `${props.base}/summary` }}
        className="button wide"
      >
        {intl.formatMessage(bucketPhrases.summaryOf, { label: named(props.label) })}
      </Link>
      <StillMissing listName={props.label} entries={props.entries} completed={props.completed} />
      <MarkCompleteButton ask={props.ask} onComplete={props.onComplete} onDone={props.onDone} />
    </>
  );
}
