import { QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ScreenReads } from './screen-reads.ts';

const SIDES = ['engine', 'recording', 'undercarriage', 'e-3'];

/** The sides list's read: answers what the device holds now, counting how often it was asked. */
function sidesRead(answer: () => Promise<string>) {
  let asked = 0;
  return {
    queryFn: async () => {
      asked++;
      return answer();
    },
    asked: () => asked,
  };
}

/** The sides screen shown once (its read answered "Left Side: Not started") and left: its read has no observer now. */
async function shownAndLeft(client: QueryClient, reads: ScreenReads, read: ReturnType<typeof sidesRead>) {
  const observer = new QueryObserver(client, { queryKey: SIDES, queryFn: read.queryFn });
  const stop = observer.subscribe(() => undefined);
  await client.getQueryCache().find({ queryKey: SIDES })?.promise;
  reads.shown(client, '/inspections/e-3/undercarriage', 'reader-1', hashKey(SIDES));
  stop();
}

describe('going back to a screen a write changed while it was away', () => {
  it('waits for its read to answer again: the screen then finds the new answer in the cache', async () => {
    const client = new QueryClient();
    const reads = new ScreenReads();
    let device = 'Left Side: Not started';
    const read = sidesRead(async () => device);
    await shownAndLeft(client, reads, read);

    device = 'Left Side: Changeout Immediately';
    await client.invalidateQueries({ queryKey: SIDES });
    expect(client.getQueryData(SIDES)).toBe('Left Side: Not started');

    await reads.readAgain('/inspections/e-3/undercarriage');
    expect(client.getQueryData(SIDES)).toBe('Left Side: Changeout Immediately');
    expect(read.asked()).toBe(2);
  });

  it('does not read again a screen nothing changed, nor one at another address', async () => {
    const client = new QueryClient();
    const reads = new ScreenReads();
    const read = sidesRead(async () => 'Left Side: Not started');
    await shownAndLeft(client, reads, read);

    await reads.readAgain('/inspections/e-3/undercarriage');
    await client.invalidateQueries({ queryKey: SIDES });
    await reads.readAgain('/inspections/e-3/undercarriage/left');
    expect(read.asked()).toBe(1);
  });

  it('does not wait for a read ahead that no screen showed (the measuring run next screen)', async () => {
    const client = new QueryClient();
    const reads = new ScreenReads();
    const read = sidesRead(async () => 'Shoes Drive Lug');
    await client.prefetchQuery({ queryKey: SIDES, queryFn: read.queryFn });
    await client.invalidateQueries({ queryKey: SIDES });

    await reads.readAgain('/inspections/e-3/undercarriage');
    expect(read.asked()).toBe(1);
  });

  it('gives up after the wait when the read does not answer: the screen then shows what it has', async () => {
    const client = new QueryClient();
    const reads = new ScreenReads();
    let answer: Promise<string> = Promise.resolve('Left Side: Not started');
    const read = sidesRead(() => answer);
    await shownAndLeft(client, reads, read);
    answer = new Promise<string>(() => undefined);
    await client.invalidateQueries({ queryKey: SIDES });

    const started = performance.now();
    await reads.readAgain('/inspections/e-3/undercarriage', 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(client.getQueryData(SIDES)).toBe('Left Side: Not started');
  });
});
