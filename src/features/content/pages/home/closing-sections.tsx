import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PUBLISHED_ARTICLES } from '@/content/articles';
import { ROUTES } from '@/domain/routes';
import { ArticleCard } from '@/features/content/components/article-card';
import { ArrowRightIcon } from '@/features/content/components/content-icons';
import { CtaActions } from '@/features/content/components/cta-actions';
import section from '@/features/content/pages/section.module.css';
import styles from './home-page.module.css';

/** The home page's last two sections: the newest articles, and the closing call to action. */
export function LatestArticles() {
  const { t } = useTranslation('content');
  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby="home-articles">
      <div className={section.container}>
        <div className={styles.rowHead}>
          <h2 id="home-articles" className={section.title}>
            {t('home.articles.heading')}
          </h2>
          <Link to={ROUTES.articles.path} className={styles.moreLink}>
            {t('home.articles.more')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>
        <div className={styles.articles}>
          {PUBLISHED_ARTICLES.slice(0, 3).map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function Closing() {
  const { t } = useTranslation('content');
  return (
    <section className={styles.closing} aria-labelledby="home-closing">
      <div className={`${section.container} ${styles.closingInner}`}>
        <h2 id="home-closing" className={styles.closingTitle}>
          {t('home.closing.heading')}
        </h2>
        <p className={styles.closingLead}>{t('home.closing.lead')}</p>
        <CtaActions className={styles.closingActions} />
        <Link to={ROUTES.help.path} className={styles.closingHelp}>
          {t('home.closing.help')}
        </Link>
      </div>
    </section>
  );
}
