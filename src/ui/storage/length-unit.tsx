import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { lengthUnitInForce, type LengthUnit } from '../../rules/index.ts';
import { getPreferences, setPreferences, usePreferences } from './preferences.ts';

// The unit a screen shows and takes lengths in (decision 0071). Under "Follow the site" a screen of an inspection
// takes its site's default (the frame of an inspection says which); any other screen, and an inspection's screen
// before its site is read, takes the site of the inspection last opened here, else millimetres.

/** The site's default unit id of the inspection on show: undefined outside an inspection or before it is read. */
const SiteUnitContext = createContext<number | null | undefined>(undefined);

/** Gives the screens below it their inspection's site unit, and keeps it as the last site's unit of this device. */
export function SiteLengthUnit(props: { siteUnitId: number | null | undefined; children: ReactNode }) {
  const { siteUnitId } = props;
  useEffect(() => {
    if (siteUnitId !== undefined && siteUnitId !== getPreferences().lastSiteUnitId)
      setPreferences({ lastSiteUnitId: siteUnitId });
  }, [siteUnitId]);
  return <SiteUnitContext.Provider value={siteUnitId}>{props.children}</SiteUnitContext.Provider>;
}

/** The unit in force on this screen: the inspector's choice, else the site's, re-rendering on a change of either. */
export function useLengthUnit(): LengthUnit {
  const { units, lastSiteUnitId } = usePreferences();
  const site = useContext(SiteUnitContext);
  return lengthUnitInForce(units, site === undefined ? lastSiteUnitId : site);
}
