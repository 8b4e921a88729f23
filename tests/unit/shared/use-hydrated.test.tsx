import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const transitions = vi.hoisted(() => ({ started: 0 }));

// Counts the transitions the hook starts, to tell its switch from a synchronous re-render.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.started += 1;
      react.startTransition(scope);
    },
  };
});

// Imported afresh: the worker's files share modules (vitest.config.ts `isolate: false`), and a copy
// another file loaded first would hold React's own startTransition, not the counting one above.
let useHydrated: typeof import('@/shared/hooks/use-hydrated').useHydrated;
beforeAll(async () => {
  vi.resetModules();
  ({ useHydrated } = await import('@/shared/hooks/use-hydrated'));
});

/** Each render's value, in order. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'frame'}</p>;
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}

afterEach(() => {
  containers.splice(0).forEach((element) => element.remove());
  transitions.started = 0;
});

describe('useHydrated', () => {
  it('is false in the prerender', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>frame</p>');
  });

  it('hydrates the frame without a mismatch, then switches to true in a transition', () => {
    const element = container(renderToString(<Probe seen={[]} />));
    const seen: boolean[] = [];
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(element, <Probe seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(element.textContent).toBe('browser');
    expect(transitions.started).toBe(1);
  });

  it('is true from the first render of a component mounted after hydration', () => {
    const element = container();
    const seen: boolean[] = [];
    act(() => {
      createRoot(element).render(<Probe seen={seen} />);
    });
    expect(seen.every(Boolean)).toBe(true);
    expect(element.textContent).toBe('browser');
    expect(transitions.started).toBe(0);
  });

  it('stays true when its component renders again', () => {
    const element = container(renderToString(<Probe seen={[]} />));
    const seen: boolean[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(element, <Probe seen={seen} />);
    });
    seen.length = 0;
    act(() => root?.render(<Probe seen={seen} />));
    expect(seen).toEqual([true]);
  });
});
