import { hrefOf } from '@/domain/route-addresses';
import type { Article } from '@/content/types';
import { t } from '@/i18n';
import type { PageMeta } from './page-meta';
import { siteName } from './route-meta';

/** Head data of an article's page (apart from route-meta.ts: the landing page's first load does not need it). */
export function articleMeta(article: Article): PageMeta {
  return {
    title: `${article.title}${t('content:meta.titleSuffix')}`,
    description: article.summary,
    path: hrefOf('article', { id: article.id }),
    type: 'article',
    publishedDate: article.date,
    siteName: siteName(),
  };
}
