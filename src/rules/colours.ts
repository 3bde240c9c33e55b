// Action-status colours and the text-contrast switch (recording spec §9).
import { TEXT_CONTRAST_LUMINANCE } from './constants.ts';
import type { ActionStatusName } from './enums.ts';

// recording spec §9: status colours
export const STATUS_COLOURS: Readonly<Record<ActionStatusName, string>> = {
  MonitorMaintenance: '#FFCD83',
  NoAction: '#8AD38D',
  NoActionOk: '#8AD38D',
  ChangeoutImmediately: '#682424',
  ScheduleChangeout: '#F7B2B2',
  NoMeasurements: '#BDBDBD',
  InvalidMeasurements: '#BDBDBD',
};

/** The grey of NoMeasurements and InvalidMeasurements, used when nothing else is known. */
export const FALLBACK_STATUS_COLOUR = '#BDBDBD';

export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#FFFFFF';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

// recording spec §9: the colour of an action status name (undefined for a name the spec does not list)
export function statusColour(name: string): string | undefined {
  return Object.hasOwn(STATUS_COLOURS, name) ? STATUS_COLOURS[name as ActionStatusName] : undefined;
}

// recording spec §3 and §9: an action type's colour: the spec colour of its name, else its defaultColourCode, else grey
export function actionTypeColour(actionType: { name: string; defaultColourCode?: string | null }): string {
  const named = statusColour(actionType.name);
  if (named !== undefined) return named;
  const code = actionType.defaultColourCode;
  return (code === null || code === undefined ? undefined : normaliseHex(code)) ?? FALLBACK_STATUS_COLOUR;
}

// recording spec §9: colours are #RRGGBB hex codes (short #RGB expanded, upper case; undefined if not a colour)
export function normaliseHex(colour: string): string | undefined {
  const match = HEX.exec(colour.trim());
  if (match === null) return undefined;
  const digits = match[1] as string;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toUpperCase()}`;
}

// recording spec §9: luminance of a colour, 0 (black) to 1 (white): (0.299 R + 0.587 G + 0.114 B) / 255
export function luminance(colour: string): number | undefined {
  const hex = normaliseHex(colour);
  if (hex === undefined) return undefined;
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

// recording spec §9: text contrast switch at 0.5 luminance: dark text above 0.5, light text otherwise
export function textColourFor(background: string): string {
  return (luminance(background) ?? 1) > TEXT_CONTRAST_LUMINANCE ? DARK_TEXT : LIGHT_TEXT;
}
