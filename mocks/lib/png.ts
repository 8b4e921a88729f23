/**
 * PNGs of payment codes for the mock: `qrPng` is a real, scannable QR code (the pay dialog's code,
 * which leads to the mock cashier: mocks/README.md "A phone on the local network"); `qrLikePng` a
 * QR-like pattern (finder, timing and alignment patterns, pseudo-random data modules seeded by the
 * text) for codes nothing can pay with.
 */
import { encode } from 'uqr';

const MODULES = 25; // a version-2 symbol (the QR-like pattern)
const QUIET = 4;
const SCALE = 6;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): Uint8Array {
  return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data]);
  return concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** zlib stream made of stored (uncompressed) deflate blocks: valid, and needs no compressor. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const block = raw.subarray(offset, Math.min(raw.length, offset + 65535));
    const last = offset + 65535 >= raw.length ? 1 : 0;
    const len = block.length;
    parts.push(
      new Uint8Array([last, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff]),
      block,
    );
    if (last) break;
  }
  parts.push(u32(adler32(raw)));
  return concat(parts);
}

function seededRandom(text: string): () => number {
  let seed = 2166136261;
  for (const ch of text) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 0x1_0000_0000;
  };
}

function qrLikeModules(text: string): boolean[][] {
  const dark: boolean[][] = Array.from({ length: MODULES }, () =>
    Array<boolean>(MODULES).fill(false),
  );
  const reserved: boolean[][] = Array.from({ length: MODULES }, () =>
    Array<boolean>(MODULES).fill(false),
  );
  const set = (r: number, c: number, on: boolean) => {
    const row = dark[r];
    const res = reserved[r];
    if (!row || !res || c < 0 || c >= MODULES) return;
    row[c] = on;
    res[c] = true;
  };
  const finder = (top: number, left: number) => {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        if (top + r >= 0 && left + c >= 0) set(top + r, left + c, ring !== 2 && ring !== 4);
      }
    }
  };
  finder(0, 0);
  finder(0, MODULES - 7);
  finder(MODULES - 7, 0);
  for (let i = 8; i < MODULES - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const align = MODULES - 7;
  for (let r = -2; r <= 2; r++) {
    for (let c = -2; c <= 2; c++)
      set(align + r, align + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
  }
  const random = seededRandom(text);
  for (let r = 0; r < MODULES; r++) {
    for (let c = 0; c < MODULES; c++) {
      const row = dark[r];
      if (row && !reserved[r]?.[c]) row[c] = random() < 0.5;
    }
  }
  return dark;
}

/** PNG bytes (1-bit greyscale) of a module matrix (true = dark), with a quiet zone around it. */
function modulesPng(modules: boolean[][]): Uint8Array<ArrayBuffer> {
  const count = modules.length;
  const size = (count + 2 * QUIET) * SCALE;
  const rowBytes = Math.ceil(size / 8);
  const raw = new Uint8Array((rowBytes + 1) * size);
  for (let y = 0; y < size; y++) {
    const base = y * (rowBytes + 1); // raw[base] = 0: filter type None
    const mr = Math.floor(y / SCALE) - QUIET;
    for (let x = 0; x < size; x++) {
      const mc = Math.floor(x / SCALE) - QUIET;
      const isDark = modules[mr]?.[mc] ?? false;
      if (!isDark) raw[base + 1 + (x >> 3)]! |= 0x80 >> (x & 7); // 1 = white in greyscale
    }
  }
  const ihdr = concat([u32(size), u32(size), new Uint8Array([1, 0, 0, 0, 0])]);
  const png = concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png);
}

/** PNG bytes (1-bit greyscale) of a QR-like code for `text`. */
function qrLikePng(text: string): Uint8Array<ArrayBuffer> {
  return modulesPng(qrLikeModules(text));
}

/**
 * PNG bytes of a scannable QR code of `text` (error correction M, a 4-module quiet zone, 6 pixels a
 * module).
 */
export function qrPng(text: string): Uint8Array<ArrayBuffer> {
  return modulesPng(encode(text, { ecc: 'M', border: 0 }).data);
}

export function qrLikePngDataUrl(text: string): string {
  let binary = '';
  for (const byte of qrLikePng(text)) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
