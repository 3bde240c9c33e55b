// The addresses of the undercarriage screens (recording spec §2 Undercarriage): {sideName} and the item routes.
import { SIDES, type Side } from './enums.ts';
import { UNDERCARRIAGE_ITEMS, type UndercarriageItem } from './undercarriage-menu.ts';

// recording spec §2 undercarriage/{sideName}: the side in the address, e.g. undercarriage/left
export function sideRouteName(side: Side): string {
  return side.toLowerCase();
}

// recording spec §2: a {sideName} that names no side is page not found (undefined)
export function parseSideRouteName(sideName: string): Side | undefined {
  return SIDES.find((side) => sideRouteName(side) === sideName.trim().toLowerCase());
}

// recording spec §2: the item a route below undercarriage/{sideName}/ shows, e.g. shoes/pitch-extension; else not found
export function undercarriageItemByRoute(route: string): UndercarriageItem | undefined {
  return UNDERCARRIAGE_ITEMS.find((item) => item.route === route);
}

// recording spec §2: the item of a key such as Shoes.PitchExtension
export function undercarriageItemByKey(key: string): UndercarriageItem | undefined {
  return UNDERCARRIAGE_ITEMS.find((item) => item.key === key);
}
