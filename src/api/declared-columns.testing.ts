// Held by the client's and the server's migration tests: every column a table's declaration gives it (decision 0057)
// must be in the migrated database, and a missing one is named, so the failure says which migration to write.

/** `table.column` for each declared column the database lacks, in the declaration's order. */
export function missingColumns(
  declared: Readonly<Record<string, readonly string[]>>,
  present: (table: string) => readonly string[],
): string[] {
  return Object.entries(declared).flatMap(([table, columns]) => {
    const have = new Set(present(table));
    return columns.filter((column) => !have.has(column)).map((column) => `${table}.${column}`);
  });
}
