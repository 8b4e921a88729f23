import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { invoiceHistoryQueryOptions } from '@/api/queries/account';
import type { Invoice } from '@/api/types';
import { InvoiceState } from '@/shared/enums';
import { formatDateTime, formatPrice } from '@/shared/format';
import { AnchorButton } from '@/shared/ui/link-button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { Pagination } from '../pagination';
import { PAGE_SIZE, pageFromSearch } from '../paging';
import { ProfilePage } from '../profile-page';
import { QueryState } from '../query-state';
import { useLastPageRedirect } from '../use-last-page-redirect';
import base from '../profile.module.css';
import styles from './history.module.css';
import { ROUTES } from '@/domain/routes';

const STATE: Record<InvoiceState, { key: 'applied' | 'issued' | 'failed'; tone: string }> = {
  [InvoiceState.Applied]: { key: 'applied', tone: 'warning' },
  [InvoiceState.Issued]: { key: 'issued', tone: 'success' },
  [InvoiceState.Failed]: { key: 'failed', tone: 'danger' },
};

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('profile');
  const state = STATE[invoice.state] ?? STATE[InvoiceState.Applied];
  const amount = formatPrice(invoice.amount);
  const downloadUrl = invoice.state === InvoiceState.Issued ? invoice.download_url : undefined;
  return (
    <li className={styles.row}>
      <div className={styles.title}>
        <span className={styles.titleText}>{invoice.title}</span>
        {invoice.state === InvoiceState.Failed && (
          <span className={base.small}>{t('history.failedHint')}</span>
        )}
      </div>
      <span className={styles.amount}>{amount}</span>
      <span className={styles.date}>{formatDateTime(invoice.created_at)}</span>
      <span className={`${base.tag} ${styles.state}`} data-tone={state.tone}>
        {t(`history.state.${state.key}`)}
      </span>
      <span className={downloadUrl ? styles.action : `${styles.action} ${styles.actionNone}`}>
        {downloadUrl ? (
          <AnchorButton
            variant="text"
            size="sm"
            href={downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            download
            aria-label={t('history.downloadLabel', { title: invoice.title, amount })}
          >
            {t('history.download')}
          </AnchorButton>
        ) : (
          <span className={styles.none} aria-hidden="true">
            —
          </span>
        )}
      </span>
    </li>
  );
}

/** /profile/invoicing-history: every application with its state; the PDF once issued. */
function InvoicingHistoryPage() {
  const { t } = useTranslation('profile');
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const history = useQuery({
    ...invoiceHistoryQueryOptions({ page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useLastPageRedirect(page, history.isPlaceholderData ? undefined : history.data?.total);
  return (
    <ProfilePage heading={t('history.heading')} lead={t('history.lead')}>
      <QueryState query={history}>
        {(data) =>
          data.total === 0 ? (
            <div className={base.card}>
              <EmptyState
                message={t('history.empty')}
                action={
                  <LinkButton to={ROUTES.profileInvoices.path}>{t('history.goApply')}</LinkButton>
                }
              />
            </div>
          ) : (
            <section className={base.card} aria-label={t('history.tableLabel')}>
              <div className={styles.head} aria-hidden="true">
                <span>{t('history.columns.title')}</span>
                <span className={styles.amount}>{t('history.columns.amount')}</span>
                <span>{t('history.columns.createdAt')}</span>
                <span className={styles.state}>{t('history.columns.state')}</span>
                <span className={styles.action}>{t('history.columns.action')}</span>
              </div>
              <ul className={styles.rows} aria-busy={history.isFetching || undefined}>
                {data.list.map((invoice) => (
                  <InvoiceRow key={invoice.invoice_id} invoice={invoice} />
                ))}
              </ul>
              <Pagination page={page} total={data.total} />
            </section>
          )
        }
      </QueryState>
    </ProfilePage>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { InvoicingHistoryPage as Component };
