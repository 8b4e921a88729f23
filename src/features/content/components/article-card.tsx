import { hrefOf } from '@/domain/route-addresses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Article } from '@/content/types';
import { ILLUSTRATIONS, ILLUSTRATION_SIZE } from '../assets/illustrations';
import { SmartImage } from './smart-image';
import styles from './article-card.module.css';

export type ArticleCardProps = {
  article: Article;
  /** Heading level inside the surrounding section. */
  level?: 2 | 3;
  featured?: boolean;
};

/** An article teaser: cover, category, title (the link), summary, date and reading time. */
export function ArticleCard({ article, level = 3, featured = false }: ArticleCardProps) {
  const { t } = useTranslation('content');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={[styles.card, featured ? styles.featured : ''].join(' ')}>
      <SmartImage
        className={styles.cover}
        src={ILLUSTRATIONS[article.cover]}
        alt=""
        width={ILLUSTRATION_SIZE.width}
        height={ILLUSTRATION_SIZE.height}
      />
      <div className={styles.body}>
        <p className={styles.category}>
          {featured && <span className={styles.featuredTag}>{t('article.featured')}</span>}
          {t(`article.categories.${article.category}`)}
        </p>
        <Heading className={styles.title}>
          <Link to={hrefOf('article', { id: article.id })} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.date}>{article.date}</time>
          <span aria-hidden="true">·</span>
          <span>{t('article.readMinutes', { count: article.readMinutes })}</span>
        </p>
      </div>
    </article>
  );
}
