import { useEffect, useState } from 'react';

/**
 * The time, read again every minute (or every `everyMs`): a screen that says whether a shop is
 * open follows the clock while the page stays open.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
