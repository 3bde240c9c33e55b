import { useCallback, useEffect, useRef, useState } from 'react';
import { VALIDATION_MESSAGE_MS } from '../../rules/index.ts';

/** recording spec §5 and §9: a validation message shows for 1.5 s, then clears. */
export function useValidationMessage(): [string | undefined, (message: string) => void] {
  const [message, setMessage] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(undefined), VALIDATION_MESSAGE_MS);
  }, []);
  return [message, show];
}
