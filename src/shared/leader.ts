/**
 * One tab of this site at a time does a job (the order watcher): the holder of a Web Lock of that
 * name. `lead` runs when this tab gets the lock and returns how to stop; the returned function
 * gives the lock up (or stops waiting for it), and the next tab in line takes over. A browser
 * without Web Locks (before Safari 15.4) runs the job in every tab that asks: more requests, the
 * same answers.
 */
export function whileLeader(
  name: string,
  lead: () => () => void,
  locks: Pick<LockManager, 'request'> | undefined = browserLocks(),
): () => void {
  if (!locks) return lead();
  const waiting = new AbortController();
  let left = false;
  let release: (() => void) | undefined;
  let stopJob: (() => void) | undefined;
  locks
    .request(name, { signal: waiting.signal }, () => {
      // Granted after this tab had already let go (the grant's callback runs a task later):
      // give the lock straight back rather than start a job nobody can stop.
      if (left) return Promise.resolve();
      stopJob = lead();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined); // aborted while waiting: nothing was started
  return () => {
    left = true;
    waiting.abort();
    stopJob?.();
    release?.();
  };
}

/** The browser's lock manager; undefined where there is none (Safari before 15.4). */
function browserLocks(): LockManager | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const { locks } = navigator as { locks?: LockManager };
  return typeof locks?.request === 'function' ? locks : undefined;
}
