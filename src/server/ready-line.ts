/**
 * The one line a person starting the server reads among the JSON logs, once the database is ready: the address to
 * open. The public address, with the port the server really got when it asked for any (PORT=0).
 */
export function readyLine(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  if (url.port === '0') url.port = String(port);
  return `Inspect is ready: open ${url.href}`;
}
