import { describe, expect, it } from 'vitest';
import { listenForStartAddress } from './start-address.ts';

describe('listenForStartAddress', () => {
  it('takes the page’s address before any later listener (Comlink’s) sees it, and lets every other message by', () => {
    const scope = new EventTarget();
    const addresses: string[] = [];
    const laterListener: unknown[] = [];
    listenForStartAddress(scope, (address) => addresses.push(address));
    scope.addEventListener('message', (event) => laterListener.push((event as MessageEvent).data));
    const call = { id: 'a1', type: 'APPLY', path: ['inspectionContents'] };
    scope.dispatchEvent(
      new MessageEvent('message', { data: { type: 'inspect-start-address', address: '/inspections/x' } }),
    );
    scope.dispatchEvent(new MessageEvent('message', { data: call }));
    expect(addresses).toEqual(['/inspections/x']);
    expect(laterListener).toEqual([call]);
  });

  it('takes one address only: a second is an ordinary message, and a malformed one is none', () => {
    const scope = new EventTarget();
    const addresses: string[] = [];
    const laterListener: unknown[] = [];
    listenForStartAddress(scope, (address) => addresses.push(address));
    scope.addEventListener('message', (event) => laterListener.push((event as MessageEvent).data));
    const malformed = { type: 'inspect-start-address', address: 42 };
    scope.dispatchEvent(new MessageEvent('message', { data: malformed }));
    scope.dispatchEvent(
      new MessageEvent('message', { data: { type: 'inspect-start-address', address: '/' } }),
    );
    const second = { type: 'inspect-start-address', address: '/planner' };
    scope.dispatchEvent(new MessageEvent('message', { data: second }));
    expect(addresses).toEqual(['/']);
    expect(laterListener).toEqual([malformed, second]);
  });
});
