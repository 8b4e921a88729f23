import { http, HttpResponse } from 'msw';

/**
 * The analytics collector (VITE_ANALYTICS_URL) of mock builds. It decodes the Sensors SDK's beacons
 * as docs/integration-notes.md §2 describes them — `data=<base64 JSON>&ext=crc=<hash>` as an image
 * GET or a form POST, `data_list=<base64 JSON array>` for batches — answers like a collector, and
 * keeps the recent events for the QA panel. A beacon that is not base64 JSON (or whose checksum is
 * wrong) is refused with 400 and a console warning. Scenarios do not apply: it is a third party,
 * not our API. Only the collector's own path (and the SDK's `/sa` → `/sa.gif` rewrite) is answered,
 * so a collector on the app's own origin does not swallow the app's requests.
 */
const collector = (import.meta.env.VITE_ANALYTICS_URL as string | undefined) ?? '';

export interface AnalyticsRecord {
  type?: string;
  event?: string;
  distinct_id?: string;
  time?: number;
  properties?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ReceivedEvent {
  /** `event`, or the record type for profile records (which have none). */
  name: string;
  time: number;
  path: string;
  distinctId: string;
  transport: 'image' | 'ajax' | 'batch';
  record: AnalyticsRecord;
}

const RECENT_EVENTS_MAX = 50;
/** Replaced, never mutated: the QA panel reads it as an external store snapshot. */
let recent: readonly ReceivedEvent[] = [];
const listeners = new Set<() => void>();

export function recentAnalyticsEvents(): readonly ReceivedEvent[] {
  return recent;
}

export function onAnalyticsEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The SDK's checksum of the base64 text: Java's String.hashCode. */
function sensorsHashCode(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) - hash + text.charCodeAt(i)) | 0;
  return hash;
}

/** base64 → UTF-8 → JSON; throws on anything else. */
function decodeBase64Json(b64: string): unknown {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new Error('not base64');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

/** The records of one beacon's fields (already URL-decoded). */
export function decodeBeacon(fields: URLSearchParams): {
  records: AnalyticsRecord[];
  batch: boolean;
} {
  const list = fields.get('data_list');
  if (list !== null) {
    const decoded = decodeBase64Json(list);
    if (!Array.isArray(decoded)) throw new Error('data_list is not an array');
    return { records: decoded as AnalyticsRecord[], batch: true };
  }
  const data = fields.get('data');
  if (data === null) throw new Error('no data or data_list field');
  const crc = /^crc=(-?\d+)$/.exec(fields.get('ext') ?? '');
  if (crc && Number(crc[1]) !== sensorsHashCode(data)) throw new Error('checksum mismatch');
  const decoded = decodeBase64Json(data);
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded))
    throw new Error('data is not a record');
  return { records: [decoded as AnalyticsRecord], batch: false };
}

function remember(records: AnalyticsRecord[], transport: ReceivedEvent['transport']): void {
  const received = records.map((record): ReceivedEvent => {
    const props = record.properties ?? {};
    return {
      name: record.event ?? record.type ?? '?',
      time: typeof record.time === 'number' ? record.time : Date.now(),
      path: typeof props.$url_path === 'string' ? props.$url_path : '',
      distinctId: record.distinct_id ?? '',
      transport,
      record,
    };
  });
  recent = [...received.reverse(), ...recent].slice(0, RECENT_EVENTS_MAX);
  listeners.forEach((listener) => listener());
}

function refuse(error: unknown): Response {
  console.warn('[mock] analytics beacon refused:', error instanceof Error ? error.message : error);
  return new HttpResponse(null, { status: 400 });
}

const PIXEL = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (c) => c.charCodeAt(0),
);

function collectorPattern(): RegExp | undefined {
  try {
    const url = new URL(collector);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const path = url.pathname.replace(/\/+$/, '');
    return new RegExp(`^${escape(url.origin + path)}(?:\\.gif)?(?:\\?.*)?$`);
  } catch {
    return undefined;
  }
}

const pattern = collectorPattern();

export const analyticsHandlers = pattern
  ? [
      http.get(pattern, ({ request }) => {
        try {
          const { records } = decodeBeacon(new URL(request.url).searchParams);
          remember(records, 'image');
        } catch (error) {
          return refuse(error);
        }
        return HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'Content-Type': 'image/gif' } });
      }),
      http.post(pattern, async ({ request }) => {
        try {
          const { records, batch } = decodeBeacon(new URLSearchParams(await request.text()));
          remember(records, batch ? 'batch' : 'ajax');
        } catch (error) {
          return refuse(error);
        }
        return new HttpResponse(null, { status: 200 });
      }),
    ]
  : [];
