import { describe, expect, it } from 'vitest';
import { helperPort, HelperWorkers, type HelperPortMessage, type HelperScope } from './helper-workers.ts';

describe('the helper workers the page starts for the engine (decision 0108)', () => {
  it('starts none until the page gives its starter, then asks it for each helper', async () => {
    const helpers = new HelperWorkers();
    expect(helpers.start('sync-reader')).toBeUndefined();
    const asked: string[] = [];
    const { port1 } = new MessageChannel();
    helpers.use(async (kind) => {
      asked.push(kind);
      return port1;
    });
    await expect(helpers.start('photos')).resolves.toBe(port1);
    expect(asked).toEqual(['photos']);
    port1.close();
  });

  it("gives a helper the port of the page's first message, tells the page, and leaves the messages after it to the port", async () => {
    const toPage: unknown[] = [];
    const scope: HelperScope = { onmessage: null, postMessage: (message) => toPage.push(message) };
    const given = helperPort(scope);
    expect(toPage).toEqual([]);
    const { port1, port2 } = new MessageChannel();
    scope.onmessage?.(new MessageEvent<HelperPortMessage>('message', { data: { port: port2 } }));
    await expect(given).resolves.toBe(port2);
    expect(scope.onmessage).toBeNull();
    // The page hands the engine its end only now: the helper's code loaded.
    expect(toPage).toEqual([{ type: 'took-port' }]);
    port1.close();
  });
});
