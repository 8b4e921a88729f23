import type { Plugin } from 'vite';
import { contentDateOf } from '../src/app/content-dates.ts';
import { PUBLIC_PATHS } from '../src/app/public-paths.ts';

/**
 * The day of the build in Asia/Shanghai (the content files' time zone), `YYYY-MM-DD`. A build with
 * SOURCE_DATE_EPOCH set (reproducible builds) uses that moment instead of the clock.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const at = env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now;
  // en-CA formats a date as YYYY-MM-DD.
  return at.toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
}

/**
 * The sitemap of `paths` on `origin`. `<lastmod>` is the day the page's content last changed where
 * a content file records it (src/app/content-dates.ts), else `buildDay`: the page's copy ships
 * with the build, so it is at most that old (docs/decisions/0010-prerendered-marketing-pages.md).
 */
export function sitemapXml(origin: string, paths: readonly string[], buildDate: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map(
      (path) =>
        `  <url><loc>${origin}${path}</loc><lastmod>${contentDateOf(path) ?? buildDate}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** Writes /sitemap.xml and /robots.txt for the configured site domain (and serves them in dev). */
export function sitemapPlugin(): Plugin {
  let origin = 'https://www.example-retouch.cn';
  const sitemap = () => sitemapXml(origin, PUBLIC_PATHS, buildDay());
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
