import { EngineError } from '../engine-error.ts';

// Apart from http-client.ts so the sync reader's own worker throws it without the catalogue (network-words.ts).

/** The request reached no server: offline, DNS, a dropped connection or a timeout. Retried with backoff. */
export class NetworkError extends EngineError {
  override name = 'NetworkError';
  constructor(message: string) {
    super('network', message);
  }
}
