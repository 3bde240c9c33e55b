// Checkbox values, unchecking and the ground-engaging-tool changeout mapping (recording spec §3 Enums and §4).
import { childIdentifiers } from './catalogue.ts';
import { DEFAULT_YES_NO, type YesNo } from './enums.ts';

export const CHECKED = 'true';
export const UNCHECKED = 'false';

// recording spec §4: checkbox values are stored as true/false text
export function checkboxValue(checked: boolean): typeof CHECKED | typeof UNCHECKED {
  return checked ? CHECKED : UNCHECKED;
}

// recording spec §4: a stored checkbox value is checked only when it is the text true
export function isChecked(value: string | null | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === CHECKED;
}

const CHANGEOUT_CHECKED = /^(.*Changeout)\.Checked$/;

// recording spec §4: the child paths of a changeout box: checked, date and hours
export function changeoutChildPaths(base: string): [string, string, string] {
  return [`${base}.Checked`, `${base}.Date`, `${base}.Hours`];
}

export interface CheckboxChange {
  /** Observations to write, by identifier. */
  set: Record<string, string>;
  /** Identifiers whose observations are deleted. */
  delete: string[];
}

// recording spec §4: checking stores true; unchecking deletes the child paths (a changeout box: checked, date and hours)
export function checkboxChange(identifier: string, checked: boolean): CheckboxChange {
  if (checked) return { set: { [identifier]: CHECKED }, delete: [] };
  const changeout = CHANGEOUT_CHECKED.exec(identifier);
  if (changeout !== null) return { set: {}, delete: changeoutChildPaths(changeout[1] as string) };
  return { set: { [identifier]: UNCHECKED }, delete: childIdentifiers(identifier) };
}

export type PartsChoice = 'new' | 'same';

// recording spec §4: ground-engaging-tool changeout: new parts checked maps to YES, same parts checked maps to NO
export function getChangeoutValue(choice: PartsChoice): YesNo {
  return choice === 'new' ? 'YES' : 'NO';
}

// recording spec §3 Enums and §4: the parts choice shown for a stored YES/NO value (YES/NO radio default NO)
export function partsChoiceFromValue(value: string | null | undefined): PartsChoice {
  const normalised = (value ?? DEFAULT_YES_NO).trim().toUpperCase();
  return normalised === 'YES' ? 'new' : 'same';
}
