import { useEffect, useState } from 'react';

/** True once `ready` has held for `delayMs`; false again as soon as it does not. */
export function useDelayedFlag(ready: boolean, delayMs: number): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    setFlag(false);
    if (!ready) return;
    const timer = setTimeout(() => setFlag(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return flag;
}
