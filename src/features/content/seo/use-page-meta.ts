import { useEffect } from 'react';
import { env } from '@/shared/config/env';
import { applyPageMeta, removePageMeta, type PageMeta } from './page-meta';

/**
 * Applies a page's head tags in the browser (client-side navigation; a prerendered page already
 * has them) and drops its canonical/Open Graph tags when the page is left.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, type, publishedDate, siteName } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, path, type, publishedDate, siteName }, env.siteDomain);
    return () => removePageMeta();
  }, [title, description, path, type, publishedDate, siteName]);
}
