import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError, installEngineErrorTransfer, toEngineErrorShape } from './engine-error.ts';

describe('EngineError across Comlink', () => {
  const channels: MessageChannel[] = [];
  afterEach(() => {
    for (const c of channels.splice(0)) {
      c.port1.close();
      c.port2.close();
    }
  });

  function connect<T>(api: T) {
    installEngineErrorTransfer();
    const channel = new MessageChannel();
    channels.push(channel);
    expose(api, channel.port1 as unknown as Parameters<typeof expose>[1]);
    return wrap<T>(channel.port2 as unknown as Parameters<typeof wrap>[0]);
  }

  it('arrives with its code, message and details', async () => {
    const remote = connect({
      fail(): void {
        throw new EngineError('not-found', 'Inspection not found', { externalId: 'x' });
      },
    });
    const error: unknown = await remote.fail().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(toEngineErrorShape(error)).toEqual({
      code: 'not-found',
      message: 'Inspection not found',
      details: { externalId: 'x' },
    });
  });

  it('turns any other thrown error into code internal with its message', async () => {
    const remote = connect({
      fail(): void {
        throw new TypeError('boom');
      },
    });
    const error: unknown = await remote.fail().catch((e: unknown) => e);
    expect(toEngineErrorShape(error)).toEqual({ code: 'internal', message: 'boom' });
  });

  it('leaves returned objects with a value field alone', async () => {
    const remote = connect({
      read: () => ({ value: '12.5', unit: 'mm' }),
    });
    await expect(remote.read()).resolves.toEqual({ value: '12.5', unit: 'mm' });
  });
});
