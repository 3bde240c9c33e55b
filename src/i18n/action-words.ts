// The actions the rules decide (recording spec §2/§3: No Action, Schedule Changeout, Changeout Immediately…) in the
// inspector's language (decision 0065). The action's name stays the value kept and compared; only its label is
// translated. English shows the label as given (the catalogue's description, else the spec's words).
import { defineMessages } from '@formatjs/intl';
import { SOURCE_LANGUAGE } from './languages.ts';
import type { Words } from './part-names.ts';

const actions = defineMessages({
  ChangeoutImmediately: { id: 'action.ChangeoutImmediately', defaultMessage: 'Changeout Immediately' },
  ScheduleChangeout: { id: 'action.ScheduleChangeout', defaultMessage: 'Schedule Changeout' },
  MonitorMaintenance: { id: 'action.MonitorMaintenance', defaultMessage: 'Monitor / Maintenance' },
  NoAction: { id: 'action.NoAction', defaultMessage: 'No Action' },
  NoActionOk: { id: 'action.NoActionOk', defaultMessage: 'No Action - OK' },
  NoMeasurements: { id: 'action.NoMeasurements', defaultMessage: 'No Measurements' },
  InvalidMeasurements: { id: 'action.InvalidMeasurements', defaultMessage: 'Invalid Measurements' },
});

const isKnown = (name: string): name is keyof typeof actions => Object.hasOwn(actions, name);

/** An action's label in the translator's language; an action the app does not know keeps its catalogue label. */
export function actionWordIn(t: Words, action: { readonly name: string; readonly label: string }): string {
  if (t.locale === SOURCE_LANGUAGE || !isKnown(action.name)) return action.label;
  return t.formatMessage(actions[action.name]);
}
