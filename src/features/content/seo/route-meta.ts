import { t } from '@/i18n';
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
  | 'activity'
  | 'agreementUser'
  | 'agreementPrivacy';

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
  agreementUser: '/agreement/user',
  agreementPrivacy: '/agreement/privacy',
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

/** The visitor page served at `path`, if it is one of the static ones. */
export function staticPageAt(path: string): StaticPage | undefined {
  return (Object.keys(PATHS) as StaticPage[]).find((key) => PATHS[key] === path);
}
