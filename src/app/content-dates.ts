/**
 * The day the content of a public page last changed, where its content file records one: an
 * article's publication date, the newest article for the list, an agreement's revision date. The
 * sitemap's `<lastmod>` (scripts/vite-plugin-sitemap.ts) uses it, and the build date for every
 * other page (docs/decisions/0010-prerendered-marketing-pages.md). Plain data with relative
 * imports only, like public-paths.ts, so that build scripts can import it.
 */
import { paramsAt } from '../domain/route-addresses.ts';
import { PRIVACY_POLICY } from '../content/agreements/privacy-policy.ts';
import { USER_AGREEMENT } from '../content/agreements/user-agreement.ts';
import { findPublishedArticle, PUBLISHED_ARTICLES } from '../content/articles.ts';
import { ROUTES } from '../domain/routes.ts';

const DATED_PAGES: Readonly<Record<string, string | undefined>> = {
  // PUBLISHED_ARTICLES is newest first: the list changes when an article is published.
  [ROUTES.articles.path]: PUBLISHED_ARTICLES[0]?.date,
  [ROUTES.agreementUser.path]: USER_AGREEMENT.updated,
  [ROUTES.agreementPrivacy.path]: PRIVACY_POLICY.updated,
};

/** `YYYY-MM-DD`, or undefined when no content file dates the page at `path`. */
export function contentDateOf(path: string): string | undefined {
  const article = paramsAt('article', path);
  if (article) return findPublishedArticle(article.id)?.date;
  return DATED_PAGES[path];
}
