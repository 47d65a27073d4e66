/**
 * Runs `callback` once the browser has painted the current frame (a frame, then a task after it), so that work it
 * starts (a lazy chunk's request, say) does not compete with what is being shown. Returns a cancel function for effects.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
