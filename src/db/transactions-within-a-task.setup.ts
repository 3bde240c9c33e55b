import { afterEach } from 'vitest';
import { SerialDb } from './serial-db.ts';

// Every unit test runs with the watch on: a transaction that waits for anything but the database fails the test
// that ran it (serial-db.ts, onTransactionAcrossTask).
const reports: string[] = [];
SerialDb.onTransactionAcrossTask = (message) => reports.push(message);

afterEach(() => {
  const found = reports.splice(0);
  if (found.length > 0) throw new Error(found.join('\n\n'));
});
