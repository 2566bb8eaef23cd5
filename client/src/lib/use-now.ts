import { useEffect, useState } from 'react';

/** The current instant, refreshed every `intervalMs`, so "within 24 hours" stays true to the clock. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
