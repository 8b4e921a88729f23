import { hrefOf } from '@/domain/route-addresses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { PUBLISHED_ARTICLES } from '@/content/articles';
import type { ArticleCategory } from '@/content/types';
import { EmptyState } from '@/shared/ui/empty-state';
import { ArticleCard } from '@/features/content/components/article-card';
import { PageHero } from '@/features/content/components/page-hero';
import section from '@/features/content/pages/section.module.css';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import styles from './article.module.css';

const CATEGORIES: readonly ArticleCategory[] = ['skills', 'cases', 'product', 'industry'];
type Filter = ArticleCategory | 'all';

/** `/article/:id` is an old spelling of an article's address: it moves to `/n/:id`. */
function articleListLoader({ params }: LoaderFunctionArgs) {
  if (params.id) throw redirect(hrefOf('article', { id: params.id }));
  return null;
}

/**
 * `/article` (docs/product-rules.md §2): every published article, newest first, filterable by
 * category.
 */
function ArticleListPage() {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta('article'));
  const [filter, setFilter] = useState<Filter>('all');
  const articles =
    filter === 'all' ? PUBLISHED_ARTICLES : PUBLISHED_ARTICLES.filter((a) => a.category === filter);
  return (
    <>
      <PageHero heading={t('article.heading')} lead={t('article.lead')}>
        <div className={styles.filters} role="group" aria-label={t('article.filter')}>
          {(['all', ...CATEGORIES] as const).map((key) => (
            <button
              key={key}
              type="button"
              className={styles.filter}
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
            >
              {key === 'all' ? t('article.all') : t(`article.categories.${key}`)}
            </button>
          ))}
        </div>
      </PageHero>
      <div className={`${section.container} ${styles.listBody}`}>
        {articles.length === 0 ? (
          <EmptyState message={t('article.empty')} />
        ) : (
          <div className={styles.grid}>
            {articles.map((article, index) => (
              <ArticleCard
                key={article.id}
                article={article}
                level={2}
                featured={filter === 'all' && index === 0}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page and its loader. */
export { ArticleListPage as Component, articleListLoader as loader };
