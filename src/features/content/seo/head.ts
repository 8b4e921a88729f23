import { paramsAt } from '@/domain/route-addresses';
import { findPublishedArticle } from '@/content/articles';
import { renderHeadHtml, renderPrivateHeadHtml, type PageMeta } from './page-meta';
import { paymentPageMeta } from './payment-meta';
import { privateFrameTitle } from './private-frame-meta';
import { articleMeta } from './article-meta';
import { staticPageAt, staticPageMeta } from './route-meta';
import { structuredDataFor } from './structured-data';
import { ROUTES } from '@/domain/routes';

/**
 * Head data of a prerendered path (src/app/public-paths.ts PRERENDER_PATHS). Here, not in
 * route-meta.ts, because it needs the article index: the home page's first load does not.
 */
export function prerenderMeta(path: string): PageMeta {
  const detail = paramsAt('article', path);
  if (detail) {
    const article = findPublishedArticle(detail.id);
    if (!article) throw new Error(`[prerender] no published article for ${path}`);
    return articleMeta(article);
  }
  // The payment page's frame.
  if (path === ROUTES.payment.path) return paymentPageMeta();
  const page = staticPageAt(path);
  if (!page) throw new Error(`[prerender] no head data for ${path}`);
  return staticPageMeta(page);
}

/** `<head>` tags of a prerendered path, its JSON-LD included (a private frame: title only). */
export function headTagsFor(path: string, siteDomain: string): string {
  const frameTitle = privateFrameTitle(path);
  if (frameTitle !== undefined) return renderPrivateHeadHtml(frameTitle);
  const meta = prerenderMeta(path);
  return renderHeadHtml(meta, siteDomain, structuredDataFor(path, siteDomain, meta.description));
}
