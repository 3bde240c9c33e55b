import { afterEach, onTestFinished } from 'vitest';
import { SerialDb } from './serial-db.ts';

// Every unit test runs with the watch on: a transaction that waits for anything but the database fails the test
// that ran it (serial-db.ts, onTransactionAcrossTask).
const reports: string[] = [];
const failTheTest = (message: string) => void reports.push(message);
SerialDb.onTransactionAcrossTask = failTheTest;

afterEach(() => {
  const found = reports.splice(0);
  if (found.length > 0) throw new Error(found.join('\n\n'));
});

/**
 * For the running test only: who is told of a transaction open across a task (undefined: nobody, for a test that
 * holds one on purpose). The watch is back once the test finished.
 */
export function watchTransactionsAcrossTasks(report: ((message: string) => void) | undefined): void {
  SerialDb.onTransactionAcrossTask = report;
  onTestFinished(() => void (SerialDb.onTransactionAcrossTask = failTheTest));
}
