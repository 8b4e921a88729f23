import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAhead } from '@/shared/load-ahead';

/** What Vite's preload helper does when a chunk fails: the event on window, then the error. */
const failingLoad = () => {
  window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
};

afterEach(() => vi.restoreAllMocks());

describe('loadAhead', () => {
  it("keeps a failure from the build check's listener, and only while it loads", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const buildCheck = vi.fn();
    window.addEventListener('vite:preloadError', buildCheck);
    try {
      expect(await loadAhead(failingLoad)).toBe(false);
      expect(buildCheck).not.toHaveBeenCalled();
      // A chunk the visitor asks for afterwards still reaches it.
      await failingLoad().catch(() => undefined);
      expect(buildCheck).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('vite:preloadError', buildCheck);
    }
  });

  it('resolves true once loaded, and loads nothing offline', async () => {
    expect(await loadAhead(() => Promise.resolve({}))).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve({}));
    expect(await loadAhead(load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
