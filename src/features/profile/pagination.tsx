import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ChevronIcon } from '@/shared/ui/icons';
import { pageCount, pageItems, searchWithPage, PAGE_SIZE } from './paging';
import styles from './pagination.module.css';

/** Pager for the profile lists; pages are links (`?page=N`), so Back and reload keep the page. */
export function Pagination({
  page,
  total,
  pageSize = PAGE_SIZE,
}: {
  page: number;
  total: number;
  pageSize?: number;
}) {
  const { t } = useTranslation('profile');
  const { pathname, search } = useLocation();
  const count = pageCount(total, pageSize);
  if (total <= 0) return null;
  const href = (n: number) => ({ pathname, search: searchWithPage(search, n) });
  return (
    <nav className={styles.pager} aria-label={t('paging.label')}>
      <span className={styles.summary}>{t('paging.summary', { total })}</span>
      {count > 1 && (
        <ul className={styles.list}>
          <li>
            {page > 1 ? (
              <Link className={styles.step} to={href(page - 1)} aria-label={t('paging.previous')}>
                <ChevronIcon direction="left" size={16} />
              </Link>
            ) : (
              <span className={styles.step} aria-hidden="true" data-disabled="">
                <ChevronIcon direction="left" size={16} />
              </span>
            )}
          </li>
          {pageItems(page, count).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  className={styles.page}
                  to={href(item)}
                  aria-label={t('paging.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < count ? (
              <Link className={styles.step} to={href(page + 1)} aria-label={t('paging.next')}>
                <ChevronIcon direction="right" size={16} />
              </Link>
            ) : (
              <span className={styles.step} aria-hidden="true" data-disabled="">
                <ChevronIcon direction="right" size={16} />
              </span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
