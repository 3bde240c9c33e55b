/** Saves a file the app made (a report, a CSV, a Word page, the database) through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has read the object by then; the URL is let go so the file's bytes are not kept.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
