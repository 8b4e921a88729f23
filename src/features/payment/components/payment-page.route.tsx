import { Suspense, useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Package, PaymentConf, Timed } from '@/api/types';
import { QUERY_PARAM, SUBSCRIPTION_QUERY_VALUE } from '@/shared/constants';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { useHydrated } from '@/shared/hooks/use-hydrated';
import { afterLoadWhenIdle } from '@/shared/idle';
import { loadAhead } from '@/shared/load-ahead';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { preloadable } from '@/shared/ui/preloadable';
import { LinkButton } from '@/shared/ui/link-button';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { usePaymentData } from '../use-payment-data';
import { groupByLine, lineFromQuery, type PackageLine } from '../model/catalog';
import { availableChannels, payEnvironment } from '../model/channels';
import { useCheckout } from '../use-checkout';
import { ShieldIcon } from './channel-logo';
import { ComparisonTable, PurchaseNotices } from './compare-and-notices';
import { LineTabs, panelId, tabId } from './line-tabs';
import { PackageCard, PackageCardSkeleton } from './package-card';
import { PromotionBanner } from './promotion-banner';
import styles from './payment-page.module.css';
import { ROUTES } from '@/domain/routes';

// Radix (the dialogs) is never fetched with the page itself: once buy buttons show and the page
// is idle, or at the first sign of intent to buy, whichever comes first. A phone has no hover, and
// on 4G fetching them on the tap holds the checkout back (docs/decisions/0015).
const { Component: PurchaseDialogs, preload } = preloadable(() => import('./purchase-dialogs'));
// Ahead of need: offline it waits for the tap, and a failure reloads nothing (src/shared/load-ahead.ts).
const preloadDialogs = () => void loadAhead(preload);

/** Fetches the checkout's code once the page is idle, while `buyable` and on the page. */
function usePreloadDialogsWhenIdle(buyable: boolean) {
  useEffect(() => {
    if (!buyable) return undefined;
    let here = true;
    afterLoadWhenIdle(() => {
      if (here) preloadDialogs();
    });
    return () => {
      here = false;
    };
  }, [buyable]);
}

/**
 * /payment. Prerendered (src/app/public-paths.ts), its HTML is a frame: the hero, the tabs and card
 * skeletons of the real cards' size, and no gate, price or promotion (those are the server's, at
 * the time of the visit). Hydration renders exactly that frame, whatever the URL, the session or
 * the storage say; then the gate and the packages fill it in, in place (no layout shift). The
 * data is asked for with the page's code, not after it (../payment-page.prefetch.ts).
 */
function PaymentPage() {
  const { t } = useTranslation('payment');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const { gate, list } = usePaymentData();
  const hydrated = useHydrated();

  if (hydrated && gate.status === 'closed') {
    return (
      <section className={styles.closed} aria-labelledby="payment-closed-heading">
        <h1 id="payment-closed-heading" className={styles.closedTitle}>
          {t('gate.closedTitle')}
        </h1>
        <EmptyState
          message={t('gate.closed')}
          action={<LinkButton to={ROUTES.home.path}>{t('gate.home')}</LinkButton>}
        />
      </section>
    );
  }
  return (
    <PaymentCatalog
      conf={hydrated && gate.status === 'open' ? gate.conf : undefined}
      list={list}
      hydrated={hydrated}
    />
  );
}

type ProductList = UseQueryResult<Timed<{ list: Package[] }>, unknown>;

/**
 * The page around the packages. Without `conf` (the frame: hydrating, or the gate still loading)
 * the panel holds card skeletons. The hero keeps its nodes from the frame on, so the prerendered
 * heading stays the page's largest paint.
 */
function PaymentCatalog({
  conf,
  list,
  hydrated,
}: {
  conf: PaymentConf | undefined;
  list: ProductList;
  hydrated: boolean;
}) {
  const { t } = useTranslation('payment');
  const [searchParams] = useSearchParams();
  // The query is the browser's: until hydrated, the first tab, as prerendered.
  const assetQuery = hydrated ? searchParams.get(QUERY_PARAM.assetType) : null;
  const [line, setLine] = useState<PackageLine>(() => lineFromQuery(assetQuery));
  // The avatar menu links to /payment?t=… from /payment too: a new `t` picks its tab again
  // (state adjusted during render, not in an effect); so does hydration.
  const [seenAssetQuery, setSeenAssetQuery] = useState(assetQuery);
  if (assetQuery !== seenAssetQuery) {
    setSeenAssetQuery(assetQuery);
    setLine(lineFromQuery(assetQuery));
  }
  const subscription =
    hydrated && searchParams.get(QUERY_PARAM.subscription) === SUBSCRIPTION_QUERY_VALUE;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 className={styles.heroTitle}>{t('hero.heading')}</h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          {hydrated && <PromotionBanner />}
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
          aria-busy={!conf || list.isPending || undefined}
        >
          {conf ? (
            <Tiers conf={conf} list={list} line={line} subscription={subscription} />
          ) : (
            <TierSkeletons />
          )}
        </div>
        <ComparisonTable />
        <PurchaseNotices />
      </div>
    </div>
  );
}

/** Three card skeletons, each the size of a real card (--tier-height), and what they stand for. */
function TierSkeletons() {
  const { t } = useTranslation('payment');
  return (
    <>
      <div className={styles.grid} data-count={3}>
        <PackageCardSkeleton />
        <PackageCardSkeleton />
        <PackageCardSkeleton />
      </div>
      <VisuallyHidden role="status">{t('gate.loading')}</VisuallyHidden>
    </>
  );
}

/** Payment is open: the line's packages and the checkout. */
function Tiers({
  conf,
  list,
  line,
  subscription,
}: {
  conf: PaymentConf;
  list: ProductList;
  line: PackageLine;
  subscription: boolean;
}) {
  const { t } = useTranslation('payment');
  const hideBuy = usePaymentEntry().reason === 'hidden';
  const [env] = useState(() => payEnvironment(navigator.userAgent));
  const channels = availableChannels(conf.payment_methods, env);
  const checkout = useCheckout({ env, subscription });
  const tiers = groupByLine(list.data?.data.list ?? [])[line];
  usePreloadDialogsWhenIdle(!hideBuy && tiers.length > 0);

  return (
    <>
      {list.isPending ? (
        <TierSkeletons />
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
      {/* Portalled: the dialogs' place in this tree does not matter to the page's layout. */}
      {checkout.state.kind !== 'idle' && (
        <Suspense fallback={null}>
          <PurchaseDialogs checkout={checkout} channels={channels} env={env} />
        </Suspense>
      )}
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { PaymentPage as Component };
