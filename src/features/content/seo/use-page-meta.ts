import { useEffect } from 'react';
import { env } from '@/shared/config/env';
import type { PageMeta } from './page-meta';

type HeadTags = typeof import('../seo/page-meta');
let headTags: Promise<HeadTags> | undefined;

/**
 * The head-tag code loads with the first page that needs it, not with the landing page (whose
 * prerendered HTML has its tags already). One shared promise: the removals and applications of
 * quick successive pages run in the order they were asked for.
 */
function withHeadTags(run: (module: HeadTags) => void): void {
  headTags ??= import('../seo/page-meta');
  headTags.then(run).catch((error: unknown) => {
    headTags = undefined;
    console.warn('[page-meta] could not update the head tags', error);
  });
}

/**
 * Applies a page's head tags in the browser (client-side navigation; a prerendered page already
 * has them) and drops its canonical/Open Graph tags when the page is left.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, type, publishedDate, siteName } = meta;
  useEffect(() => {
    // A page left before the code arrived must not set its title over the next page's.
    let shown = true;
    withHeadTags(({ applyPageMeta }) => {
      if (shown) {
        applyPageMeta({ title, description, path, type, publishedDate, siteName }, env.siteDomain);
      }
    });
    return () => {
      shown = false;
      withHeadTags(({ removePageMeta }) => removePageMeta());
    };
  }, [title, description, path, type, publishedDate, siteName]);
}
