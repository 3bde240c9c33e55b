/** Saves bytes as a file through the browser's download. */
export function downloadBytes(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportFileName(now = new Date()): string {
  return `inspect_db_1-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.sqlite3`;
}
