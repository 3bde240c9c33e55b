import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CompletionStatusName } from '../../../rules/index.ts';

const STATUS_TEXT: Readonly<Record<CompletionStatusName, string>> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  completed: 'Completed',
};
const STATUS_ICON: Readonly<Record<CompletionStatusName, string>> = {
  notStarted: '○',
  inProgress: '◐',
  completed: '✓',
};

/** recording spec §2 and §4: a status icon with its words (never colour or a symbol alone). */
export function StatusIcon({ status, id }: { status: CompletionStatusName; id?: string }) {
  return (
    <span id={id} className={`entry-status ${status}`}>
      <span aria-hidden="true">{STATUS_ICON[status]} </span>
      {STATUS_TEXT[status]}
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
  return (
    <li>
      <Link
        to="/inspections/$externalId/$"
        params={{ externalId: props.externalId, _splat: props.path }}
        className="section-entry"
        aria-describedby={props.statusId}
      >
        <span className="entry-text">
          <span>{props.label}</span>
          {props.result}
        </span>
        {props.status}
      </Link>
    </li>
  );
}
