import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSource } from '../../report/report-source.ts';
import { fixtureReportSource } from '../../report/report-source.fixture.ts';
import { ReportThread } from './report-thread.ts';
import { zipStream } from './zip-stream.ts';

// The report is made in a thread of its own: what comes back is the whole Word file, a thread that ends when idle
// loses no report asked meanwhile, and a report that cannot be made is an error for that report alone. A thread
// loads the report machinery when it starts: seconds on a loaded machine.
const STARTS = 60_000;

const threads: ReportThread[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});

function reportThread(idleMs?: number): ReportThread {
  const thread = new ReportThread(idleMs);
  threads.push(thread);
  return thread;
}

async function documentXml(made: Awaited<ReturnType<ReportThread['make']>>): Promise<string> {
  const zip = new Uint8Array(await new Response(zipStream(made.files)).arrayBuffer());
  return strFromU8(unzipSync(zip)['word/document.xml'] as Uint8Array);
}

describe('the report thread', () => {
  it(
    'answers the Word file of the inspection, its name and document as the report has them',
    async () => {
      const source = fixtureReportSource();
      const made = await reportThread().make(source, 'mm');
      expect(made.fileName).toMatch(/\.docx$/);
      expect(await documentXml(made)).toContain(source.inspection.inspectorName);
    },
    STARTS,
  );

  it(
    'ends when no report comes, and a report asked as it ends is made by a new thread',
    async () => {
      const thread = reportThread(10);
      const source = fixtureReportSource();
      await thread.make(source, 'mm');
      await vi.waitFor(() => expect(thread.running).toBe(false), { timeout: 10_000 });
      await thread.make(source, 'mm');
      // Ending the thread and asking at once: the old thread's end must not fail the new one's report.
      const ending = thread.close();
      const next = thread.make(source, 'in');
      await ending;
      expect(await documentXml(await next)).toContain(source.inspection.inspectorName);
    },
    3 * STARTS,
  );

  it(
    'fails a report that cannot be made with the reason, and makes the next one',
    async () => {
      const thread = reportThread();
      await expect(
        thread.make({ reportType: 'UndercarriageInspection' } as ReportSource, 'mm'),
      ).rejects.toThrow(/\w/);
      const made = await thread.make(fixtureReportSource(), 'mm');
      expect(made.files.map((file) => file.path)).toContain('word/document.xml');
    },
    STARTS,
  );
});
