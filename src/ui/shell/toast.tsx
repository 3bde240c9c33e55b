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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<ShowToast>((type, message, durationMs = TOAST_DURATION_MS) => {
    const id = next.current++;
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
      <div className="toast-area" aria-live="polite">
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
