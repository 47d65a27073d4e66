import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

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
  // Latched during render: once quiet, settled for good.
  if (!settled && (timedOut || (navigation.state === 'idle' && fetching === 0))) setSettled(true);

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setTimedOut(true), SETTLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  return settled;
}
