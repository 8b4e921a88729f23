import { findPublishedArticle } from '@/content/articles';
import { loadNamespaces } from '@/i18n';
import { paramsAt } from '@/domain/route-addresses';
import { ROUTE_LIST, ROUTES } from '@/domain/routes';
import type { PageMeta } from '@/features/content/seo/page-meta';
import { paymentPageMeta } from '@/features/content/seo/payment-meta';
import { articleMeta } from '@/features/content/seo/article-meta';
import { staticPageMeta } from '@/features/content/seo/route-meta';

/** What a WeChat chat or Moments post shows for a shared page. */
export interface ShareCard {
  title: string;
  desc: string;
  /** The page's canonical URL. */
  link: string;
  /** Absolute URL of the page's Open Graph image. */
  imgUrl: string;
}

/**
 * Head data of the pages worth sharing (the route table's `share` fact; docs/product-rules.md §2:
 * home, download, payment, the article list and the published articles) — the same as their head tags
 * (src/features/content/seo/head.ts), so the copy lives in one place.
 */
function shareWorthyMeta(path: string): PageMeta | undefined {
  const route = ROUTE_LIST.find((r) => r.share && r.path === path);
  if (route?.head) return staticPageMeta(route.head);
  if (route?.id === 'payment') return paymentPageMeta();
  const article = paramsAt('article', path);
  const published = article && findPublishedArticle(article.id);
  return published ? articleMeta(published) : undefined;
}

/**
 * The share card of the page at `pathname`: title, description, canonical URL and Open Graph image
 * of its head tags. Any other page (profile, workbench, help, an unknown article…) shares the home
 * page's card: a friend who opens it lands on the product, not on a login wall or a page taken out
 * of its context.
 */
export async function shareCardFor(pathname: string, siteDomain: string): Promise<ShareCard> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const [{ canonicalUrl, ogImageUrl }] = await Promise.all([
    // Imported here, not statically: the pages load it lazily too (use-page-meta.ts), and a static
    // import would make it a shared chunk that every content page's first load points at.
    import('@/features/content/seo/page-meta'),
    loadNamespaces(
      path === ROUTES.payment.path
        ? ['content', 'content.pages', 'payment']
        : ['content', 'content.pages'],
    ),
  ]);
  const meta = shareWorthyMeta(path) ?? staticPageMeta('home');
  return {
    title: meta.title,
    desc: meta.description,
    link: canonicalUrl(meta.path, siteDomain),
    imgUrl: ogImageUrl(siteDomain),
  };
}
