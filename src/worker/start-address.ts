// The page's address when it started the engine (decision 0127): the page's start script, or the app where it made
// the worker itself, posts it as the worker's first message. It is not a call of the engine's API: this listener,
// added before Comlink's, takes it and no other.

export const START_ADDRESS_TYPE = 'inspect-start-address';

/** The one message the page posts to the engine worker outside Comlink: the page's path as it started. */
export interface StartAddressMessage {
  readonly type: typeof START_ADDRESS_TYPE;
  readonly address: string;
}

function isStartAddress(data: unknown): data is StartAddressMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof StartAddressMessage, unknown>>;
  return message.type === START_ADDRESS_TYPE && typeof message.address === 'string';
}

/** Hands the first start address posted to `scope` to `onAddress`; Comlink's own listener never sees it. */
export function listenForStartAddress(scope: EventTarget, onAddress: (address: string) => void): void {
  const listener = (event: Event) => {
    if (!(event instanceof MessageEvent) || !isStartAddress(event.data)) return;
    event.stopImmediatePropagation();
    scope.removeEventListener('message', listener);
    onAddress(event.data.address);
  };
  scope.addEventListener('message', listener);
}
