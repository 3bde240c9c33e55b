import { useEffect, useState } from 'react';

/**
 * The browser's own word on the network (online/offline events): heard at once, where the worker's probe confirms
 * within seconds. An offline banner follows this first.
 */
export function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
