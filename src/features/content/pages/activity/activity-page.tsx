import { hrefOf } from '@/domain/route-addresses';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { activityCommonInfoQueryOptions } from '@/api/queries';
import { lookupSourceByUuid } from '@/domain/session/source';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import { GiftIcon, LiveIcon, SparkleIcon, TagIcon } from '@/features/content/parts/content-icons';
import { CtaActions } from '@/features/content/kit/cta-actions';
import section from '@/features/content/page-head/section.module.css';
import { staticPageMeta } from '@/features/content/page-head/route-meta';
import { usePageMeta } from '@/features/content/page-head/use-page-meta';
import styles from './activity-page.module.css';

const PERKS = [
  { key: 'trial', Icon: SparkleIcon },
  { key: 'discount', Icon: TagIcon },
  { key: 'live', Icon: LiveIcon },
] as const;
const RULES = ['once', 'validity', 'final'] as const;

/** `/activity/{uuid}`: the activity's name from GET /v1/activity/common/info, its perks and rules. */
function ActivityPage() {
  const { t } = useTranslation('content');
  const { uuid = '' } = useParams();
  const info = useQuery(activityCommonInfoQueryOptions(uuid));
  const name = info.data?.name;
  const meta = staticPageMeta('activity', hrefOf('activity', { uuid }));
  usePageMeta(name ? { ...meta, title: `${name}${t('meta.titleSuffix')}` } : meta);

  // The activity is a source channel too: its source_id attributes the visit (docs/product-rules.md
  // §2, §4).
  useEffect(() => {
    if (uuid) void lookupSourceByUuid(uuid);
  }, [uuid]);

  return (
    <>
      <header className={styles.hero}>
        <div className={`${section.container} ${styles.heroInner}`}>
          <p className={styles.badge}>
            <GiftIcon size={16} />
            {t('activity.badge')}
          </p>
          <h1 className={styles.heading} aria-busy={info.isPending || undefined}>
            {name ??
              (info.isPending ? (
                <span className={styles.skeleton} aria-label={t('activity.loading')} />
              ) : (
                t('activity.badge')
              ))}
          </h1>
          <p className={styles.lead}>{t('activity.lead')}</p>
          {info.isError && (
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
      <section className={section.section} aria-labelledby="activity-perks">
        <div className={section.container}>
          <h2 id="activity-perks" className={styles.sectionTitle}>
            {t('activity.perks.heading')}
          </h2>
          <ul className={styles.perks}>
            {PERKS.map(({ key, Icon }) => (
              <li key={key} className={styles.perk}>
                <span className={styles.perkIcon}>
                  <Icon size={26} />
                </span>
                <h3 className={styles.perkTitle}>{t(`activity.perks.${key}.title`)}</h3>
                <p className={styles.perkText}>{t(`activity.perks.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${section.section} ${section.tinted}`} aria-labelledby="activity-rules">
        <div className={section.container}>
          <h2 id="activity-rules" className={styles.sectionTitle}>
            {t('activity.rules.heading')}
          </h2>
          <ol className={styles.rules}>
            {RULES.map((key) => (
              <li key={key}>
                <CheckIcon size={18} className={styles.ruleIcon} />
                {t(`activity.rules.items.${key}`)}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { ActivityPage as Component };
