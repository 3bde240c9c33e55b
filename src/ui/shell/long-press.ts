import { useRef } from 'react';

/**
 * A press that runs `onLongPress` once held for `ms`, or `onPress` when released sooner (or activated by keyboard).
 * Returns the handlers for a button.
 */
export function useLongPress(onPress: () => void, onLongPress: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    onPointerDown: () => {
      fired.current = false;
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = undefined;
        onLongPress();
      }, ms);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => {
      cancel();
      if (fired.current) {
        fired.current = false;
        return;
      }
      onPress();
    },
  };
}
