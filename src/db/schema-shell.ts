// Kysely row types of migrations/client/0003_asset_search.sql and 0004_asset_search_order.sql: local tables the
// shell's screens need.

/** One search row per machine, kept by triggers, with an index per sort order. */
export interface AssetSearchTable {
  assetId: number;
  /** The machine's name (NOCASE): the Alphabetical order. */
  sortName: string;
  /** The latest inspection date on the device, '' when never inspected: the Recent order. */
  recentKey: string;
  /** Lower-case name, bucket name, model, site, asset type and customer, joined by char(31). */
  searchText: string;
}

export interface ShellTables {
  assetSearch: AssetSearchTable;
}
