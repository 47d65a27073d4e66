import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { afterNextPaint } from '@/ui/after-next-paint';

/** The header's extras wait at most this long for the first screen to settle. */
const SETTLE_TIMEOUT_MS = 3_000;

/**
 * True once the first screen has its code and data (no navigation and no request running), or after
 * SETTLE_TIMEOUT_MS; it stays true. The shell's secondary parts (notifications bell, version) wait for it so their
 * code and requests do not compete with the screen's first render.
 */
export function usePageSettled(): boolean {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const quiet = timedOut || (navigation.state === 'idle' && fetching === 0);
  // Once quiet, settled for good: after the frame that paints the screen, since what waits for it starts loading
  // code at once (latched during render, the bell's chunk was requested before the screen's first rows were shown).
  useEffect(() => {
    if (settled || !quiet) return;
    return afterNextPaint(() => setSettled(true));
  }, [settled, quiet]);

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setTimedOut(true), SETTLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  return settled;
}
