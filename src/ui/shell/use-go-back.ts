import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Back in the app's history, or Home when the page was opened directly. */
export function useGoBack(): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  }, [router]);
}
