import { useIntl } from 'react-intl';
import { actionWordIn } from '../../i18n/action-words.ts';
import type { EntryJudgement } from '../../rules/index.ts';
import { keepTogether } from './keep-together.ts';
import { StatusLabel } from './StatusLabel.tsx';

/**
 * A list entry's judged result under its name: the action written in its colour and what was measured or
 * seen ("Position 2: Changeout", "362.75 mm · 70.5 % by pitch gauge"), as the one judgement gives it (decision 0023).
 */
export function EntryResult({ judgement }: { judgement: EntryJudgement | null | undefined }) {
  const intl = useIntl();
  if (!judgement) return null;
  const { action, finding } = judgement;
  // A finding that is only its action says nothing the label does not (in either language the worker wrote it in).
  const onlyAction = finding === action.label || finding === actionWordIn(intl, action);
  return (
    <span className="entry-result">
      <StatusLabel status={action.name} colour={action.colour} textColour={action.textColour} />
      {onlyAction ? null : <span className="entry-finding">{keepTogether(finding)}</span>}
    </span>
  );
}
