/** Paging of the profile lists (orders, invoices): the page lives in the URL (`?page=2`). */
export const PAGE_SIZE = 10;
const PAGE_PARAM = 'page';

/** Pages needed for `total` items (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` moved into [1, count]; anything unparsable is page 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** The page of a query string: `?page=3` → 3; missing, zero, negative or junk → 1. */
export function pageFromSearch(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(PAGE_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

/** The query string for `page`, other parameters kept; page 1 drops the parameter. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type PageItem = number | 'gap';

/**
 * The buttons of a pager: first and last page always, `siblings` pages each side of the current
 * one, and a gap where pages are left out — but never a gap that hides a single page.
 * (1, 10) → [1, 2, 'gap', 10]; (5, 10) → [1, 'gap', 4, 5, 6, 'gap', 10].
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  const last = Math.max(1, count);
  const page = clampPage(current, last);
  const slots = 2 * siblings + 5; // first, last, current, siblings and two gaps
  if (last <= slots) return Array.from({ length: last }, (_, i) => i + 1);
  let from = Math.max(2, page - siblings);
  let to = Math.min(last - 1, page + siblings);
  // Keep the same number of buttons near the ends instead of shrinking the window.
  if (from <= 3) {
    from = 2;
    to = Math.max(to, 2 + 2 * siblings + 1);
  }
  if (to >= last - 2) {
    to = last - 1;
    from = Math.min(from, last - 1 - 2 * siblings - 1);
  }
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < last - 1) items.push('gap');
  items.push(last);
  return items;
}
