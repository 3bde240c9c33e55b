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
  MonitorMaintenance: { id: 'rec.status.MonitorMaintenance', defaultMessage: 'Monitor / Maintenance' },
  NoAction: { id: 'rec.status.NoAction', defaultMessage: 'No Action' },
  NoActionOk: { id: 'rec.status.NoActionOk', defaultMessage: 'No Action (OK)' },
  ChangeoutImmediately: { id: 'rec.status.ChangeoutImmediately', defaultMessage: 'Changeout Immediately' },
  ScheduleChangeout: { id: 'rec.status.ScheduleChangeout', defaultMessage: 'Schedule Changeout' },
  NoMeasurements: { id: 'rec.status.NoMeasurements', defaultMessage: 'No Measurements' },
  InvalidMeasurements: { id: 'rec.status.InvalidMeasurements', defaultMessage: 'Invalid Measurements' },
});

/** The words of an action status name, in the inspector's language; an unknown name shows as it comes. */
export function statusText(status: string, say: (message: MessageDescriptor) => string): string {
  const message = TEXT[status];
  return message === undefined ? status : say(message);
}
