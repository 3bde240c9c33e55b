import { useCallback, useEffect, useRef } from 'react';

/**
 * A pause this long in typing saves what is typed so far. Not in the spec (it saves on blur only): a comment typed
 * and not yet blurred was lost on a reload or when the tablet put the app away.
 */
export const TYPING_SAVE_MS = 1000;

/**
 * Saves a field's text while the inspector types: after a pause, when the page is hidden or unloaded (the tablet
 * switches apps, a reload), and when the field goes away without a blur. `differs` says whether the text is other
 * than what is stored; `save` resolves whether it stored it. A text whose save is still under way is not handed
 * over again. `flush` saves now (a blur) and resolves as `save` did, or undefined when there was nothing to save;
 * `isSaving` says whether a text's save is under way (a blur then has nothing to add).
 */
export function useSaveWhileTyping(
  text: string,
  differs: (text: string) => boolean,
  save: (text: string) => Promise<boolean>,
  delayMs: number = TYPING_SAVE_MS,
): { flush: () => Promise<boolean | undefined>; isSaving: (text: string) => boolean } {
  const latest = useRef({ text, differs, save });
  useEffect(() => {
    latest.current = { text, differs, save };
  });
  // Only while under way: once stored, `differs` says the rest (a value stored, deleted and typed again is saved).
  const saving = useRef<string | undefined>(undefined);

  const flush = useCallback(async () => {
    const { text, differs, save } = latest.current;
    if (!differs(text) || text === saving.current) return undefined;
    saving.current = text;
    try {
      return await save(text);
    } finally {
      if (saving.current === text) saving.current = undefined;
    }
  }, []);

  // Every keystroke restarts the pause.
  useEffect(() => {
    if (!latest.current.differs(text)) return;
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, flush]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // The field goes away (another screen) with its text not saved yet.
      void flush();
    };
  }, [flush]);

  const isSaving = useCallback((value: string) => value === saving.current, []);
  return { flush, isSaving };
}
