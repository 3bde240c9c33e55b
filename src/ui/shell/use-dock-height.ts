import { useEffect, type RefObject } from 'react';

/** The CSS variable holding the docked alert's height: what sits on the page's bottom edge stands on it instead. */
export const DOCK_HEIGHT_VARIABLE = '--sync-dock-height';

/**
 * Publishes the docked sync alert's height on the root while it shows. Review's sticky SUBMIT lay under the alert,
 * which took the tap (a sync error is exactly when an inspector submits to try again); standing on the alert's
 * measured height keeps it reachable whether the alert is one line or two.
 */
export function useDockHeight(
  bar: RefObject<HTMLElement | null>,
  shown: 'offline' | 'error' | undefined,
): void {
  useEffect(() => {
    const dock = bar.current;
    if (shown === undefined || !dock) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(DOCK_HEIGHT_VARIABLE, `${dock.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_HEIGHT_VARIABLE);
    };
    // Each alert is its own bar (SyncAlerts keys them): one taking the other's place is measured anew.
  }, [bar, shown]);
}
