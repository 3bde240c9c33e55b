import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<ShowToast>((type, message, durationMs = TOAST_DURATION_MS) => {
    const id = next.current++;
    setToasts((list) => [...list, { id, type, message }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-area" aria-live="polite">
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
