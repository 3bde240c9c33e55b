import type { TokenVerifier } from './auth/verify-token.ts';
import type { Db } from './db/connect.ts';
import type { Logger } from './log.ts';
import type { ServerMetrics } from './metrics/server-metrics.ts';
import type { PhotoStore } from './photos/store.ts';
import type { RateLimitSettings } from './rate-limit.ts';
import type { DailyQuotaSettings } from './save/daily-quota.ts';
import type { ForwardUserMessage } from './support/slack.ts';
import type { FullSyncSnapshots } from './sync/full-sync-snapshot.ts';

// What the routes need, built once by the server (server.ts) or a test.

export interface Services {
  readonly db: Db;
  readonly log: Logger;
  /** Prometheus metrics (METRICS_PORT); absent: none are kept. */
  readonly metrics?: ServerMetrics;
  readonly photos: PhotoStore;
  readonly verifier: TokenVerifier;
  /** True once the database is migrated and seeded and answers. */
  readonly isReady: () => Promise<boolean>;
  /** False until the database was first ready: app pages are then a "starting" page. Absent: started. */
  readonly hasStarted?: () => boolean;
  readonly startedAt: Date;
  readonly distDir: string;
  /** The identity provider's origins the app's pages may reach (its CSP); empty with the local provider. */
  readonly authOrigins: readonly string[];
  readonly photoMaxBytes: number;
  readonly bodyMaxBytes: number;
  /** The per-token rate limit (rate-limit.ts); absent: none (tests that do not test it). */
  readonly rateLimit?: RateLimitSettings;
  /** What one inspector's saves may add per UTC day (save/daily-quota.ts); absent: no limit. */
  readonly dailyQuota?: DailyQuotaSettings;
  readonly syncOverlapMs: number;
  /** Stored full sync answers (DATA_DIR/sync-snapshots); absent when SYNC_SNAPSHOTS=off. */
  readonly syncSnapshots?: FullSyncSnapshots;
  /** Where support requests go besides the database (Slack), when configured. */
  readonly forwardUserMessage?: ForwardUserMessage;
  /** Only tests turn it off (to show the cursor-safety test catches its absence). */
  readonly syncBarrier?: boolean;
  /** Test instrumentation: called when a pull is about to read its cursor. */
  readonly beforeSyncCursor?: () => void;
}
