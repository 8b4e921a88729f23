import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { icoFromPngs } from '../../../scripts/generate-icons.mjs';

const PUBLIC = join(process.cwd(), 'public');

/** Width and height of a PNG file (its IHDR chunk). */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('the ICO container of scripts/generate-icons.mjs', () => {
  it('lists each PNG with its size, length and offset, then holds it unchanged', () => {
    const small = Buffer.from('first png');
    const large = Buffer.from('second, longer png');
    const ico = icoFromPngs([
      { size: 16, png: small },
      { size: 256, png: large },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const entry = (i: number) => {
      const at = 6 + 16 * i;
      return {
        width: ico.readUInt8(at),
        bitsPerPixel: ico.readUInt16LE(at + 6),
        length: ico.readUInt32LE(at + 8),
        offset: ico.readUInt32LE(at + 12),
      };
    };
    expect(entry(0)).toEqual({ width: 16, bitsPerPixel: 32, length: small.length, offset: 38 });
    // 256 px is written as 0, as the format wants.
    expect(entry(1)).toMatchObject({ width: 0, length: large.length, offset: 38 + small.length });
    expect(ico.subarray(38, 38 + small.length)).toEqual(small);
    expect(ico.subarray(38 + small.length)).toEqual(large);
  });
});

describe('the committed icons (public/)', () => {
  it('favicon.ico holds 16, 32 and 48 px PNGs', () => {
    const ico = readFileSync(join(PUBLIC, 'favicon.ico'));
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
      const at = 6 + 16 * i;
      const offset = ico.readUInt32LE(at + 12);
      return pngSize(ico.subarray(offset, offset + ico.readUInt32LE(at + 8)));
    });
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });

  it('the manifest names files that exist, at the sizes it says', () => {
    const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string; sizes: string; type: string }[];
    };
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const png = readFileSync(join(PUBLIC, icon.src));
      expect(pngSize(png).join('x'), icon.src).toBe(icon.sizes);
    }
    expect(pngSize(readFileSync(join(PUBLIC, 'apple-touch-icon.png')))).toEqual([180, 180]);
  });
});
