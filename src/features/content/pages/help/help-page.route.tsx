import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HELP_CATEGORIES } from '@/content/help';
import type { HelpQuestion } from '@/content/types';
import { EmptyState } from '@/shared/ui/empty-state';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { LinkButton } from '@/shared/ui/link-button';
import { ChatIcon, HandshakeIcon } from '@/features/content/components/content-icons';
import { Highlight } from '@/features/content/components/highlight';
import { PageHero } from '@/features/content/components/page-hero';
import section from '@/features/content/pages/section.module.css';
import { searchHelp, searchTerms } from '@/features/content/lib/search';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import styles from './help-page.module.css';
import { ROUTES } from '@/domain/routes';

function Question({ question, terms }: { question: HelpQuestion; terms: readonly string[] }) {
  return (
    <details id={question.id} className={styles.question}>
      <summary className={styles.summary}>
        <span>
          <Highlight text={question.question} terms={terms} />
        </span>
      </summary>
      <div className={styles.answer}>
        {question.answer.map((paragraph) => (
          <p key={paragraph}>
            <Highlight text={paragraph} terms={terms} />
          </p>
        ))}
      </div>
    </details>
  );
}

/** Opens the question named by the URL hash (`/help#which-mac`) and scrolls to it. */
function useOpenFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) target.open = true;
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** `/help` (docs/product-rules.md §2): categories, questions, and an in-page search. */
function HelpPage() {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta('help'));
  useOpenFromHash();
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const terms = searchTerms(keyword);
  const hits = terms.length ? searchHelp(keyword) : [];
  const total = HELP_CATEGORIES.reduce((sum, c) => sum + c.questions.length, 0);

  return (
    <>
      <PageHero heading={t('help.heading')} lead={t('help.lead')}>
        <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.visuallyHidden}>
            {t('help.searchLabel')}
          </label>
          <SearchIcon size={20} className={styles.searchIcon} />
          <input
            id={inputId}
            className={styles.searchInput}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('help.searchPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          {keyword && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('help.clear')}
              onClick={() => setKeyword('')}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </form>
      </PageHero>
      <div className={`${section.container} ${styles.layout}`}>
        <nav className={styles.nav} aria-label={t('help.categories')}>
          <ul className={styles.navList}>
            {HELP_CATEGORIES.map((category) => (
              <li key={category.id}>
                <a
                  href={`#category-${category.id}`}
                  className={styles.navLink}
                  onClick={() => setKeyword('')}
                >
                  <span>{category.title}</span>
                  <span className={styles.navCount}>{category.questions.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {terms.length > 0 ? (
            <section aria-labelledby="help-results">
              <h2 id="help-results" className={styles.resultTitle} aria-live="polite">
                {hits.length > 0
                  ? t('help.found', { count: hits.length, keyword: keyword.trim() })
                  : t('help.empty', { keyword: keyword.trim() })}
              </h2>
              {hits.length > 0 ? (
                <div className={styles.questions}>
                  {hits.map((hit) => (
                    <Question key={hit.question.id} question={hit.question} terms={terms} />
                  ))}
                </div>
              ) : (
                <EmptyState
                  message={t('help.contact.text')}
                  action={
                    <LinkButton to={ROUTES.consultation.path}>{t('actions.consult')}</LinkButton>
                  }
                />
              )}
            </section>
          ) : (
            <>
              <p className={styles.count}>{t('help.count', { count: total })}</p>
              {HELP_CATEGORIES.map((category) => (
                <section
                  key={category.id}
                  id={`category-${category.id}`}
                  className={styles.category}
                  aria-labelledby={`category-${category.id}-title`}
                >
                  <h2 id={`category-${category.id}-title`} className={styles.categoryTitle}>
                    {category.title}
                  </h2>
                  <p className={styles.categorySummary}>{category.summary}</p>
                  <div className={styles.questions}>
                    {category.questions.map((question) => (
                      <Question key={question.id} question={question} terms={terms} />
                    ))}
                  </div>
                </section>
              ))}
            </>
          )}
          <aside className={styles.contact} aria-labelledby="help-contact">
            <div>
              <h2 id="help-contact" className={styles.contactTitle}>
                {t('help.contact.heading')}
              </h2>
              <p className={styles.contactText}>{t('help.contact.text')}</p>
            </div>
            <div className={styles.contactActions}>
              <LinkButton to={ROUTES.consultation.path} icon={<ChatIcon size={18} />}>
                {t('actions.consult')}
              </LinkButton>
              <LinkButton
                to={ROUTES.cooperation.path}
                variant="secondary"
                icon={<HandshakeIcon size={18} />}
              >
                {t('actions.cooperate')}
              </LinkButton>
            </div>
          </aside>
          <p className={styles.more}>
            <Link to={ROUTES.guide.path}>{t('actions.viewGuide')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { HelpPage as Component };
