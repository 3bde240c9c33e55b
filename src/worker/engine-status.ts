import type { SyncStatus } from './sync/sync-status.ts';

// What the UI can observe of the engine's life; sent over Comlink, so plain data only.

export type EngineState =
  | { readonly kind: 'starting' }
  | { readonly kind: 'ready'; readonly schemaVersion: number }
  /** Another tab owns the database; `takeoverRequested` once this tab asked for it. */
  | { readonly kind: 'other-tab'; readonly takeoverRequested: boolean }
  /** This tab owned the database and handed it to another tab that asked. */
  | { readonly kind: 'taken-over' }
  | {
      readonly kind: 'failed';
      readonly reason: 'opfs-unavailable' | 'open-failed';
      readonly message: string;
    };

export type EngineEvent =
  | { readonly type: 'state'; readonly state: EngineState }
  | { readonly type: 'tables-changed'; readonly tables: readonly string[] }
  /** The readiness probe's verdict (shell spec §4): drives the header's red offline icon. */
  | { readonly type: 'connectivity'; readonly online: boolean }
  | { readonly type: 'sync'; readonly status: SyncStatus };

export type EngineListener = (event: EngineEvent) => void;
