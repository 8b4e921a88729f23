import { encode } from 'uqr';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import downloadQr from 'virtual:download-qr';
import { DOWNLOAD_QR_MODULE, downloadQrPlugin } from '../../../scripts/vite-plugin-download-qr.ts';
import { downloadQrValue, drawQr } from '@/features/content/lib/qr-drawing';

/** The virtual module the plugin serves for a build with `env`. */
function builtModule(env: Record<string, string>): unknown {
  const plugin = downloadQrPlugin() as unknown as {
    configResolved: (config: ResolvedConfig) => void;
    resolveId: (id: string) => string | undefined;
    load: (id: string) => string | undefined;
  };
  plugin.configResolved({ env } as unknown as ResolvedConfig);
  const id = plugin.resolveId(DOWNLOAD_QR_MODULE);
  expect(id).toBeDefined();
  const code = plugin.load(id!) ?? '';
  expect(code).toMatch(/^export default \{/);
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as unknown;
}

describe('the download page QR code, drawn by the build', () => {
  it('draws one square per dark module of the code, on a side of its size', () => {
    const value = 'https://m.example-retouch.cn/download';
    const qr = encode(value, { ecc: 'M', border: 2 });
    const drawing = drawQr(value);
    expect(drawing.value).toBe(value);
    expect(drawing.modules).toBe(qr.size);
    const squares = [...drawing.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [
      Number(x),
      Number(y),
    ]);
    const dark = qr.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [[x, y]] : [])));
    expect(squares).toEqual(dark);
    expect(drawing.path).toBe(squares.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join(''));
  });

  it("encodes the phone site's download page of the build's domain", () => {
    expect(builtModule({ VITE_SITE_DOMAIN: 'retouch.example' })).toEqual(
      drawQr('https://m.retouch.example/download'),
    );
    expect(builtModule({})).toEqual(drawQr(downloadQrValue('example-retouch.cn')));
  });

  it('is what the page imports', () => {
    expect(downloadQr).toEqual(drawQr(downloadQrValue('example-retouch.cn')));
  });
});
