/** The action status written and coloured (RECORDING.md: colour never carries meaning alone; spec §9 contrast switch). */
export function StatusLabel(props: { status: string; colour: string; textColour: string }) {
  return (
    <span className="status-label" style={{ background: props.colour, color: props.textColour }}>
      {statusText(props.status)}
    </span>
  );
}

const TEXT: Readonly<Record<string, string>> = {
  MonitorMaintenance: 'Monitor / Maintenance',
  NoAction: 'No Action',
  NoActionOk: 'No Action (OK)',
  ChangeoutImmediately: 'Changeout Immediately',
  ScheduleChangeout: 'Schedule Changeout',
  NoMeasurements: 'No Measurements',
  InvalidMeasurements: 'Invalid Measurements',
};

/** The words of an action status name. */
export function statusText(status: string): string {
  return TEXT[status] ?? status;
}
