/**
 * The download page's QR code, drawn by the build: `import downloadQr from 'virtual:download-qr'`
 * gives the QrDrawing of the phone site's download page for the build's VITE_SITE_DOMAIN. Its URL
 * is fixed when the app is built, and encoding it in the browser would be the largest task of the
 * page's hydration (docs/decisions/0008-first-load-budget.md); the QR library stays out of the
 * page's code too.
 */
import type { Plugin } from 'vite';
import { downloadQrValue, drawQr } from '../src/features/content/lib/qr-drawing.ts';
import { siteDomainOf } from './build-env.ts';

export const DOWNLOAD_QR_MODULE = 'virtual:download-qr';
const RESOLVED_ID = `\0${DOWNLOAD_QR_MODULE}`;

export function downloadQrPlugin(): Plugin {
  let siteDomain = siteDomainOf({});
  return {
    name: 'download-qr',
    configResolved(config) {
      siteDomain = siteDomainOf(config.env);
    },
    resolveId(id) {
      return id === DOWNLOAD_QR_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(drawQr(downloadQrValue(siteDomain)))};\n`;
    },
  };
}
