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
  type RefObject,
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

/** An element low on the screen: its bottom under the middle of what is visible. */
function low(element: Element): boolean {
  const height = window.visualViewport?.height ?? window.innerHeight;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.bottom > height / 2;
}

/** A form's own answer on the screen, which a toast must not cover (useClearOfToasts): it registers here. */
type KeepClear = (element: Element, shown: boolean) => void;
const KeepClearContext = createContext<KeepClear>(() => undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());
  const [atTop, setAtTop] = useState(false);
  const next = useRef(1);
  const shown = toasts.length > 0 || notices.size > 0;
  // The answers shown low on the screen send the toasts to the top, as a field typed low does.
  const answers = useRef(new Set<Element>());
  const place = useCallback(() => setAtTop(typingLow() || [...answers.current].some(low)), []);
  const keepClear = useCallback<KeepClear>(
    (element, showing) => {
      if (showing) answers.current.add(element);
      else answers.current.delete(element);
      place();
    },
    [place],
  );
  // While toasts show, the inspector may tap the field they are about: they move out of its way.
  useEffect(() => {
    if (!shown) return;
    document.addEventListener('focusin', place);
    return () => document.removeEventListener('focusin', place);
  }, [shown, place]);
  const show = useCallback<ShowToast>(
    (type, message, durationMs = TOAST_DURATION_MS) => {
      const id = next.current++;
      place();
      setToasts((list) => [...list, { id, type, message }]);
      setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), durationMs);
    },
    [place],
  );
  const value = useMemo(() => show, [show]);
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
      <NoticeContext.Provider value={hold}>
        <KeepClearContext.Provider value={keepClear}>{children}</KeepClearContext.Provider>
      </NoticeContext.Provider>
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

/**
 * A form's own answer (Message Queued, MARK AS COMPLETE's refusal) that no toast may cover: while it is on the screen
 * and low on it, the toasts show at the top. It also scrolls itself into view (the least scroll that shows it), clear
 * of a bar docked at the bottom (the page's scroll-padding, styles.css): the answer is where the finger just was.
 */
export function useClearOfToasts(answer: RefObject<Element | null>, showing: boolean): void {
  const keepClear = useContext(KeepClearContext);
  useEffect(() => {
    const element = answer.current;
    if (!showing || element === null) return;
    element.scrollIntoView({ block: 'nearest' });
    keepClear(element, true);
    return () => keepClear(element, false);
  }, [answer, showing, keepClear]);
}
