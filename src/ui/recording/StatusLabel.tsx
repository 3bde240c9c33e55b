import { useIntl } from 'react-intl';
import { actionWordIn } from '../../i18n/action-words.ts';
import type { Words } from '../../i18n/part-names.ts';

/** The action status written and coloured (RECORDING.md: colour never carries meaning alone; spec §9 contrast switch). */
export function StatusLabel(props: { status: string; colour: string; textColour: string }) {
  const intl = useIntl();
  return (
    <span className="status-label" style={{ background: props.colour, color: props.textColour }}>
      {statusText(props.status, intl)}
    </span>
  );
}

// The spec's action status names in English (recording spec §2); another language writes them from the one list
// the report and the planner use (src/i18n/action-words.ts). The stored status stays its id (decision 0065).
const ENGLISH: Readonly<Record<string, string>> = {
  MonitorMaintenance: 'Monitor / Maintenance',
  NoAction: 'No Action',
  NoActionOk: 'No Action (OK)',
  ChangeoutImmediately: 'Changeout Immediately',
  ScheduleChangeout: 'Schedule Changeout',
  NoMeasurements: 'No Measurements',
  InvalidMeasurements: 'Invalid Measurements',
};

/** The words of an action status name, in the inspector's language; an unknown name shows as it comes. */
export function statusText(status: string, intl: Words): string {
  return actionWordIn(intl, { name: status, label: ENGLISH[status] ?? status });
}
