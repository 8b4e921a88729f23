import { inflateSync } from 'node:zlib';

/**
 * Reads back the module matrix of a mock QR PNG (mocks/lib/png.ts: 1-bit greyscale, filter None,
 * a 4-module quiet zone, 6 pixels a module), sampling each module's centre; true = dark.
 */
export function qrModulesOfPng(png: Uint8Array, quiet = 4, scale = 6): boolean[][] {
  const bytes = Buffer.from(png);
  if (bytes.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      if (data[8] !== 1 || data[9] !== 0) throw new Error('expected 1-bit greyscale');
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = Math.ceil(width / 8);
  const dark = (x: number, y: number) => {
    const base = y * (rowBytes + 1);
    if (raw[base] !== 0) throw new Error('expected filter type None');
    return ((raw[base + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1) === 0;
  };
  const count = width / scale - 2 * quiet;
  return Array.from({ length: count }, (_, r) =>
    Array.from({ length: count }, (_, c) =>
      dark((quiet + c) * scale + scale / 2, (quiet + r) * scale + scale / 2),
    ),
  );
}
