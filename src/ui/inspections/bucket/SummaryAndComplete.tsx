import { Link } from '@tanstack/react-router';
import type { CompleteAnywayQuestion } from '../../../rules/index.ts';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';

/** The foot of a bucket part screen: its summary, then MARK AS COMPLETE stamping `completedPath` and moving on. */
export function SummaryAndComplete(props: {
  externalId: string;
  /** The screen's address under the inspection; its summary is `${base}/summary`. */
  base: string;
  label: string;
  onComplete: () => Promise<unknown>;
  onDone: () => void;
  /** Asked first when entries of the screen's list are not done (issue 48). */
  ask?: CompleteAnywayQuestion | undefined;
}) {
  return (
    <>
      <Link
        to="/inspections/$externalId/$"
        params={{ externalId: props.externalId, _splat: `${props.base}/summary` }}
        className="button wide"
      >
        {props.label} summary
      </Link>
      <MarkCompleteButton ask={props.ask} onComplete={props.onComplete} onDone={props.onDone} />
    </>
  );
}
