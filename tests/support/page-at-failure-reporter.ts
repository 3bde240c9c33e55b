import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only the end of the log, and the list reporter names a failed test's page snapshot by its path alone. This
// prints each failure's snapshot (what the page showed as the test failed: headings, texts, buttons) after the summary,
// so a failure seen once on CI can be read from its log. A test driving a browser Playwright does not (Firefox)
// attaches its own description as 'page-at-failure'.

const MOST_CHARACTERS = 4_000;

export default class PageAtFailureReporter implements Reporter {
  readonly #snapshots: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // A page Playwright does not drive (Firefox, tests/firefox) is described by the test itself; Playwright's own
    // snapshot of it is then empty.
    const described = result.attachments.find((attachment) => attachment.name === 'page-at-failure');
    if (described?.body) {
      this.#snapshots.push(`── The page as "${test.title}" failed ──\n${described.body.toString('utf8')}`);
      return;
    }
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch (error) {
        text = `(the snapshot could not be read: ${(error as Error).message})`;
      }
      // The file repeats the error and the test's source, which the log already has: its page snapshot (a YAML block)
      // alone, else all but the source.
      const yaml = [...text.matchAll(/```yaml\n[\s\S]*?\n```/g)].map((block) => block[0]).join('\n');
      text = yaml || (text.split('\n# Test source')[0] ?? text);
      const cut = text.length > MOST_CHARACTERS ? `${text.slice(0, MOST_CHARACTERS)}\n… (cut)` : text;
      this.#snapshots.push(`── The page as "${test.title}" failed ──\n${cut}`);
    }
  }

  onEnd(_result: FullResult): void {
    for (const snapshot of this.#snapshots) console.log(`\n${snapshot}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
