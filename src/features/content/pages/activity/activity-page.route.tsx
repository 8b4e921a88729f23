import { hrefOf } from '@/domain/route-addresses';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { activityCommonInfoQueryOptions } from '@/api/queries/public';
import { activityView } from '@/domain/activity/activity';
import { lookupSourceByUuid } from '@/domain/session/source';
import { ROUTES } from '@/domain/routes';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import { LinkButton } from '@/shared/ui/link-button';
import { GiftIcon } from '@/features/content/components/content-icons';
import { CtaActions } from '@/features/content/components/cta-actions';
import { usePayActions } from '@/features/content/lib/use-pay-actions';
import section from '@/features/content/pages/section.module.css';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import styles from './activity-page.module.css';

/** The product as the landing page states it (content `home.proof`), not an offer. */
const PRODUCT_POINTS = ['home.proof.resolution', 'home.proof.live', 'home.proof.sync'] as const;

/**
 * `/activity/{uuid}`: what GET /v1/activity/common/info said and nothing more (docs/product-rules.md
 * §2 "Activity"): the activity's name, the product as the site describes it, and the calls to
 * action. An activity the server does not run says 活动不存在或已结束.
 */
function ActivityPage() {
  const { t } = useTranslation('content');
  const { uuid = '' } = useParams();
  const queryClient = useQueryClient();
  const info = useQuery(activityCommonInfoQueryOptions(uuid));
  const view = activityView(info);
  const meta = staticPageMeta('activity', hrefOf('activity', { uuid }));
  usePageMeta(
    view.kind === 'running' ? { ...meta, title: `${view.name}${t('meta.titleSuffix')}` } : meta,
  );

  // A running activity is a source channel too: its source_id attributes the visit
  // (docs/product-rules.md §2 "Attribution"); the lookup shares the page's call.
  useEffect(() => {
    if (uuid)
      void lookupSourceByUuid(uuid, () =>
        queryClient.fetchQuery(activityCommonInfoQueryOptions(uuid)),
      );
  }, [uuid, queryClient]);

  if (view.kind === 'gone') return <ActivityGone />;
  return (
    <header className={styles.hero}>
      <div className={`${section.container} ${styles.heroInner}`}>
        <p className={styles.badge}>
          <GiftIcon size={16} />
          {t('activity.badge')}
        </p>
        <h1 className={styles.heading} aria-busy={view.kind === 'loading' || undefined}>
          {view.kind === 'running' ? (
            view.name
          ) : view.kind === 'loading' ? (
            <span className={styles.skeleton} aria-label={t('activity.loading')} />
          ) : (
            t('activity.badge')
          )}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <ul className={styles.points}>
          {PRODUCT_POINTS.map((point) => (
            <li key={point}>
              <CheckIcon size={18} className={styles.pointIcon} />
              {t(point)}
            </li>
          ))}
        </ul>
        {view.kind === 'failed' && (
          <p className={styles.error} role="alert">
            {t('activity.failed')}
            <Button size="sm" variant="secondary" onClick={() => void info.refetch()}>
              {t('actions.retry')}
            </Button>
          </p>
        )}
        <CtaActions className={styles.actions} />
      </div>
    </header>
  );
}

/** An activity the server refused or did not name: no offer, and the ways on. */
function ActivityGone() {
  const { t } = useTranslation('content');
  const { showPayment, actionProps } = usePayActions();
  return (
    <section className={styles.gone} aria-labelledby="activity-gone">
      <div className={`${section.container} ${styles.goneInner}`}>
        <h1 id="activity-gone" className={styles.goneHeading}>
          {t('activity.gone.heading')}
        </h1>
        <p className={styles.goneText}>{t('activity.gone.text')}</p>
        <div className={styles.actions}>
          <LinkButton to={ROUTES.home.path} size="lg">
            {t('actions.backHome')}
          </LinkButton>
          {showPayment && (
            <LinkButton to={ROUTES.payment.path} size="lg" variant="secondary" {...actionProps}>
              {t('actions.viewPackages')}
            </LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { ActivityPage as Component };
