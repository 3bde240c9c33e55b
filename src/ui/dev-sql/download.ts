export function exportFileName(now = new Date()): string {
  return `inspect_db_1-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.sqlite3`;
}
