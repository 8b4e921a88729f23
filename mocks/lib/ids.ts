import { randomDigits } from './http';

/** `YYYYMMDDhhmmss` in Asia/Shanghai (UTC+8, no DST) for a Unix-seconds time. */
function shanghaiStamp(at: number): string {
  return new Date((at + 8 * 3600) * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Trade numbers look like real ones: alphanumeric only, 8–40 characters (UnionPay's orderId rule). */
export function tradeNo(at: number, suffix = randomDigits(6)): string {
  return `CR${shanghaiStamp(at)}${suffix}`;
}
