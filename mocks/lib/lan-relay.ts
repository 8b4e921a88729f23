/**
 * The browser's side of the paid-order relay in the preview and dev servers
 * (scripts/vite-plugin-mock-lan.ts): a phone on the local network pays a QR order on the mock
 * cashier, which has no mock worker there (service workers need a secure context) and so reaches
 * the server; the desktop's mock asks the server about its waiting orders. Where no such server
 * answers (a static host, vitest), nothing changes. mocks/README.md "A phone on the local network".
 */
import { bypass } from 'msw';
import { LAN_INFO_PATH, PROVIDER_PAID_PATH } from './provider-path';

let enabled = false;
let origin: Promise<string | undefined> | undefined;

/** Called by the browser mock's start (mocks/browser.ts); vitest's mock never asks the server. */
export function enableLanRelay(): void {
  enabled = true;
}

async function askServer(path: string): Promise<Record<string, unknown> | undefined> {
  try {
    // Past the mock worker, to the server that serves the page.
    const response = await fetch(bypass(new URL(path, window.location.origin)));
    if (!response.headers.get('Content-Type')?.includes('application/json')) return undefined;
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The origin a phone on the local network reaches this server at, when it listens there. */
export function lanOrigin(): Promise<string | undefined> {
  if (!enabled) return Promise.resolve(undefined);
  origin ??= askServer(LAN_INFO_PATH).then((info) => {
    const url = typeof info?.url === 'string' ? info.url : '';
    return url ? new URL(url).origin : undefined;
  });
  return origin;
}

/** Whether the mock cashier on another device paid `tradeNo` through the server. */
export async function paidElsewhere(tradeNo: string): Promise<boolean> {
  if (!enabled) return false;
  const answer = await askServer(
    `${PROVIDER_PAID_PATH}?out_trade_no=${encodeURIComponent(tradeNo)}`,
  );
  return answer?.paid === true;
}
