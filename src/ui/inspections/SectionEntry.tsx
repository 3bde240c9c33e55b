import { Link } from '@tanstack/react-router';
import type { MenuEntry } from '../../rules/index.ts';

/** One entry of the inspection contents: a link, or a disabled entry with the spec's message. */
export function SectionEntry(props: {
  title: string;
  externalId: string;
  /** Relative to the inspection, e.g. asset/lock-on. */
  path: string;
  entry: MenuEntry;
  /** A disabled entry that still answers a tap (Undercarriage opens 'No Undercarriage Found'). */
  onDisabledPress?: (() => void) | undefined;
}) {
  if (props.entry.enabled) {
    return (
      <li>
        <Link
          to="/inspections/$externalId/$"
          params={{ externalId: props.externalId, _splat: props.path }}
          className="section-entry"
        >
          {props.title}
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
          {props.entry.message}
        </p>
      ) : null}
    </li>
  );
}
