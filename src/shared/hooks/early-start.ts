import { useEffect, useState } from 'react';

/**
 * A page whose calls start with its code, before it mounts (the payment page, the packages page).
 * What that start got, a failure included, is the visit's answer: the page's hooks do not ask
 * again as they mount (docs/product-rules.md §9: no retries beyond the listed ones); its 重试 does,
 * and a later visit asks as before.
 */
export interface EarlyStart {
  /** The early start has sent the page's calls. */
  started(): void;
  /** True in the page that the early start served; the next visit of the page is a new one. */
  useServed(): boolean;
}

export function createEarlyStart(): EarlyStart {
  let pending = false;
  return {
    started: () => {
      pending = true;
    },
    useServed() {
      const [served] = useState(() => pending);
      useEffect(() => {
        pending = false;
      }, []);
      return served;
    },
  };
}
