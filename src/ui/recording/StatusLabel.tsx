import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

/** The action status written and coloured (RECORDING.md: colour never carries meaning alone; spec §9 contrast switch). */
export function StatusLabel(props: { status: string; colour: string; textColour: string }) {
  const intl = useIntl();
  return (
    <span className="status-label" style={{ background: props.colour, color: props.textColour }}>
      {statusText(props.status, intl.formatMessage)}
    </span>
  );
}

// The spec's action status names, translated only here, at display: the stored status stays its id (decision 0065).
const TEXT: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  MonitorMaintenance: { id: 'status.MonitorMaintenance', defaultMessage: 'Monitor / Maintenance' },
  NoAction: { id: 'status.NoAction', defaultMessage: 'No Action' },
  NoActionOk: { id: 'status.NoActionOk', defaultMessage: 'No Action (OK)' },
  ChangeoutImmediately: { id: 'status.ChangeoutImmediately', defaultMessage: 'Changeout Immediately' },
  ScheduleChangeout: { id: 'status.ScheduleChangeout', defaultMessage: 'Schedule Changeout' },
  NoMeasurements: { id: 'status.NoMeasurements', defaultMessage: 'No Measurements' },
  InvalidMeasurements: { id: 'status.InvalidMeasurements', defaultMessage: 'Invalid Measurements' },
});

/** The words of an action status name, in the inspector's language; an unknown name shows as it comes. */
export function statusText(status: string, say: (message: MessageDescriptor) => string): string {
  const message = TEXT[status];
  return message === undefined ? status : say(message);
}
