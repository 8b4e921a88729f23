import { t } from '@/i18n/index';
import type { PageMeta } from './page-meta';
import { ROUTE_LIST, type HeadKey } from '@/domain/routes';

type StaticPage = HeadKey;

/** Each head key's page: its route's path in the route table. */
const pathOf = (page: StaticPage): string => ROUTE_LIST.find((route) => route.head === page)!.path;

export const siteName = () => t('content:meta.siteName');

/** Title and description of a page whose copy lives in the `content:meta` resources. */
export function staticPageMeta(page: StaticPage, path: string = pathOf(page)): PageMeta {
  return {
    title: t(`content:meta.${page}.title`),
    description: t(`content:meta.${page}.description`),
    path,
    siteName: siteName(),
  };
}

/** The visitor page served at `path`, if it is one of the static ones. */
export function staticPageAt(path: string): StaticPage | undefined {
  return ROUTE_LIST.find((route) => route.path === path)?.head;
}
