// The unit lengths are read and typed in (decision 0071): the inspector's own choice, or, when their device follows
// the site, the default of the inspection's site. The UI and the worker both ask this one function, so a screen and
// the texts the worker writes for it never disagree.
import { INCH_UNIT_ID, LENGTH_UNITS, type LengthUnit } from './lengths.ts';

/** A device's choice in Settings → Units: follow the site (the default), or one unit whatever the site. */
export const UNIT_CHOICES = ['site', ...LENGTH_UNITS] as const;
export type UnitChoice = (typeof UNIT_CHOICES)[number];

// The unit in force: the choice made, else the site's default (the inch only where the site names it), else mm (decision 0071)
export function lengthUnitInForce(choice: UnitChoice, siteUnitId: number | null | undefined): LengthUnit {
  if (choice !== 'site') return choice;
  return siteUnitId === INCH_UNIT_ID ? 'in' : 'mm';
}
