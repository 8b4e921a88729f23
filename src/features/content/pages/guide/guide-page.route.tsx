import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GUIDE_STEPS } from '@/content/guide';
import { CheckIcon } from '@/shared/ui/icons';
import { CtaActions } from '@/features/content/components/cta-actions';
import { SparkleIcon } from '@/features/content/components/content-icons';
import { PageHero } from '@/features/content/components/page-hero';
import { PreviewableImage } from '@/features/content/components/previewable-image';
import section from '@/features/content/pages/section.module.css';
import { ILLUSTRATIONS, ILLUSTRATION_SIZE } from '@/features/content/assets/illustrations';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import styles from './guide-page.module.css';
import { ROUTES } from '@/domain/routes';

/**
 * `/guide` (docs/product-rules.md §2): install to delivery, step by step, from
 * src/content/guide.ts.
 */
function GuidePage() {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta('guide'));
  return (
    <>
      <PageHero heading={t('guide.heading')} lead={t('guide.lead')}>
        <nav aria-label={t('guide.toc')}>
          <ol className={styles.toc}>
            {GUIDE_STEPS.map((step, index) => (
              <li key={step.id}>
                <a href={`#${step.id}`} className={styles.tocLink}>
                  <span className={styles.tocNumber}>{index + 1}</span>
                  {step.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </PageHero>
      <div className={`${section.container} ${styles.steps}`}>
        {GUIDE_STEPS.map((step, index) => (
          <section
            key={step.id}
            id={step.id}
            className={styles.step}
            aria-labelledby={`${step.id}-title`}
          >
            <PreviewableImage
              className={styles.figure}
              src={ILLUSTRATIONS[step.image]}
              alt={step.imageAlt}
              width={ILLUSTRATION_SIZE.width}
              height={ILLUSTRATION_SIZE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <div className={styles.text}>
              <p className={styles.stepLabel}>{t('guide.step', { n: index + 1 })}</p>
              <h2 id={`${step.id}-title`} className={styles.title}>
                {step.title}
              </h2>
              <p className={styles.summary}>{step.summary}</p>
              <ul className={styles.points}>
                {step.points.map((point) => (
                  <li key={point}>
                    <CheckIcon size={18} className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
              {step.tip && (
                <p className={styles.tip}>
                  <SparkleIcon size={18} className={styles.tipIcon} />
                  <span>
                    <strong>{t('guide.tip')}</strong>
                    {step.tip}
                  </span>
                </p>
              )}
            </div>
          </section>
        ))}
        <section className={styles.done} aria-labelledby="guide-done">
          <h2 id="guide-done" className={styles.doneTitle}>
            {t('guide.done.heading')}
          </h2>
          <p className={styles.doneText}>{t('guide.done.text')}</p>
          <CtaActions className={styles.doneActions} />
          <Link to={ROUTES.help.path} className={styles.doneLink}>
            {t('actions.visitHelp')}
          </Link>
        </section>
      </div>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { GuidePage as Component };
