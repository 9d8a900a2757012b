import { useEffect, useState } from 'react';

/** The current time, advanced every `intervalMs`, so "2 min ago" keeps counting between refreshes. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
