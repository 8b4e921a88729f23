import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { articleBody } from '@/content/article-bodies';
import { findPublishedArticle, PUBLISHED_ARTICLES } from '@/content/articles';
import type { Article, ArticleBlock } from '@/content/types';
import { CheckIcon } from '@/shared/ui/icons';
import { ArticleCard } from '@/features/content/components/article-card';
import { ClockIcon, SparkleIcon, TagIcon } from '@/features/content/components/content-icons';
import { CtaActions } from '@/features/content/components/cta-actions';
import { PreviewableImage } from '@/features/content/components/previewable-image';
import section from '@/features/content/pages/section.module.css';
import { ILLUSTRATIONS, ILLUSTRATION_SIZE } from '@/features/content/assets/illustrations';
import { articleMeta } from '@/features/content/seo/article-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import styles from './article.module.css';
import { ROUTES } from '@/domain/routes';
import { searchHref } from '@/domain/paths';

/**
 * `/n/{id}`: a published article, or 404 (the not-found screen) for an unknown id or a draft.
 * Only the id travels in the loader data (and so in the prerendered page's hydration state).
 */
function detailLoader({ params }: LoaderFunctionArgs) {
  const article = findPublishedArticle(params.id ?? '');
  if (!article) {
    throw data(`Page not found: /n/${params.id ?? ''}`, { status: 404, statusText: 'Not Found' });
  }
  return { id: article.id };
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2 className={styles.h2}>{block.text}</h2>;
    case 'ul':
      return (
        <ul className={styles.ul}>
          {block.items.map((item) => (
            <li key={item}>
              <CheckIcon size={18} className={styles.bullet} />
              {item}
            </li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol className={styles.ol}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'tip':
      return (
        <p className={styles.tip}>
          <SparkleIcon size={20} className={styles.tipIcon} />
          <span>{block.text}</span>
        </p>
      );
    case 'figure':
      return (
        <PreviewableImage
          className={styles.figure}
          src={ILLUSTRATIONS[block.image]}
          alt={block.alt}
          caption={block.caption}
          width={ILLUSTRATION_SIZE.width}
          height={ILLUSTRATION_SIZE.height}
        />
      );
    default:
      return <p className={styles.p}>{block.text}</p>;
  }
}

function related(article: Article): Article[] {
  const others = PUBLISHED_ARTICLES.filter((a) => a.id !== article.id);
  return [
    ...others.filter((a) => a.category === article.category),
    ...others.filter((a) => a.category !== article.category),
  ].slice(0, 3);
}

function DetailPage() {
  const { t } = useTranslation('content');
  const { id } = useLoaderData<typeof detailLoader>();
  // The loader vouched for it; a stale id (content redeployed under an open tab) falls back to the newest.
  const article = findPublishedArticle(id) ?? PUBLISHED_ARTICLES[0]!;
  usePageMeta(articleMeta(article));
  return (
    <>
      <article className={styles.article} aria-labelledby="article-title">
        <div className={styles.articleInner}>
          <nav className={styles.breadcrumb} aria-label={t('detail.breadcrumb')}>
            <ol>
              <li>
                <Link to={ROUTES.home.path}>{t('detail.home')}</Link>
              </li>
              <li>
                <Link to={ROUTES.articles.path}>{t('detail.articles')}</Link>
              </li>
              <li aria-current="page">{t(`article.categories.${article.category}`)}</li>
            </ol>
          </nav>
          <header className={styles.header}>
            <p className={styles.category}>{t(`article.categories.${article.category}`)}</p>
            <h1 id="article-title" className={styles.title}>
              {article.title}
            </h1>
            <p className={styles.meta}>
              <time dateTime={article.date}>{article.date}</time>
              <span aria-hidden="true">·</span>
              <span className={styles.metaItem}>
                <ClockIcon size={16} />
                {t('article.readMinutes', { count: article.readMinutes })}
              </span>
            </p>
            <p className={styles.summary}>{article.summary}</p>
          </header>
          <PreviewableImage
            className={styles.cover}
            src={ILLUSTRATIONS[article.cover]}
            alt={article.title}
            width={ILLUSTRATION_SIZE.width}
            height={ILLUSTRATION_SIZE.height}
            loading="eager"
            fetchPriority="high"
          />
          <div className={styles.content}>
            {articleBody(article.id).map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
          <div className={styles.tags}>
            <TagIcon size={18} className={styles.tagIcon} />
            <ul className={styles.tagList} aria-label={t('detail.tags')}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={searchHref(tag)} className={styles.tag}>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <aside className={styles.cta} aria-labelledby="article-cta">
            <div>
              <h2 id="article-cta" className={styles.ctaTitle}>
                {t('detail.cta.heading')}
              </h2>
              <p className={styles.ctaText}>{t('detail.cta.text')}</p>
            </div>
            <CtaActions size="md" className={styles.ctaActions} />
          </aside>
        </div>
      </article>
      <section className={`${section.section} ${section.tinted}`} aria-labelledby="article-related">
        <div className={section.container}>
          <h2 id="article-related" className={styles.relatedTitle}>
            {t('detail.related')}
          </h2>
          <div className={styles.grid}>
            {related(article).map((other) => (
              <ArticleCard key={other.id} article={other} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page and its loader. */
export { DetailPage as Component, detailLoader as loader };
