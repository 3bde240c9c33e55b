import { useQuery } from '@tanstack/react-query';
import { requestPersistentStorage } from './storage-status.ts';

/** The persistence grant and storage estimate, requested once per session and kept for every screen. */
export function useStorageStatus() {
  return useQuery({ queryKey: ['storage-status'], queryFn: requestPersistentStorage, staleTime: 5 * 60_000 });
}
