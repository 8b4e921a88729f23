import { FILE_SIZE_STEP, FILE_SIZE_UNITS } from './constants';

/**
 * Integer fen (1/100 yuan, docs/backend-contract.md) to yuan with two decimals, no float rounding:
 * 1290 → "12.90".
 */
export function fenToYuan(fen: number): string {
  const value = Number.isFinite(fen) ? Math.round(fen) : 0;
  const abs = Math.abs(value);
  const yuan = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${yuan}.${cents}`;
}

/** 1290 → "¥12.90"; -50 → "-¥0.50". */
export function formatPrice(fen: number): string {
  const text = fenToYuan(fen);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/**
 * Bytes with two decimals in B, KB, MB, GB, TB (step 1024): 1536 → "1.50KB".
 * Negative or invalid sizes show 0 (docs/product-rules.md §9: negative remaining shows 0).
 */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_STEP;
    unit += 1;
  }
  return `${value.toFixed(2)}${FILE_SIZE_UNITS[unit]}`;
}

/** Masks character positions 3 to 6: "13800138000" → "138****8000". */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const hidden = Math.min(4, Math.max(0, phone.length - 3));
  return phone.slice(0, 3) + '*'.repeat(hidden) + phone.slice(3 + hidden);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds (docs/backend-contract.md) to local "YYYY-MM-DD"; empty for 0 or invalid. */
export function formatDate(seconds: number | null | undefined): string {
  if (!seconds || !Number.isFinite(seconds)) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Unix seconds to local "YYYY-MM-DD HH:mm"; empty for 0 or invalid. */
export function formatDateTime(seconds: number | null | undefined): string {
  if (!seconds || !Number.isFinite(seconds)) return '';
  const d = new Date(seconds * 1000);
  return `${formatDate(seconds)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
