import { hrefOf } from '@/domain/route-addresses';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/shared/ui/empty-state';
import { SearchIcon } from '@/shared/ui/icons';
import { Button } from '@/shared/ui/button';
import { Highlight } from '@/features/content/components/highlight';
import { PageHero } from '@/features/content/components/page-hero';
import section from '@/features/content/pages/section.module.css';
import { searchArticles, searchHelp, searchTerms } from '@/features/content/lib/search';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import styles from './search-page.module.css';
import { ROUTES } from '@/domain/routes';
import { searchHref } from '@/domain/paths';
import { QUERY_PARAM } from '@/shared/constants';

const HOT_KEYWORDS = ['婚纱', '照片直播', '发票', '验证码', 'Mac', '调色'] as const;

function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation('content');
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  // A new keyword in the URL (a hot keyword link, Back) replaces what was typed.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setValue(initial);
  }
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    setParams(keyword ? { [QUERY_PARAM.keyword]: keyword } : {});
  };
  return (
    <form className={styles.form} role="search" onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('search.label')}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        id={id}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="lg" className={styles.submit}>
        {t('search.submit')}
      </Button>
    </form>
  );
}

function HotKeywords() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.hot}>
      <h2 className={styles.hotTitle}>{t('search.hot')}</h2>
      <ul className={styles.hotList}>
        {HOT_KEYWORDS.map((word) => (
          <li key={word}>
            <Link to={searchHref(word)} className={styles.hotLink}>
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `/search?keyword=` (docs/product-rules.md §2): the keyword from the URL across articles and help.
 */
function SearchPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const keyword = (params.get(QUERY_PARAM.keyword) ?? params.get('q') ?? '').trim();
  const meta = staticPageMeta('search');
  usePageMeta(keyword ? { ...meta, title: t('meta.search.titleWithKeyword', { keyword }) } : meta);
  const terms = searchTerms(keyword);
  const articles = searchArticles(keyword);
  const help = searchHelp(keyword);
  const count = articles.length + help.length;

  return (
    <>
      <PageHero heading={keyword ? t('search.resultsFor', { keyword }) : t('search.heading')}>
        <SearchForm initial={keyword} />
      </PageHero>
      <div className={`${section.container} ${styles.body}`}>
        {!keyword ? (
          <>
            <p className={styles.prompt}>{t('search.prompt')}</p>
            <HotKeywords />
          </>
        ) : count === 0 ? (
          <>
            <EmptyState message={t('search.empty', { keyword })} />
            <HotKeywords />
          </>
        ) : (
          <>
            <p className={styles.summary} role="status">
              {t('search.summary', { count })}
            </p>
            {articles.length > 0 && (
              <section aria-labelledby="search-articles">
                <h2 id="search-articles" className={styles.groupTitle}>
                  {t('search.articles')}
                  <span className={styles.groupCount}>{articles.length}</span>
                </h2>
                <ul className={styles.results}>
                  {articles.map(({ article, snippet }) => (
                    <li key={article.id} className={styles.result}>
                      <Link
                        to={hrefOf('article', { id: article.id })}
                        className={styles.resultLink}
                      >
                        <Highlight text={article.title} terms={terms} />
                      </Link>
                      <p className={styles.snippet}>
                        <Highlight text={snippet} terms={terms} />
                      </p>
                      <p className={styles.meta}>
                        {t(`article.categories.${article.category}`)} ·{' '}
                        <time dateTime={article.date}>{article.date}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {help.length > 0 && (
              <section aria-labelledby="search-help">
                <h2 id="search-help" className={styles.groupTitle}>
                  {t('search.help')}
                  <span className={styles.groupCount}>{help.length}</span>
                </h2>
                <ul className={styles.results}>
                  {help.map(({ category, question, snippet }) => (
                    <li key={question.id} className={styles.result}>
                      <Link to={`${ROUTES.help.path}#${question.id}`} className={styles.resultLink}>
                        <Highlight text={question.question} terms={terms} />
                      </Link>
                      <p className={styles.snippet}>
                        <Highlight text={snippet} terms={terms} />
                      </p>
                      <p className={styles.meta}>{category.title}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { SearchPage as Component };
