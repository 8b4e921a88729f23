/**
 * The day the content of a public page last changed, where its content file records one: an
 * article's publication date, the newest article for the list, an agreement's revision date. The
 * sitemap's `<lastmod>` (scripts/vite-plugin-sitemap.ts) uses it, and the build date for every
 * other page (docs/decisions/0010-prerendered-marketing-pages.md). Plain data with relative
 * imports only, like public-paths.ts, so that build scripts can import it.
 */
import { PRIVACY_POLICY } from '../content/agreements/privacy-policy.ts';
import { USER_AGREEMENT } from '../content/agreements/user-agreement.ts';
import { findPublishedArticle, PUBLISHED_ARTICLES } from '../content/articles.ts';

const DATED_PAGES: Readonly<Record<string, string | undefined>> = {
  // PUBLISHED_ARTICLES is newest first: the list changes when an article is published.
  '/article': PUBLISHED_ARTICLES[0]?.date,
  '/agreement/user': USER_AGREEMENT.updated,
  '/agreement/privacy': PRIVACY_POLICY.updated,
};

/** `YYYY-MM-DD`, or undefined when no content file dates the page at `path`. */
export function contentDateOf(path: string): string | undefined {
  const articleId = /^\/n\/([^/]+)$/.exec(path)?.[1];
  if (articleId !== undefined) return findPublishedArticle(decodeURIComponent(articleId))?.date;
  return DATED_PAGES[path];
}
