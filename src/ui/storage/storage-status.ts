export interface StorageStatus {
  /** Whether the browser promised not to evict the app's data under storage pressure. */
  readonly persisted: boolean | 'unsupported';
  readonly usageBytes: number | undefined;
  readonly quotaBytes: number | undefined;
}

/**
 * Asks for persistent storage (so a cleanup under storage pressure cannot evict unsynced readings) and reads the
 * estimate. `persist()` only exists on the window, not in workers, so the UI thread asks.
 */
export async function requestPersistentStorage(): Promise<StorageStatus> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage) return { persisted: 'unsupported', usageBytes: undefined, quotaBytes: undefined };
  const persisted =
    typeof storage.persist === 'function'
      ? (await storage.persisted?.()) || (await storage.persist().catch(() => false))
      : 'unsupported';
  const estimate = await storage.estimate?.().catch(() => undefined);
  return { persisted, usageBytes: estimate?.usage, quotaBytes: estimate?.quota };
}

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return 'unknown';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
