import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.ts';
import { LENGTH_SYMBOL, formatLength, lengthUnitInForce, type UnitChoice } from '../../rules/index.ts';
import {
  languageOf,
  setPreferences,
  usePreferences,
  type LanguageChoice,
  type Light,
} from '../storage/preferences.ts';
import '../recording/recording.css';
import './settings.css';

const EXAMPLE_MM = 361.25;

const words = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings' },
  kept: {
    id: 'settings.kept',
    defaultMessage: 'Kept on this device, also after you log out. A change applies at once.',
  },
  language: { id: 'settings.language', defaultMessage: 'Language' },
  languageNote: {
    id: 'settings.language.note',
    defaultMessage: 'Screens, messages and the Word report are written in this language.',
  },
  browser: { id: 'settings.language.browser', defaultMessage: 'Follow the browser' },
  units: { id: 'settings.units', defaultMessage: 'Units' },
  site: { id: 'settings.units.site', defaultMessage: 'Follow the site' },
  unitsNote: {
    id: 'settings.units.note',
    defaultMessage:
      'Readings keep the unit they were measured in; every length shows in the unit chosen here.',
  },
  light: { id: 'settings.light', defaultMessage: 'Light' },
  standard: { id: 'settings.light.standard', defaultMessage: 'Standard' },
  standardLine: { id: 'settings.light.standard.line', defaultMessage: 'The usual colours' },
  sunlight: { id: 'settings.light.sunlight', defaultMessage: 'Sunlight' },
  sunlightLine: {
    id: 'settings.light.sunlight.line',
    defaultMessage: 'Black on white with thick borders, for bright sun',
  },
  night: { id: 'settings.light.night', defaultMessage: 'Night' },
  nightLine: { id: 'settings.light.night.line', defaultMessage: 'A dark screen for night shifts' },
  system: { id: 'settings.light.system', defaultMessage: 'Follow the system' },
  systemLine: {
    id: 'settings.light.system.line',
    defaultMessage: 'Night when this device is set to dark, else Standard',
  },
});

const browserLine = defineMessage<{ language: string }>({
  id: 'settings.language.browser.line',
  defaultMessage: 'Now: {language}',
});
const languageLine = defineMessage<{ language: string }>({
  id: 'settings.language.line',
  defaultMessage: 'Screens and reports in {language}',
});
const unitNames = {
  mm: defineMessage<{ symbol: string }>({
    id: 'settings.units.mm',
    defaultMessage: 'Millimetres ({symbol})',
  }),
  in: defineMessage<{ symbol: string }>({ id: 'settings.units.in', defaultMessage: 'Inches ({symbol})' }),
};
const siteUnitLine = defineMessage<{ length: string }>({
  id: 'settings.units.site.line',
  defaultMessage: 'Each inspection in its site’s unit. Last site: {length}',
});
const unitLine = defineMessage<{ length: string }>({
  id: 'settings.units.line',
  defaultMessage: 'A length reads {length}',
});

type Option<V extends string> = { value: V; label: string; line: string };

/**
 * /settings (decisions 0053, 0065): the inspector's language, units and light, chosen with large targets for gloves,
 * applied at once and kept on this device across sign-ins.
 */
export default function SettingsScreen() {
  const preferences = usePreferences();
  const intl = useIntl();
  const t = intl.formatMessage;
  const languages: readonly Option<LanguageChoice>[] = [
    {
      value: 'browser',
      label: t(words.browser),
      line: t(browserLine, { language: LANGUAGE_NAMES[languageOf('browser')] }),
    },
    ...LANGUAGES.map((language) => ({
      value: language,
      label: LANGUAGE_NAMES[language],
      line: t(languageLine, { language: LANGUAGE_NAMES[language] }),
    })),
  ];
  const lastSite = lengthUnitInForce('site', preferences.lastSiteUnitId);
  const units: readonly Option<UnitChoice>[] = [
    {
      value: 'site',
      label: t(words.site),
      line: t(siteUnitLine, { length: formatLength(EXAMPLE_MM, lastSite, intl.locale) }),
    },
    ...(['mm', 'in'] as const).map((unit) => ({
      value: unit,
      label: t(unitNames[unit], { symbol: LENGTH_SYMBOL[unit] }),
      line: t(unitLine, { length: formatLength(EXAMPLE_MM, unit, intl.locale) }),
    })),
  ];
  const lights: readonly Option<Light>[] = [
    { value: 'standard', label: t(words.standard), line: t(words.standardLine) },
    { value: 'sunlight', label: t(words.sunlight), line: t(words.sunlightLine) },
    { value: 'night', label: t(words.night), line: t(words.nightLine) },
    { value: 'system', label: t(words.system), line: t(words.systemLine) },
  ];
  return (
    <div className="page narrow settings">
      <h1>{t(words.title)}</h1>
      <p className="muted">{t(words.kept)}</p>
      <Choice
        legend={t(words.language)}
        note={t(words.languageNote)}
        options={languages}
        selected={preferences.language}
        onChoose={(language) => setPreferences({ language })}
      />
      <Choice
        legend={t(words.units)}
        note={t(words.unitsNote)}
        options={units}
        selected={preferences.units}
        onChoose={(units) => setPreferences({ units })}
      />
      <Choice
        legend={t(words.light)}
        options={lights}
        selected={preferences.light}
        onChoose={(light) => setPreferences({ light })}
      />
    </div>
  );
}

function Choice<V extends string>(props: {
  legend: string;
  note?: string;
  options: readonly Option<V>[];
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
