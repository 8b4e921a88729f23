import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BELOW_THE_FOLD_READY_MARK } from '@/shared/perf-marks';
import { CheckIcon } from '@/shared/ui/icons';
import { LinkButton } from '@/shared/ui/link-button';
import {
  ArrowRightIcon,
  CameraIcon,
  LayersIcon,
  SparkleIcon,
} from '@/features/content/components/content-icons';
import { SmartImage } from '@/features/content/components/smart-image';
import { ILLUSTRATIONS, ILLUSTRATION_SIZE } from '@/features/content/assets/illustrations';
import { usePayActions } from '@/features/content/lib/use-pay-actions';
import section from '@/features/content/pages/section.module.css';
import styles from './home-page.module.css';
import { Closing, LatestArticles } from './closing-sections';
import { ROUTES } from '@/domain/routes';

const WEDDING_POINTS = [
  'home.audiences.wedding.points.skin',
  'home.audiences.wedding.points.tone',
  'home.audiences.wedding.points.style',
] as const;
const EVENT_POINTS = [
  'home.audiences.event.points.upload',
  'home.audiences.event.points.auto',
  'home.audiences.event.points.share',
] as const;
const FINE_FEATURES = [
  'home.packages.fine.features.resolution',
  'home.packages.fine.features.portrait',
  'home.packages.fine.features.storage',
  'home.packages.fine.features.validity',
] as const;
const SMOOTH_FEATURES = [
  'home.packages.smooth.features.voucher',
  'home.packages.smooth.features.resolution',
  'home.packages.smooth.features.live',
  'home.packages.smooth.features.validity',
] as const;
const STATS = ['speed', 'resolution', 'live', 'platforms'] as const;
const STEPS = [
  { key: 'import', Icon: CameraIcon },
  { key: 'style', Icon: LayersIcon },
  { key: 'export', Icon: SparkleIcon },
] as const;

function Audiences() {
  const { t } = useTranslation('content');
  const cards = [
    { key: 'wedding', image: ILLUSTRATIONS.travel, points: WEDDING_POINTS },
    { key: 'event', image: ILLUSTRATIONS.stage, points: EVENT_POINTS },
  ] as const;
  return (
    <section className={section.section} aria-labelledby="home-audiences">
      <div className={section.container}>
        <div className={section.head}>
          <h2 id="home-audiences" className={section.title}>
            {t('home.audiences.heading')}
          </h2>
          <p className={section.subtitle}>{t('home.audiences.lead')}</p>
        </div>
        <div className={styles.audiences}>
          {cards.map(({ key, image, points }) => (
            <article key={key} className={styles.audience}>
              <SmartImage
                className={styles.audienceImage}
                src={image}
                alt={t(`home.audiences.${key}.imageAlt`)}
                width={ILLUSTRATION_SIZE.width}
                height={ILLUSTRATION_SIZE.height}
              />
              <div className={styles.audienceBody}>
                <p className={styles.pill}>{t(`home.audiences.${key}.tag`)}</p>
                <h3 className={styles.cardTitle}>{t(`home.audiences.${key}.title`)}</h3>
                <ul className={styles.checks}>
                  {points.map((point) => (
                    <li key={point}>
                      <CheckIcon size={18} className={styles.checkIcon} />
                      {t(point)}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function Packages() {
  const { t } = useTranslation('content');
  const { showPayment, actionProps } = usePayActions();
  const plans = [
    { key: 'fine', features: FINE_FEATURES, recommended: true },
    { key: 'smooth', features: SMOOTH_FEATURES, recommended: false },
  ] as const;
  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby="home-packages">
      <div className={section.container}>
        <div className={section.head}>
          <h2 id="home-packages" className={section.title}>
            {t('home.packages.heading')}
          </h2>
          <p className={section.subtitle}>{t('home.packages.lead')}</p>
        </div>
        <div className={styles.plans}>
          {plans.map(({ key, features, recommended }) => (
            <article
              key={key}
              className={`${styles.plan} ${recommended ? styles.planRecommended : ''}`}
            >
              {recommended && <p className={styles.ribbon}>{t('home.packages.recommended')}</p>}
              <h3 className={styles.planName}>{t(`home.packages.${key}.name`)}</h3>
              <p className={styles.planFit}>{t(`home.packages.${key}.fit`)}</p>
              <p className={styles.billing}>{t(`home.packages.${key}.billing`)}</p>
              <ul className={styles.checks}>
                {features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon size={18} className={styles.checkIcon} />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              {showPayment && (
                <LinkButton
                  to={ROUTES.payment.path}
                  variant={recommended ? 'primary' : 'secondary'}
                  block
                  size="lg"
                  className={styles.planAction}
                  {...actionProps}
                >
                  {t('actions.viewPrice')}
                </LinkButton>
              )}
            </article>
          ))}
        </div>
        <p className={styles.planNote}>{t('home.packages.note')}</p>
      </div>
    </section>
  );
}

function Stats() {
  const { t } = useTranslation('content');
  return (
    <section className={styles.stats} aria-labelledby="home-stats">
      <div className={section.container}>
        <h2 id="home-stats" className={styles.visuallyHidden}>
          {t('home.stats.heading')}
        </h2>
        <dl className={styles.statList}>
          {STATS.map((key) => (
            <div key={key} className={styles.stat}>
              <dt className={styles.statLabel}>{t(`home.stats.${key}.label`)}</dt>
              <dd className={styles.statValue}>{t(`home.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Steps() {
  const { t } = useTranslation('content');
  return (
    <section className={section.section} aria-labelledby="home-steps">
      <div className={section.container}>
        <div className={section.head}>
          <h2 id="home-steps" className={section.title}>
            {t('home.steps.heading')}
          </h2>
        </div>
        <ol className={styles.steps}>
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepIcon}>
                <Icon size={26} />
              </span>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.cardTitle}>{t(`home.steps.${key}.title`)}</h3>
              <p className={styles.stepText}>{t(`home.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className={styles.more}>
          <Link to={ROUTES.guide.path} className={styles.moreLink}>
            {t('home.steps.more')}
            <ArrowRightIcon size={16} />
          </Link>
        </p>
      </div>
    </section>
  );
}

/**
 * Everything of the home page after the hero. Its own chunk: the prerendered HTML has it, and
 * the browser hydrates it once its code has arrived, after the hero (progressive hydration, see
 * ./home-page.route.tsx).
 */
export default function HomeBelowTheFold() {
  useEffect(() => {
    performance.mark?.(BELOW_THE_FOLD_READY_MARK);
  }, []);
  return (
    <>
      <Audiences />
      <Packages />
      <Stats />
      <Steps />
      <LatestArticles />
      <Closing />
    </>
  );
}
