import { expect, type Page, type Request } from '@playwright/test';
import { ANALYTICS } from '../../src/shared/constants';
import { idleStartRan } from './hydration';

/**
 * The beacons the Sensors SDK sends to the collector of VITE_ANALYTICS_URL (the mock build's MSW
 * worker answers it), decoded: `data` / `data_list` form fields of base64 JSON
 * (docs/integration-notes.md §2).
 */
export interface SaRecord {
  event?: string;
  type?: string;
  distinct_id?: string;
  /** When the event happened (ms). */
  time?: number;
  properties?: Record<string, unknown>;
}

export interface Beacon {
  /** `data` / `data_list` exactly as sent (URL-decoded form field). */
  field: string;
  b64: string;
  records: SaRecord[];
  status?: number;
}

const isCollector = (url: string) => /\/sa(\.gif)?$/.test(new URL(url).pathname);

function parseBeacon(request: Request): Beacon {
  const fields =
    request.method() === 'GET'
      ? new URL(request.url()).searchParams
      : new URLSearchParams(request.postData() ?? '');
  const field = fields.has('data_list') ? 'data_list' : 'data';
  const b64 = fields.get(field) ?? '';
  const decoded: unknown = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
  return {
    field,
    b64,
    records: Array.isArray(decoded) ? (decoded as SaRecord[]) : [decoded as SaRecord],
  };
}

const batchesInFlight = new WeakMap<Page, Set<Request>>();

/**
 * Keeps the page's batch sends to the collector that have not been answered yet, from now on
 * (sendSdkBatch waits for them). Call before the page loads; calling again changes nothing.
 */
export function watchCollector(page: Page): Set<Request> {
  const known = batchesInFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  batchesInFlight.set(page, pending);
  page.on('request', (request) => {
    if (request.method() === 'POST' && isCollector(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** Every beacon the page sends to the collector, decoded, with the collector's answer. */
export function captureBeacons(page: Page): Beacon[] {
  watchCollector(page);
  const beacons: Beacon[] = [];
  const byRequest = new Map<Request, Beacon>();
  page.on('request', (request) => {
    if (!isCollector(request.url())) return;
    const beacon = parseBeacon(request);
    byRequest.set(request, beacon);
    beacons.push(beacon);
  });
  page.on('response', (response) => {
    const beacon = byRequest.get(response.request());
    if (beacon) beacon.status = response.status();
  });
  return beacons;
}

const records = (beacons: Beacon[]) => beacons.flatMap((b) => b.records);

export const eventsNamed = (beacons: Beacon[], name: string) =>
  records(beacons).filter((r) => r.event === name);

/** The records of the hits a collector received (a real server's recorded requests). */
export function recordsReceived(
  requests: readonly { method: string; path: string; search: string; body: string }[],
): SaRecord[] {
  return requests
    .filter((r) => r.method !== 'OPTIONS' && /\/sa(\.gif)?$/.test(r.path))
    .flatMap((r) => {
      const fields = new URLSearchParams(r.method === 'GET' ? r.search : r.body);
      const b64 = fields.get('data_list') ?? fields.get('data') ?? '';
      const decoded: unknown = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
      return Array.isArray(decoded) ? (decoded as SaRecord[]) : [decoded as SaRecord];
    });
}

/**
 * The SDK sends its batch now: the clock jumps one send interval, or, for the events a left page
 * stored (`leftBehind`), past the two intervals after which the next page takes them over. Not
 * while a batch is on its way: the SDK keeps a batch's events until the collector answers and
 * sends them again once a send interval has passed since, which a jump makes at once, so the
 * collector would receive them twice.
 */
export async function sendSdkBatch(page: Page, { leftBehind = false } = {}): Promise<void> {
  const inFlight = watchCollector(page);
  const interval = ANALYTICS.batchIntervalMs;
  // As jumpClock does, with the look at the batches last, right before the jump.
  await idleStartRan(page);
  await expect.poll(() => inFlight.size, 'batches on their way to the collector').toBe(0);
  await page.clock.fastForward(leftBehind ? 2 * interval + 1_000 : interval);
}
