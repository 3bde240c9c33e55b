import { ACTION_STATUS_FAILED, NO_ACTION_STATUS } from '../../rules/index.ts';

/** recording spec §2: the status card's failure ("An error occurred" or the error's message) and empty states. */
export function StatusCard(props: { error?: string | undefined; empty?: boolean }) {
  if (props.error !== undefined) {
    return (
      <p className="status-card error" role="alert">
        {props.error || ACTION_STATUS_FAILED}
      </p>
    );
  }
  if (props.empty) return <p className="status-card">{NO_ACTION_STATUS}</p>;
  return null;
}
