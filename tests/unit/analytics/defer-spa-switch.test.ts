import { afterEach, describe, expect, it } from 'vitest';
import { deferSpaSwitch, historyMethods } from '@/features/analytics/defer-spa-switch';

const native = historyMethods(history);

/** What the SDK does to history (its addSinglePageEvent): the method, then the switch from the last address. */
function installSdkWrappers(switches: string[][]) {
  let last = location.href;
  const inner = historyMethods(history);
  for (const name of ['pushState', 'replaceState'] as const) {
    history[name] = (...args: Parameters<History['pushState']>) => {
      inner[name](...args);
      switches.push([last, location.href]);
      last = location.href;
    };
  }
}

afterEach(() => {
  // The prototype's methods again.
  Reflect.deleteProperty(history, 'pushState');
  Reflect.deleteProperty(history, 'replaceState');
  history.replaceState(null, '', '/');
});

describe('deferSpaSwitch', () => {
  it('changes the address at once and tells the SDK when idle, from the previous page', () => {
    const switches: string[][] = [];
    const idle: (() => void)[] = [];
    installSdkWrappers(switches);
    deferSpaSwitch(history, native, (run) => idle.push(run));

    history.pushState({ idx: 1 }, '', '/help');
    expect(location.pathname).toBe('/help');
    expect(history.state).toEqual({ idx: 1 });
    expect(switches).toEqual([]);

    idle.forEach((run) => run());
    expect(switches).toEqual([[`${location.origin}/`, `${location.origin}/help`]]);
    // The entry is as the router left it.
    expect(history.state).toEqual({ idx: 1 });
    expect(location.pathname).toBe('/help');
  });

  it('tells every page: a navigation before the idle moment tells the page it leaves first', () => {
    const switches: string[][] = [];
    const idle: (() => void)[] = [];
    installSdkWrappers(switches);
    deferSpaSwitch(history, native, (run) => idle.push(run));

    history.pushState(null, '', '/guide');
    history.pushState(null, '', '/help');
    expect(switches).toEqual([[`${location.origin}/`, `${location.origin}/guide`]]);
    idle.splice(0).forEach((run) => run());
    expect(switches).toEqual([
      [`${location.origin}/`, `${location.origin}/guide`],
      [`${location.origin}/guide`, `${location.origin}/help`],
    ]);
    expect(location.pathname).toBe('/help');
  });
});
