import { useQuery } from '@tanstack/react-query';
import { requestPersistentStorage } from './storage-status.ts';

/**
 * The persistence grant and storage estimate, requested once per session (once the first screen shows, src/ui/
 * main.tsx) and kept for every screen.
 */
export const storageStatusQuery = {
  queryKey: ['storage-status'],
  queryFn: requestPersistentStorage,
  staleTime: 5 * 60_000,
} as const;

export function useStorageStatus() {
  return useQuery(storageStatusQuery);
}
