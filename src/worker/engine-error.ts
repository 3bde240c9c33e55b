import { transferHandlers, type TransferHandler } from 'comlink';

// One error shape for every worker method (docs/architecture.md "One error shape"): classes do not survive Comlink, so a
// thrown EngineError crosses as { code, message, details } and arrives on the UI side as an EngineError again.
// Anything else thrown in the worker arrives as code 'internal' with its message.

export type EngineErrorCode =
  /** The thing asked for is not in the local database (message: the spec's words, e.g. "Inspection not found"). */
  | 'not-found'
  /** The input failed validation; details may name the field. Nothing was changed. */
  | 'invalid-input'
  /** The change conflicts with the state of the data (e.g. a completed inspection, a duplicate). Nothing was changed. */
  | 'conflict'
  /** The server could not be reached or answered with an error. */
  | 'network'
  /** The engine cannot serve the call now (database not open, another tab owns it). */
  | 'unavailable'
  /** Anything unexpected. */
  | 'internal';

export interface EngineErrorShape {
  readonly code: EngineErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export class EngineError extends Error implements EngineErrorShape {
  readonly code: EngineErrorCode;
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: EngineErrorCode, message: string, details?: Readonly<Record<string, unknown>>) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}

export function isEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError;
}

/**
 * A final answer: the same however often it is asked again (not found, a refused value, a conflict with the data), as
 * against a failure that can pass (the database busy or closed, the network, something unexpected).
 */
export function isFinalEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError && ['not-found', 'invalid-input', 'conflict'].includes(value.code);
}

/** The shape of any thrown value, for crossing Comlink and for tests. */
export function toEngineErrorShape(value: unknown): EngineErrorShape {
  if (value instanceof EngineError) {
    return value.details === undefined
      ? { code: value.code, message: value.message }
      : { code: value.code, message: value.message, details: value.details };
  }
  if (value instanceof Error) return { code: 'internal', message: value.message };
  return { code: 'internal', message: typeof value === 'string' ? value : 'An error occurred' };
}

interface ThrownValue {
  readonly value: unknown;
}

/**
 * Call once in the worker entry and once where the UI wraps the worker. The worker passes `say`, which writes a
 * refusal's words in the inspector's language as it leaves (decision 0065); the code and details cross unchanged.
 */
export function installEngineErrorTransfer(say?: (message: string) => string): void {
  const comlinkOwn = transferHandlers.get('throw');
  if (!comlinkOwn || comlinkOwn.canHandle === undefined) return;
  // Comlink marks a thrown value with a private symbol: its own canHandle is the only way to recognise one.
  const throwHandler: TransferHandler<ThrownValue, EngineErrorShape> = {
    canHandle: (value: unknown): value is ThrownValue => comlinkOwn.canHandle(value),
    serialize: ({ value }) => {
      const shape = toEngineErrorShape(value);
      return [
        say === undefined || shape.code === 'internal' ? shape : { ...shape, message: say(shape.message) },
        [],
      ];
    },
    deserialize: (shape) => {
      throw new EngineError(shape.code, shape.message, shape.details);
    },
  };
  // Replaces Comlink's own 'throw' handler (which keeps only name, message and stack) on this side of the channel.
  transferHandlers.set('throw', throwHandler as TransferHandler<unknown, unknown>);
}
