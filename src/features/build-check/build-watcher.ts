export interface BuildWatcherDeps {
  /** The id this page was built with (`__BUILD_ID__`). */
  runningId: string;
  /** The deployed id from builds/latest.json, or null when it cannot be read. */
  fetchLatestId: () => Promise<string | null>;
  /** Reloads for a new build; false when the reload limit refused it. */
  reload: () => boolean;
}

/**
 * Compares the deployed build id with the one this page runs. A new id reloads the page. When the
 * reload limit refuses (this path was just reloaded, yet the page still runs the old build — a
 * cached index.html), the new id is accepted as known, so a stale cache never becomes a loop.
 */
export function createBuildWatcher(deps: BuildWatcherDeps) {
  let known = deps.runningId;
  let inFlight: Promise<void> | undefined;

  async function run(): Promise<void> {
    const latest = await deps.fetchLatestId();
    if (!latest || latest === known) return;
    if (!deps.reload()) known = latest;
  }

  return {
    /** One check; concurrent calls share it. */
    check(): Promise<void> {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    knownId: () => known,
  };
}

/** Reads `{ "id": "..." }`; anything else (a 404 page, HTML, bad JSON) is no answer. */
export async function fetchBuildId(
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetcher(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id ? body.id : null;
  } catch {
    // Offline or a deploy in progress: the next poll tries again.
    return null;
  }
}
