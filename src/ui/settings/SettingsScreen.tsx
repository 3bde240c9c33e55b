import { useId } from 'react';
import { LENGTH_SYMBOL, LENGTH_UNIT_NAME, formatLength, type LengthUnit } from '../../rules/index.ts';
import { setPreferences, usePreferences, type Light } from '../storage/preferences.ts';
import '../recording/recording.css';
import './settings.css';

const EXAMPLE_MM = 361.25;

const UNITS: readonly { value: LengthUnit; label: string; line: string }[] = (['mm', 'in'] as const).map(
  (unit) => ({
    value: unit,
    label: `${LENGTH_UNIT_NAME[unit]} (${LENGTH_SYMBOL[unit]})`,
    line: `A length reads ${formatLength(EXAMPLE_MM, unit)}`,
  }),
);

const LIGHTS: readonly { value: Light; label: string; line: string }[] = [
  { value: 'standard', label: 'Standard', line: 'The usual colours' },
  { value: 'sunlight', label: 'Sunlight', line: 'Black on white with thick borders, for bright sun' },
  { value: 'night', label: 'Night', line: 'A dark screen for night shifts' },
  {
    value: 'system',
    label: 'Follow the system',
    line: 'Night when this device is set to dark, else Standard',
  },
];

/**
 * /settings (decision 0053): the inspector's units and light, chosen with large targets for gloves, applied at once and
 * kept on this device across sign-ins (decision 0053). A language joins them here later.
 */
export default function SettingsScreen() {
  const preferences = usePreferences();
  return (
    <div className="page narrow settings">
      <h1>Settings</h1>
      <p className="muted">Kept on this device, also after you log out. A change applies at once.</p>
      <Choice
        legend="Units"
        note="Readings keep the unit they were measured in; every length shows in the unit chosen here."
        options={UNITS}
        selected={preferences.units}
        onChoose={(units) => setPreferences({ units })}
      />
      <Choice
        legend="Light"
        options={LIGHTS}
        selected={preferences.light}
        onChoose={(light) => setPreferences({ light })}
      />
    </div>
  );
}

function Choice<V extends string>(props: {
  legend: string;
  note?: string;
  options: readonly { value: V; label: string; line: string }[];
  selected: V;
  onChoose: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset className="choice-field settings-choice">
      <legend>{props.legend}</legend>
      {props.note ? <p className="muted">{props.note}</p> : null}
      <div className="settings-options">
        {props.options.map((option) => (
          <label key={option.value} className="choice-option settings-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              // Named by its label alone; the line under it is its description.
              aria-label={option.label}
              aria-describedby={`${name}-${option.value}`}
              checked={props.selected === option.value}
              onChange={() => props.onChoose(option.value)}
            />
            <span>
              <strong>{option.label}</strong>
              <span id={`${name}-${option.value}`} className="settings-line">
                {option.line}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
