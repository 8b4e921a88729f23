import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageCount, searchWithPage } from './paging';

/**
 * A page past the end (an old link, the last item removed elsewhere) moves to the last page.
 * `total` is the list's total once the current page's own answer is in (not placeholder data).
 */
export function useLastPageRedirect(page: number, total: number | undefined): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total);
    if (page > last) void navigate({ search: searchWithPage(search, last) }, { replace: true });
  }, [total, page, search, navigate]);
}
