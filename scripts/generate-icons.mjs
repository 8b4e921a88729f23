#!/usr/bin/env node
// Writes the raster icons of public/ from public/favicon.svg (`npm run icons`; run it again after
// changing the SVG, and commit the files): favicon.ico (16, 32 and 48 px PNGs in an ICO container,
// for browsers and crawlers that ask for /favicon.ico), apple-touch-icon.png (180 px, square: iOS
// rounds the corners itself and would show the SVG's transparent corners black) and the web app
// manifest's icon-192.png and icon-512.png. The SVG is drawn by the machine's Chromium (Playwright,
// as the e2e suite uses it): no image library is needed, and the build does not depend on one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_BIN || '/usr/bin/chromium';

/**
 * An ICO file holding PNG images (Windows Vista's format, read by every browser): a 6-byte header,
 * one 16-byte directory entry per image, then the PNG files as they are.
 */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The SVG drawn at `size` × `size` px as PNG, transparent where the SVG draws nothing. */
async function rasterize(page, svg, size) {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block}</style><img width="${size}" height="${size}" src="${src}">`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  return page.locator('img').screenshot({ omitBackground: true });
}

async function main() {
  // Loaded here, not at the top: the unit test of icoFromPngs does not need a browser.
  const { chromium } = await import('@playwright/test');
  const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
  const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
  // The backdrop without its rounded corners (the only `rx` of the file), for the square icon.
  const square = svg.replace(/ rx="[\d.]+"/, '');
  if (square === svg) throw new Error('favicon.svg: no rounded backdrop (rx) to square off');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const ico = [];
    for (const size of [16, 32, 48]) ico.push({ size, png: await rasterize(page, svg, size) });
    writeFileSync(join(PUBLIC, 'favicon.ico'), icoFromPngs(ico));
    writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await rasterize(page, square, 180));
    for (const size of [192, 512])
      writeFileSync(join(PUBLIC, `icon-${size}.png`), await rasterize(page, svg, size));
  } finally {
    await browser.close();
  }
  console.log('wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png in public/');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
