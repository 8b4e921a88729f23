import type { Plugin } from 'vite';
import { PUBLIC_PATHS } from '../src/app/public-paths.ts';

/** Writes /sitemap.xml and /robots.txt for the configured site domain (and serves them in dev). */
export function sitemapPlugin(): Plugin {
  let origin = 'https://www.example-retouch.cn';
  const sitemap = () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  const robots = () =>
    `User-agent: *\nAllow: /\nDisallow: /profile\nDisallow: /workbench\nDisallow: /payment/success\nSitemap: ${origin}/sitemap.xml\n`;
  return {
    name: 'sitemap',
    configResolved(config) {
      const domain = (config.env.VITE_SITE_DOMAIN as string | undefined) ?? 'example-retouch.cn';
      origin = `https://www.${domain}`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === '/sitemap.xml') {
          res.setHeader('Content-Type', 'application/xml; charset=utf-8');
          res.end(sitemap());
        } else if (req.url === '/robots.txt') {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(robots());
        } else next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap() });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots() });
    },
  };
}
