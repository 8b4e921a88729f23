import { http, HttpResponse } from 'msw';

/**
 * The analytics collector (VITE_ANALYTICS_URL) has no server in a mock build. Answering its beacons
 * keeps the SDK from queueing retries and the console free of network errors. Scenarios do not apply:
 * it is a third party, not our API.
 */
const collector = (import.meta.env.VITE_ANALYTICS_URL as string | undefined) ?? '';

function collectorOrigin(): string | undefined {
  try {
    return new URL(collector).origin;
  } catch {
    return undefined;
  }
}

const PIXEL = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (c) => c.charCodeAt(0),
);

const origin = collectorOrigin();

export const analyticsHandlers = origin
  ? [
      http.get(`${origin}/*`, () =>
        HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'Content-Type': 'image/gif' } }),
      ),
      http.post(`${origin}/*`, () => new HttpResponse(null, { status: 200 })),
    ]
  : [];
