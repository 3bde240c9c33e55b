import { useEffect, type RefObject } from 'react';

/**
 * Keeps the focused control clear of a bar docked over the bottom of the page (WCAG 2.4.11, focus not obscured).
 * Chrome's own scroll to a focused field, and to it again as the on-screen keyboard rises, ignores the page's
 * scroll-padding and left a comment box under the sync alert; this scrolls it up, the scroll-padding's height above
 * the bottom, after the browser's own scroll has run.
 */
export function useFocusClearOf(bar: RefObject<HTMLElement | null>, showing: boolean): void {
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const focused = document.activeElement;
        const dock = bar.current;
        // A dialog lies in the top layer, over the bar: nothing in it is hidden by it.
        if (
          !(focused instanceof HTMLElement) ||
          focused === document.body ||
          !dock ||
          dock.contains(focused) ||
          focused.closest('dialog[open]') !== null
        )
          return;
        if (focused.getBoundingClientRect().bottom > dock.getBoundingClientRect().top)
          focused.scrollIntoView({ block: 'nearest' });
      });
    };
    check();
    document.addEventListener('focusin', check);
    window.addEventListener('resize', check);
    window.visualViewport?.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
      window.removeEventListener('resize', check);
      window.visualViewport?.removeEventListener('resize', check);
    };
  }, [bar, showing]);
}
