import { describe, expect, it } from 'vitest';
import { memoryLogger } from './log.ts';

// LOG_LEVEL keeps the lines of its severity and worse; each is one JSON object with its time, level and fields.

const levelsWritten = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { level: string }).level);

function writeOneOfEach(level: 'error' | 'warn' | 'info' | 'debug') {
  const log = memoryLogger(level);
  log.debug('cursor read', { ms: 1 });
  log.info('request', { status: 200 });
  log.warn('rate limited', { retryAfter: 3 });
  log.error('request failed', { error: 'boom' });
  return log.lines;
}

describe('log levels', () => {
  it('writes info, warn and error by default, not debug', () => {
    expect(levelsWritten(writeOneOfEach('info'))).toEqual(['info', 'warn', 'error']);
  });

  it('writes everything at debug, and only errors at error', () => {
    expect(levelsWritten(writeOneOfEach('debug'))).toEqual(['debug', 'info', 'warn', 'error']);
    expect(levelsWritten(writeOneOfEach('warn'))).toEqual(['warn', 'error']);
    expect(levelsWritten(writeOneOfEach('error'))).toEqual(['error']);
  });

  it('writes one JSON object a line with its time, level, message and fields', () => {
    const [line] = writeOneOfEach('error');
    expect(JSON.parse(line as string)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'error',
      msg: 'request failed',
      error: 'boom',
    });
  });
});
