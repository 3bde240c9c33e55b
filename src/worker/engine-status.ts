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
  | { readonly type: 'tables-changed'; readonly tables: readonly string[] };

export type EngineListener = (event: EngineEvent) => void;
