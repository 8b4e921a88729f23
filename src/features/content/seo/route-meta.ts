import { t } from '@/i18n';
import { findPublishedArticle } from '@/content/articles';
import type { Article } from '@/content/types';
import type { PageMeta } from './page-meta';

type StaticPage =
  | 'home'
  | 'download'
  | 'guide'
  | 'help'
  | 'article'
  | 'search'
  | 'consultation'
  | 'cooperation'
  | 'activity';

const PATHS: Record<StaticPage, string> = {
  home: '/',
  download: '/download',
  guide: '/guide',
  help: '/help',
  article: '/article',
  search: '/search',
  consultation: '/consultation',
  cooperation: '/cooperation',
  activity: '/activity',
};

const siteName = () => t('content:meta.siteName');

/** Title and description of a page whose copy lives in the `content:meta` resources. */
export function staticPageMeta(page: StaticPage, path: string = PATHS[page]): PageMeta {
  return {
    title: t(`content:meta.${page}.title`),
    description: t(`content:meta.${page}.description`),
    path,
    siteName: siteName(),
  };
}

export function articleMeta(article: Article): PageMeta {
  return {
    title: `${article.title}${t('content:meta.titleSuffix')}`,
    description: article.summary,
    path: `/n/${article.id}`,
    type: 'article',
    publishedDate: article.date,
    siteName: siteName(),
  };
}

/** Head data of a prerendered path (src/app/public-paths.ts PRERENDER_PATHS). */
export function prerenderMeta(path: string): PageMeta {
  const detail = /^\/n\/([^/]+)$/.exec(path);
  if (detail) {
    const article = findPublishedArticle(decodeURIComponent(detail[1] ?? ''));
    if (!article) throw new Error(`[prerender] no published article for ${path}`);
    return articleMeta(article);
  }
  const page = (Object.keys(PATHS) as StaticPage[]).find((key) => PATHS[key] === path);
  if (!page) throw new Error(`[prerender] no head data for ${path}`);
  return staticPageMeta(page);
}
