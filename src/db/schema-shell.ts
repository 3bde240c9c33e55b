// Kysely row types of migrations/client/0003_asset_search.sql: local tables the shell's screens need.

/** One lower-case search text per machine (name, bucket name, model, site, asset type, customer), kept by triggers. */
export interface AssetSearchTable {
  assetId: number;
  searchText: string;
}

export interface ShellTables {
  assetSearch: AssetSearchTable;
}
