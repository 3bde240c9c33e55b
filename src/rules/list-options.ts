// The choices and page sizes of the inspection lists and the machine search (shell spec §2, §9): the screens offer
// them and the worker's reads honour them, so they live here, where both sides can import them.

export type HistoryTab = 'in_progress' | 'completed';
export type HistorySortKey = 'Name' | 'Date' | 'Alphabetical' | 'Recent';
export const HISTORY_SORT_KEYS: readonly HistorySortKey[] = ['Name', 'Date', 'Alphabetical', 'Recent'];
export type SortDirection = 'asc' | 'desc';

/** Select Machine or Bucket: alphabetical (grouped by first letter) or most recently inspected first. */
export type MachineSort = 'Alphabetical' | 'Recent';

/** shell spec §9: the home lists show the 10 most recent of each. */
export const HOME_LIST_SIZE = 10;
/** shell spec §9: ITEMS_TO_DISPLAY, the page step of the history (and the new bucket screen). */
export const ITEMS_TO_DISPLAY = 10000;
