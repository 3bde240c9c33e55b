import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HelperPortMessage, HelperTookPort } from '../../worker/contract.ts';
import { handOverPort, HELPER_START_TIMEOUT_MS, type StartingHelper } from './helper-workers.ts';

/** A helper worker as the page sees it while it starts: what it was given, and whether it was ended. */
function startingHelper() {
  const given: MessagePort[] = [];
  let ended = false;
  const helper: StartingHelper = {
    postMessage: (message: HelperPortMessage) => given.push(message.port),
    onmessage: null,
    onerror: null,
    terminate: () => (ended = true),
  };
  return {
    helper,
    given,
    ended: () => ended,
    says: (data: HelperTookPort) => helper.onmessage?.(new MessageEvent('message', { data })),
    failsToLoad: () => {
      // Node has no ErrorEvent: the page uses only its preventDefault.
      const event = new Event('error', { cancelable: true }) as ErrorEvent;
      helper.onerror?.(event);
      return event;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the page's start of a helper worker (decision 0108)", () => {
  it('gives the engine its end of the channel once the helper took the other, and the two ends talk', async () => {
    const starting = startingHelper();
    let handed: MessagePort | undefined;
    const port = handOverPort(starting.helper).then((p) => (handed = p));
    expect(starting.given).toHaveLength(1);
    await Promise.resolve();
    expect(handed).toBeUndefined();
    starting.says({ type: 'took-port' });
    const enginePort = await port;
    const helperPort = starting.given[0];
    const heard = new Promise(
      (resolve) => helperPort && (helperPort.onmessage = (event) => resolve(event.data)),
    );
    enginePort.postMessage('compress');
    await expect(heard).resolves.toBe('compress');
    expect(starting.ended()).toBe(false);
    expect([starting.helper.onmessage, starting.helper.onerror]).toEqual([null, null]);
    enginePort.close();
    helperPort?.close();
  });

  it('refuses and ends a helper whose code failed to load (offline, the page not yet held by the service worker)', async () => {
    const starting = startingHelper();
    const port = handOverPort(starting.helper);
    const event = starting.failsToLoad();
    await expect(port).rejects.toThrow('The helper worker could not load');
    expect(event.defaultPrevented).toBe(true);
    expect(starting.ended()).toBe(true);
  });

  it('gives up on a helper that says nothing within its time, and ends it', async () => {
    vi.useFakeTimers();
    const starting = startingHelper();
    const port = handOverPort(starting.helper);
    const outcome = port.then(
      () => 'handed',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(HELPER_START_TIMEOUT_MS - 1);
    expect(starting.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('The helper worker did not start in time');
    expect(starting.ended()).toBe(true);
    // A late word from it changes nothing.
    starting.says({ type: 'took-port' });
    expect(starting.ended()).toBe(true);
  });
});
