import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { CompletionStatusName } from '../../../rules/index.ts';
import { useDomainWords } from '../../recording/domain-words.ts';

const STATUS_TEXT: Readonly<Record<CompletionStatusName, MessageDescriptor>> = defineMessages({
  notStarted: { id: 'rec.progress.notStarted', defaultMessage: 'Not started' },
  inProgress: { id: 'rec.progress.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'rec.progress.completed', defaultMessage: 'Completed' },
});
const STATUS_ICON: Readonly<Record<CompletionStatusName, string>> = {
  notStarted: '○',
  inProgress: '◐',
  completed: '✓',
};

/** recording spec §2 and §4: a status icon with its words (never colour or a symbol alone). */
export function StatusIcon({ status, id }: { status: CompletionStatusName; id?: string }) {
  const intl = useIntl();
  return (
    <span id={id} className={`entry-status ${status}`}>
      <span aria-hidden="true">{STATUS_ICON[status]} </span>
      {intl.formatMessage(STATUS_TEXT[status])}
    </span>
  );
}

/** One entry of an undercarriage list: a link to an address below the inspection, with its status. */
export function UndercarriageLink(props: {
  externalId: string;
  path: string;
  label: string;
  status?: ReactNode;
  statusId?: string;
  /** The entry's judged result, under its name. */
  result?: ReactNode;
}) {
  const named = useDomainWords();
  return (
    <li>
      <Link
        to="/inspections/$externalId/$"
        params={{ externalId: props.externalId, _splat: props.path }}
        className="section-entry"
        aria-describedby={props.statusId}
      >
        <span className="entry-text">
          <span>{named(props.label)}</span>
          {props.result}
        </span>
        {props.status}
      </Link>
    </li>
  );
}
