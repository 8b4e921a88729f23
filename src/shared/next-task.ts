/**
 * Ends the current task and goes on in a new one, so that a long piece of start-up work runs as
 * several shorter tasks with room for a tap between them (the analytics SDK's start:
 * docs/decisions/0008-first-load-budget.md "A quiet main thread").
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
