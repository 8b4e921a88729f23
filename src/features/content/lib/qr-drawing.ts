import { encode } from 'uqr';

/** A QR code as one SVG path: `modules` squares a side, one `M…z` square per dark module. */
export interface QrDrawing {
  value: string;
  modules: number;
  path: string;
}

/**
 * Draws the QR code of `value`. Deterministic, so that the prerendered SVG and the hydrated one
 * agree. The build draws the download page's code itself (scripts/vite-plugin-download-qr.ts):
 * choosing the mask makes encoding a costly task, more so on a phone.
 */
export function drawQr(value: string): QrDrawing {
  const qr = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { value, modules: qr.size, path };
}

/** What the download page's code opens: that page on the phone site (docs/product-rules.md §2). */
export function downloadQrValue(siteDomain: string): string {
  return `https://m.${siteDomain}/download`;
}
