/**
 * A phone on the local network paying the mock build's QR codes (mocks/README.md "A phone on the
 * local network"). The mock backend lives in each browser (MSW and localStorage), and a phone
 * opening the preview over plain http has no mock worker at all (service workers need a secure
 * context), so the cashier page it scans its way to reaches this server instead. The server keeps
 * the trade numbers paid that way, in memory, and the desktop's mock asks about its waiting orders
 * (mocks/lib/lan-relay.ts). It also tells the page the LAN address to put in its QR codes.
 *
 * Only the preview and dev servers have it; no build output carries any of it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import {
  LAN_INFO_PATH,
  MOCK_PROVIDER_PATH,
  PROVIDER_PAID_PATH,
} from '../mocks/lib/provider-path.ts';

interface RelayAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Trade numbers as the mock makes them (mocks/lib/ids.ts): alphanumeric, 8–40 characters. */
const TRADE_NO = /^[A-Za-z0-9]{8,40}$/;

/**
 * The LAN URL to put in QR codes: `override` (MOCK_LAN_URL) if set, else the first of the server's
 * network URLs in a home or office range (192.168/16, then 10/8, then 172.16/12), else the first.
 */
export function pickLanUrl(urls: readonly string[], override?: string): string | undefined {
  if (override) return new URL(override).href;
  const rank = (url: string) => {
    const host = new URL(url).hostname;
    if (host.startsWith('192.168.')) return 0;
    if (host.startsWith('10.')) return 1;
    if (/^172\.(1[6-9]|2\d|3[01])\./.test(host)) return 2;
    return 3;
  };
  return [...urls].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The relay's answers, without the HTTP server: undefined for a request it does not serve.
 * `lanUrl` is read per request (the server knows its addresses only once it listens).
 */
export function createPaidRelay(lanUrl: () => string | undefined) {
  const paid = new Set<string>();
  return (method: string, url: URL, body: string): RelayAnswer | undefined => {
    if (method === 'GET' && url.pathname === LAN_INFO_PATH) {
      return { status: 200, body: { url: lanUrl() ?? null } };
    }
    if (method === 'GET' && url.pathname === PROVIDER_PAID_PATH) {
      const tradeNo = url.searchParams.get('out_trade_no') ?? '';
      return { status: 200, body: { paid: paid.has(tradeNo) } };
    }
    if (method === 'POST' && url.pathname === `${MOCK_PROVIDER_PATH}/pay`) {
      let tradeNo: unknown;
      try {
        tradeNo = (JSON.parse(body) as { out_trade_no?: unknown }).out_trade_no;
      } catch {
        tradeNo = undefined;
      }
      if (typeof tradeNo !== 'string' || !TRADE_NO.test(tradeNo)) {
        return { status: 400, body: { code: 400, message: '订单号无效' } };
      }
      paid.add(tradeNo);
      // The order's state is the desktop's to settle; the cashier only learns it was relayed.
      return { status: 200, body: { code: 0, data: { relayed: true } } };
    }
    return undefined;
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => {
      data += part;
      if (data.length > 4096) req.destroy(); // a trade number, not an upload
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function install(server: ViteDevServer | PreviewServer): void {
  const relay = createPaidRelay(() =>
    pickLanUrl(server.resolvedUrls?.network ?? [], process.env.MOCK_LAN_URL),
  );
  server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith('/__mock__/')) return next();
    const url = new URL(req.url, 'http://relay.invalid');
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? readBody(req) : Promise.resolve('');
    body.then(
      (text) => {
        const answer = relay(method, url, text);
        if (!answer) return next();
        res.statusCode = answer.status;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(answer.body));
      },
      () => next(),
    );
  });
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    const lan = pickLanUrl(server.resolvedUrls?.network ?? [], process.env.MOCK_LAN_URL);
    if (!lan) return;
    server.config.logger.info(
      `  ➜  Phone: mock QR codes lead to ${lan}__mock__/provider (QA panel: 扫码付款后才结算);` +
        ` on this computer open the Local URL, the mock worker needs localhost (mocks/README.md)`,
    );
  };
}

export function mockLanPlugin(): Plugin {
  return {
    name: 'mock-lan-relay',
    // Before the prerendered pages' routing (scripts/prerender.ts), which answers any page path.
    enforce: 'pre',
    configureServer: install,
    configurePreviewServer: install,
  };
}
