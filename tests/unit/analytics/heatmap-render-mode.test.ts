import { describe, expect, it, vi } from 'vitest';
import { dropHeatmapRenderRequest } from '@/features/analytics/heatmap-render-mode';

function places(href: string, name = '', stored: Record<string, string> = {}) {
  const session = new Map(Object.entries(stored));
  const history = { state: { idx: 3, key: 'k' }, replaceState: vi.fn() };
  const frame = { name };
  return {
    history,
    frame,
    session,
    places: {
      location: { href },
      history,
      frame,
      session: { remove: (key: string) => void session.delete(key) },
    },
  };
}

describe("the Sensors heatmap viewer's request, dropped before the SDK starts", () => {
  it('takes sa-request-* out of the URL, keeping the rest, the history entry and its state', () => {
    const p = places(
      'https://www.example-retouch.cn/payment?sId=7&sa-request-id=x&sa-request-type=1&sa-request-url=https%3A%2F%2Fevil.example%2Fh.js#top',
    );
    dropHeatmapRenderRequest(p.places);
    expect(p.history.replaceState).toHaveBeenCalledWith(
      { idx: 3, key: 'k' },
      '',
      'https://www.example-retouch.cn/payment?sId=7#top',
    );
  });

  it('leaves a URL without them alone', () => {
    const p = places('https://www.example-retouch.cn/payment?sId=7');
    dropHeatmapRenderRequest(p.places);
    expect(p.history.replaceState).not.toHaveBeenCalled();
  });

  it('clears a window.name that carries the request, and only that one', () => {
    const asked = places(
      'https://www.example-retouch.cn/',
      '{"sa-request-id":"x","sa-heatmap-src":"y"}',
    );
    dropHeatmapRenderRequest(asked.places);
    expect(asked.frame.name).toBe('');
    const other = places('https://www.example-retouch.cn/', 'checkout-popup');
    dropHeatmapRenderRequest(other.places);
    expect(other.frame.name).toBe('checkout-popup');
  });

  it("forgets a request an earlier page of the tab left in the SDK's session keys", () => {
    const p = places('https://www.example-retouch.cn/', '', {
      sensors_heatmap_id: 'x',
      sensors_heatmap_type: '1',
      sensors_heatmap_url: 'https://evil.example/h.js',
      other: 'kept',
    });
    dropHeatmapRenderRequest(p.places);
    expect([...p.session.keys()]).toEqual(['other']);
  });
});
