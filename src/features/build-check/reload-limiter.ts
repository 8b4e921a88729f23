import { RELOAD_LIMIT_MS } from '@/shared/constants';
import { reloadAtKey } from '@/shared/storage/keys';

export interface ReloadLimiterDeps {
  /** Where the time of the last reload per path survives the reload (sessionStorage). */
  storage: {
    getString: (key: string) => string | null;
    setString: (key: string, value: string) => boolean;
  };
  now: () => number;
  /** Loads `href` afresh (location.reload() for the current URL, else location.assign()). */
  load: (href: string) => void;
  limitMs?: number;
}

export interface ReloadLimiter {
  /** True when a reload has been started by this page and the page is about to go away. */
  isPending: () => boolean;
  /** True when `path` was not reloaded within the limit (or a reload is already pending). */
  allows: (href: string) => boolean;
  /** Reloads `href` unless its path was reloaded within the limit; true when reloading. */
  reloadOnce: (href: string) => boolean;
}

function pathOf(href: string): string {
  try {
    return new URL(href, 'http://x').pathname;
  } catch {
    return href;
  }
}

/**
 * At most one reload per path per RELOAD_LIMIT_MS (docs/product-rules.md §4, §9): a build change
 * and a chunk-load error share it, so a chunk that is really gone reloads once and then leaves the
 * error screen up instead of looping.
 */
export function createReloadLimiter(deps: ReloadLimiterDeps): ReloadLimiter {
  const limit = deps.limitMs ?? RELOAD_LIMIT_MS;
  let pending = false;

  const allowsPath = (path: string) => {
    const last = Number(deps.storage.getString(reloadAtKey(path)));
    if (!Number.isFinite(last) || last <= 0) return true;
    // A time "in the future" (the clock was set back) counts as recent: refusing is the safe side,
    // and sessionStorage ends with the tab.
    return deps.now() - last >= limit;
  };

  return {
    isPending: () => pending,
    allows: (href) => pending || allowsPath(pathOf(href)),
    reloadOnce: (href) => {
      if (pending) return true;
      const path = pathOf(href);
      if (!allowsPath(path)) return false;
      // Without storage the limit cannot survive the reload: never reload then (no loop possible).
      if (!deps.storage.setString(reloadAtKey(path), String(deps.now()))) return false;
      pending = true;
      deps.load(href);
      return true;
    },
  };
}
