import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '@/shared/ui/preloadable';

/** A lazy component whose code came ahead of need mounts without suspending (docs/decisions/0015). */
function greeting() {
  return preloadable(() =>
    Promise.resolve({ default: ({ name }: { name: string }) => <p>你好，{name}</p> }),
  );
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<span>加载中</span>}>{node}</Suspense>
);

describe('preloadable', () => {
  afterEach(cleanup);

  it('once preloaded, the first mount shows the component at once, no fallback', async () => {
    const { Component, preload } = greeting();
    await preload();
    render(inSuspense(<Component name="芝士" />));
    expect(screen.getByText('你好，芝士')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('not preloaded, it suspends like lazy() and then shows', async () => {
    const { Component } = greeting();
    render(inSuspense(<Component name="芝士" />));
    expect(await screen.findByText('你好，芝士')).toBeTruthy();
  });

  it('not preloaded, the first render shows the fallback', () => {
    const { Component } = greeting();
    render(inSuspense(<Component name="芝士" />));
    expect(screen.getByText('加载中')).toBeTruthy();
  });
});
