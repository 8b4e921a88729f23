import { reloadPage } from '@/shared/navigation';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@/i18n';
import { loadedAndIdle } from '@/shared/idle';
import { CheckIcon } from '@/shared/ui/icons';
import { QuietErrorBoundary } from '@/shared/ui/quiet-error-boundary';
import { CtaActions } from '@/features/content/components/cta-actions';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import section from '@/features/content/pages/section.module.css';
import { BeforeAfter } from './before-after';
import styles from './home-page.module.css';

const PROOF = ['resolution', 'live', 'sync'] as const;

/**
 * The sections below the hero are their own chunk (docs/decisions/0008-first-load-budget.md).
 * On a prerendered visit their HTML is already on the page: React keeps it while the chunk loads
 * (fetched once the browser is idle, after the hero has hydrated) and hydrates it when it arrives.
 * On a client-side visit the chunk loads at once, and the placeholder holds the space meanwhile.
 */
const HomeBelowTheFold = lazy(async () => {
  if (hasServerMarkup()) await loadedAndIdle(2000);
  // Their copy too: `content.home`, and `content.pages` for the article cards.
  const [module] = await Promise.all([
    import('./below-the-fold'),
    loadNamespaces(['content.home', 'content.pages']),
  ]);
  return module;
});

/** The prerendered HTML of the sections is in the document (a first visit being hydrated). */
function hasServerMarkup(): boolean {
  return typeof document !== 'undefined' && document.getElementById('home-audiences') !== null;
}

function Hero() {
  const { t } = useTranslation('content');
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={`${section.container} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 id="home-heading" className={styles.heading}>
            <span className={styles.headingLine}>{t('home.headingLines.first')}</span>
            <span className={styles.headingLine}>{t('home.headingLines.second')}</span>
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <CtaActions className={styles.actions} secondaryClassName={styles.secondaryAction} />
          <ul className={styles.proof}>
            {PROOF.map((key) => (
              <li key={key}>
                <CheckIcon size={16} className={styles.proofIcon} />
                {t(`home.proof.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.heroVisual}>
          <BeforeAfter />
        </div>
      </div>
    </section>
  );
}

/** The lower sections could not load (offline): the hero stays, with a way to try again. */
function BelowTheFoldFailed() {
  const { t } = useTranslation('content');
  return (
    <p className={styles.belowTheFoldFailed} role="status">
      {t('home.belowTheFoldFailed')}
      <button type="button" className={styles.retryLink} onClick={reloadPage}>
        {t('actions.retry')}
      </button>
    </p>
  );
}

/**
 * `/` (docs/product-rules.md §2, no-footer layout): what the product does, for whom, the two
 * packages, proof.
 */
function HomePage() {
  usePageMeta(staticPageMeta('home'));
  return (
    <>
      <Hero />
      <QuietErrorBoundary fallback={<BelowTheFoldFailed />}>
        <Suspense fallback={<div className={styles.belowTheFoldPending} />}>
          <HomeBelowTheFold />
        </Suspense>
      </QuietErrorBoundary>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { HomePage as Component };
