import { describe, expect, it, vi } from 'vitest';
import { whileLeader } from '@/shared/leader';

/** A LockManager of one exclusive lock per name, granted in the order asked (the spec's queue). */
function fakeLocks() {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
  };
  return {
    request(name: string, options: { signal?: AbortSignal }, run: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held.add(name);
          void run().then(() => {
            held.delete(name);
            resolve();
            grantNext(name);
          });
        };
        options.signal?.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          const at = queue.indexOf(grant);
          if (at >= 0) {
            queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), grant]);
        else grant();
      });
    },
  };
}

/** Lets the fake lock's promise chain run. */
async function tick() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('whileLeader', () => {
  it('without Web Locks, every tab that asks leads', () => {
    const stop = vi.fn();
    const leave = whileLeader('job', () => stop, undefined);
    leave();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('one holder at a time; when it leaves, the next in line leads', async () => {
    const locks = fakeLocks() as unknown as LockManager;
    const first = { start: vi.fn(), stop: vi.fn() };
    const second = { start: vi.fn(), stop: vi.fn() };
    const leaveFirst = whileLeader('job', () => (first.start(), first.stop), locks);
    const leaveSecond = whileLeader('job', () => (second.start(), second.stop), locks);
    await tick();
    expect(first.start).toHaveBeenCalledTimes(1);
    expect(second.start).not.toHaveBeenCalled();
    leaveFirst();
    await tick();
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(second.start).toHaveBeenCalledTimes(1);
    leaveSecond();
    expect(second.stop).toHaveBeenCalledTimes(1);
  });

  it('a grant that comes after the tab let go starts nothing and frees the lock', async () => {
    let granted: (() => Promise<void>) | undefined;
    const late = {
      request: (_name: string, _options: unknown, run: () => Promise<void>) => {
        granted = run;
        return new Promise<void>(() => undefined);
      },
    } as unknown as LockManager;
    const started = vi.fn();
    const leave = whileLeader('job', () => (started(), () => undefined), late);
    leave();
    await granted!();
    expect(started).not.toHaveBeenCalled();
  });

  it('leaving while still in line starts nothing', async () => {
    const locks = fakeLocks() as unknown as LockManager;
    const waiting = vi.fn();
    const leaveHolder = whileLeader('job', () => () => undefined, locks);
    const leaveWaiting = whileLeader('job', () => (waiting(), () => undefined), locks);
    leaveWaiting();
    leaveHolder();
    await tick();
    expect(waiting).not.toHaveBeenCalled();
  });
});
