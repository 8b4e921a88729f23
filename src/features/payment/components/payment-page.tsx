import { lazy, Suspense, useState } from 'react';
import { usePrefetchQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { promotionConfigQueryOptions, unionProductListQueryOptions } from '@/api/queries';
import type { Package, PaymentConf, Timed } from '@/api/types';
import { QUERY_PARAM, SUBSCRIPTION_QUERY_VALUE } from '@/shared/constants';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { useIsPayHidden } from '@/shared/session/hide-pay';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { Spinner } from '@/shared/ui/spinner';
import { usePaymentGate } from '../hooks';
import { groupByLine, lineFromQuery, type PackageLine } from '../model/catalog';
import { availableChannels, payEnvironment } from '../model/channels';
import { useCheckout } from '../use-checkout';
import { ShieldIcon } from './channel-logo';
import { ComparisonTable, PurchaseNotices } from './compare-and-notices';
import { LineTabs, panelId, tabId } from './line-tabs';
import { PackageCard } from './package-card';
import { PromotionBanner } from './promotion-banner';
import styles from './payment-page.module.css';

// Radix (the dialogs) is fetched on the first sign of intent to buy, never with the page itself.
const loadDialogs = () => import('./purchase-dialogs');
const PurchaseDialogs = lazy(loadDialogs);
const preloadDialogs = () => void loadDialogs();

function PaymentPage() {
  const { t } = useTranslation('payment');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const gate = usePaymentGate();
  // Asked for together with the web config, not after it: on a slow network each waits a round
  // trip less. The list has this one observer (the catalog gets it), so a failure is never
  // fetched again by a second one mounting later; the promotion config never fails (defaults).
  const list = useQuery(unionProductListQueryOptions());
  usePrefetchQuery(promotionConfigQueryOptions());

  if (gate.status === 'loading') {
    return (
      <div className={styles.center}>
        <Spinner size={32} label={t('gate.loading')} />
      </div>
    );
  }
  if (gate.status === 'closed') {
    return (
      <section className={styles.closed} aria-labelledby="payment-closed-heading">
        <h1 id="payment-closed-heading" className={styles.closedTitle}>
          {t('gate.closedTitle')}
        </h1>
        <EmptyState
          message={t('gate.closed')}
          action={<LinkButton to="/">{t('gate.home')}</LinkButton>}
        />
      </section>
    );
  }
  return <PaymentCatalog conf={gate.conf} list={list} />;
}

type ProductList = UseQueryResult<Timed<{ list: Package[] }>, unknown>;

function PaymentCatalog({ conf, list }: { conf: PaymentConf; list: ProductList }) {
  const { t } = useTranslation('payment');
  const [searchParams] = useSearchParams();
  const assetQuery = searchParams.get(QUERY_PARAM.assetType);
  const [line, setLine] = useState<PackageLine>(() => lineFromQuery(assetQuery));
  // The avatar menu links to /payment?t=… from /payment too: a new `t` picks its tab again
  // (state adjusted during render, not in an effect).
  const [seenAssetQuery, setSeenAssetQuery] = useState(assetQuery);
  if (assetQuery !== seenAssetQuery) {
    setSeenAssetQuery(assetQuery);
    setLine(lineFromQuery(assetQuery));
  }
  const hideBuy = useIsPayHidden();
  const subscription = searchParams.get(QUERY_PARAM.subscription) === SUBSCRIPTION_QUERY_VALUE;
  const [env] = useState(() => payEnvironment(navigator.userAgent));
  const channels = availableChannels(conf.payment_methods, env);
  const checkout = useCheckout({ env, subscription });
  const groups = groupByLine(list.data?.data.list ?? []);
  const tiers = groups[line];

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 className={styles.heroTitle}>{t('hero.heading')}</h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          <PromotionBanner />
          {subscription && <p className={styles.subscription}>{t('hero.subscription')}</p>}
          <ul className={styles.trust}>
            {(['official', 'secure', 'invoice', 'service'] as const).map((key) => (
              <li key={key}>
                <ShieldIcon size={16} />
                {t(`trust.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </header>

      <div className={styles.body}>
        <LineTabs value={line} onChange={setLine} />
        <div
          id={panelId(line)}
          role="tabpanel"
          aria-labelledby={tabId(line)}
          className={styles.panel}
          aria-busy={list.isPending || undefined}
        >
          {list.isPending ? (
            <div className={`${styles.center} ${styles.tiersLoading}`}>
              <Spinner size={28} label={t('gate.loading')} />
            </div>
          ) : list.isError ? (
            <EmptyState
              message={t('card.loadFailed')}
              action={
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  {t('gate.retry')}
                </Button>
              }
            />
          ) : tiers.length === 0 ? (
            <EmptyState message={t('card.empty')} />
          ) : (
            <div className={styles.grid} data-count={tiers.length}>
              {tiers.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  line={line}
                  hideBuy={hideBuy}
                  busy={checkout.preparingId === pkg.id}
                  onBuy={checkout.buy}
                  onIntent={preloadDialogs}
                />
              ))}
            </div>
          )}
        </div>
        <ComparisonTable />
        <PurchaseNotices />
      </div>

      {checkout.state.kind !== 'idle' && (
        <Suspense fallback={null}>
          <PurchaseDialogs checkout={checkout} channels={channels} env={env} />
        </Suspense>
      )}
    </div>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { PaymentPage as Component };
