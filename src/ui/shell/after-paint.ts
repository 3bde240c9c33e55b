/**
 * Runs `work` in a task after the next frame is painted: what the current task changed shows before the work that
 * follows it (a measuring run's next screen after Enter's result, decision 0100). Answers the way to cancel it.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
