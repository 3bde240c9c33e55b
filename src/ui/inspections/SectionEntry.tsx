import '../recording/recording.css';
import { Link } from '@tanstack/react-router';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  UNDERCARRIAGE_IN_YARD,
  UNDERCARRIAGE_NOT_AVAILABLE,
  type CompletionStatusName,
  type EntryJudgement,
  type MenuEntry,
} from '../../rules/index.ts';
import { EntryResult } from '../recording/EntryResult.tsx';

const STATUS_TEXT: Readonly<Record<CompletionStatusName, MessageDescriptor>> = defineMessages({
  notStarted: { id: 'contents.status.notStarted', defaultMessage: 'Not started' },
  inProgress: { id: 'contents.status.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'contents.status.completed', defaultMessage: 'Completed' },
});

// The spec's messages of a disabled entry (src/rules/inspection-menu.ts), translated at display only.
const ENTRY_MESSAGES = defineMessages({
  inYard: {
    id: 'contents.undercarriage.inYard',
    defaultMessage: 'Undercarriage can not be inspected in a yard',
  },
  notAvailable: {
    id: 'contents.undercarriage.notAvailable',
    defaultMessage: 'Undercarriage is not available for this asset',
  },
});
const ENTRY_MESSAGE_OF: Readonly<Record<string, MessageDescriptor>> = {
  [UNDERCARRIAGE_IN_YARD]: ENTRY_MESSAGES.inYard,
  [UNDERCARRIAGE_NOT_AVAILABLE]: ENTRY_MESSAGES.notAvailable,
};

/** recording spec §2 and §4: an entry's completion status, written (not colour alone). */
function StatusBadge({ status, id }: { status: CompletionStatusName | undefined; id: string }) {
  const t = useIntl().formatMessage;
  if (!status) return null;
  return (
    <span id={id} className={`entry-status ${status}`}>
      {t(STATUS_TEXT[status])}
    </span>
  );
}

/** One entry of the inspection contents: a link, or a disabled entry with the spec's message. */
export function SectionEntry(props: {
  title: string;
  externalId: string;
  /** Relative to the inspection, e.g. asset/lock-on. */
  path: string;
  entry: MenuEntry;
  /** A disabled entry that still answers a tap (Undercarriage opens 'No Undercarriage Found'). */
  onDisabledPress?: (() => void) | undefined;
  status?: CompletionStatusName | undefined;
  /** The entry's judged result, under its title. */
  judgement?: EntryJudgement | null | undefined;
}) {
  const t = useIntl().formatMessage;
  const known =
    props.entry.enabled || !props.entry.message ? undefined : ENTRY_MESSAGE_OF[props.entry.message];
  const statusId = `${props.title.replace(/\W+/g, '-').toLowerCase()}-status`;
  if (props.entry.enabled) {
    return (
      <li>
        <Link
          to="/inspections/$externalId/$"
          params={{ externalId: props.externalId, _splat: props.path }}
          className="section-entry"
          aria-describedby={props.status ? statusId : undefined}
        >
          <span className="entry-text">
            <span>{props.title}</span>
            <EntryResult judgement={props.judgement} />
          </span>
          <StatusBadge status={props.status} id={statusId} />
        </Link>
      </li>
    );
  }
  const messageId = `${props.title.replace(/\W+/g, '-').toLowerCase()}-disabled`;
  return (
    <li>
      <button
        type="button"
        className="section-entry disabled"
        aria-disabled="true"
        aria-describedby={props.entry.message ? messageId : undefined}
        onClick={props.onDisabledPress}
      >
        {props.title}
      </button>
      {props.entry.message ? (
        <p id={messageId} className="entry-message">
          {known ? t(known) : props.entry.message}
        </p>
      ) : null}
    </li>
  );
}
