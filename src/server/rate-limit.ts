import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-errors.ts';
import type { Logger } from './log.ts';

// The per-token rate limit: each signed-in subject has a bucket of `burst` calls that refills at
// `perMinute`; a call finding it empty is answered 429 with Retry-After (whole seconds until a call is allowed), before
// its body is read. Eight connections of one token once made 482 saves a second. The buckets live in this process's
// memory: with several server processes (decision 0014) each keeps its own, so a token's rate is at most their number
// times the limit; a device that honours Retry-After never comes near it.

export interface RateLimitSettings {
  /** Calls a token may make at once after being idle. */
  readonly burst: number;
  /** Calls a token may make per minute, sustained. */
  readonly perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Past this many subjects, buckets that have refilled are forgotten (they hold nothing a new one would not). */
const PRUNE_ABOVE = 10_000;

export class RateLimiter {
  readonly #settings: RateLimitSettings;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(settings: RateLimitSettings, now: () => number = Date.now) {
    this.#settings = settings;
    this.#now = now;
  }

  /** Takes a call from the subject's bucket: 0 when allowed, else the milliseconds until one is. */
  take(subject: string): number {
    const now = this.#now();
    const perMs = this.#settings.perMinute / 60_000;
    const bucket = this.#buckets.get(subject) ?? { tokens: this.#settings.burst, at: now };
    bucket.tokens = Math.min(this.#settings.burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (!this.#buckets.has(subject)) {
      if (this.#buckets.size >= PRUNE_ABOVE) this.#prune(now, perMs);
      this.#buckets.set(subject, bucket);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / perMs);
  }

  #prune(now: number, perMs: number): void {
    for (const [subject, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= this.#settings.burst) this.#buckets.delete(subject);
    }
  }
}

/** The middleware: after the bearer check (it needs the token's subject), before any body is read. */
export function rateLimit(limiter: RateLimiter, log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const identity = c.get('identity');
    const waitMs = limiter.take(identity.sub);
    if (waitMs === 0) return next();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    // The trail of the refusal: no row is named (the body is not read), so it goes to the log.
    log.warn('rate limited', {
      user: identity.sub,
      method: c.req.method,
      path: c.req.path,
      retryAfter: seconds,
    });
    throw new HttpError(
      429,
      {
        error: `Too many requests from this sign-in: nothing was stored. Wait ${seconds} s and send again (your device does this by itself).`,
      },
      { 'retry-after': String(seconds) },
    );
  };
}
