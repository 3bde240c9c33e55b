import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS } from '../../rules/index.ts';

// Toasts (recording spec §2 Shared UI: types alert, success, warning; §9: 1500 ms by default).

export type ToastType = 'alert' | 'success' | 'warning';

interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
}

type ShowToast = (type: ToastType, message: string, durationMs?: number) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** A notice that stays in the toast area for as long as something holds it (work still under way), then goes. */
type HoldNotice = (key: string, message: string | undefined) => void;
const NoticeContext = createContext<HoldNotice>(() => undefined);

/**
 * A field being typed in the lower half of the screen, where the toasts rise (with the keyboard up, the field the
 * browser scrolled into view): the toasts then show at the top, so that a warning never covers the number it is about.
 */
function typingLow(): boolean {
  const focused = document.activeElement;
  const typing =
    focused instanceof HTMLTextAreaElement ||
    focused instanceof HTMLSelectElement ||
    (focused instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit'].includes(focused.type));
  if (!typing) return false;
  const height = window.visualViewport?.height ?? window.innerHeight;
  return focused.getBoundingClientRect().bottom > height / 2;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [atTop, setAtTop] = useState(false);
  const next = useRef(1);
  const shown = toasts.length > 0;
  // While toasts show, the inspector may tap the field they are about: they move out of its way.
  useEffect(() => {
    if (!shown) return;
    const follow = () => setAtTop(typingLow());
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, [shown]);
  const show = useCallback<ShowToast>((type, message, durationMs = TOAST_DURATION_MS) => {
    const id = next.current++;
    setAtTop(typingLow());
    setToasts((list) => [...list, { id, type, message }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => show, [show]);
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());
  const hold = useCallback<HoldNotice>((key, message) => {
    setNotices((current) => {
      if (current.get(key) === message) return current;
      const next = new Map(current);
      if (message === undefined) next.delete(key);
      else next.set(key, message);
      return next;
    });
  }, []);
  return (
    <ToastContext.Provider value={value}>
      <NoticeContext.Provider value={hold}>{children}</NoticeContext.Provider>
      <div className={atTop ? 'toast-area at-top' : 'toast-area'} aria-live="polite">
        {[...notices].map(([key, message]) => (
          <p key={key} className="toast toast-warning" role="status">
            {message}
          </p>
        ))}
        {toasts.map((t) => (
          <p key={t.id} className={`toast toast-${t.type}`} role={t.type === 'alert' ? 'alert' : 'status'}>
            {t.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Shows `message` in the toast area while it is defined, and nothing once it is undefined or the caller goes. */
export function useNotice(message: string | undefined): void {
  const hold = useContext(NoticeContext);
  const key = useId();
  useEffect(() => {
    hold(key, message);
  }, [hold, key, message]);
  useEffect(() => () => hold(key, undefined), [hold, key]);
}
