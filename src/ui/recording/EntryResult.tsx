import type { EntryJudgement } from '../../rules/index.ts';
import { StatusLabel } from './StatusLabel.tsx';

/**
 * A list entry's judged result under its name: the action written in its colour and what was measured or
 * seen ("Position 2: Changeout", "362.75 mm · 70.5 % by pitch gauge"), as the one judgement gives it (decision 0023).
 */
export function EntryResult({ judgement }: { judgement: EntryJudgement | null | undefined }) {
  if (!judgement) return null;
  const { action, finding } = judgement;
  return (
    <span className="entry-result">
      <StatusLabel status={action.name} colour={action.colour} textColour={action.textColour} />
      {finding === action.label ? null : (
        // A unit never starts a line of its own on a narrow phone ("116.7 / %").
        <span className="entry-finding">{finding.replace(/(\d) (%|mm|in)(?!\w)/g, '$1\u00a0$2')}</span>
      )}
    </span>
  );
}
