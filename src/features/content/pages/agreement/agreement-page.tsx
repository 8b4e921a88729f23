import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '@/content/types';
import { PageHero } from '@/features/content/components/page-hero';
import section from '@/features/content/pages/section.module.css';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import { LegalBlocks } from './legal-text';
import styles from './agreement-page.module.css';

type AgreementKind = 'user' | 'privacy';

const META = { user: 'agreementUser', privacy: 'agreementPrivacy' } as const;

/**
 * An agreement page (`/agreement/user`, `/agreement/privacy`): its dates, a table of contents,
 * and every section under an `<h2 id>` that `/agreement/privacy#rights` opens (the browser on a
 * prerendered page, the router's scroll restoration after a client-side navigation).
 */
export function AgreementPage({
  kind,
  document,
}: {
  kind: AgreementKind;
  document: LegalDocument;
}) {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta(META[kind]));
  const date = (iso: string) => {
    const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
    return <time dateTime={iso}>{t('agreement.date', { year, month, day })}</time>;
  };
  return (
    <>
      <PageHero heading={t(`agreement.${kind}`)}>
        <p className={styles.dates}>
          <span>
            {t('agreement.updated')}
            {date(document.updated)}
          </span>
          <span>
            {t('agreement.effective')}
            {date(document.effective)}
          </span>
        </p>
      </PageHero>
      <div className={`${section.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby={`${kind}-toc`}>
          <p id={`${kind}-toc`} className={styles.tocTitle}>
            {t('agreement.toc')}
          </p>
          <ol className={styles.tocList}>
            {document.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={styles.tocLink}>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.body}>
          <div className={styles.intro}>
            <LegalBlocks blocks={document.intro} />
          </div>
          {document.sections.map((s) => (
            <section key={s.id} className={styles.section}>
              <h2 id={s.id} className={styles.h2}>
                {s.title}
              </h2>
              <LegalBlocks blocks={s.blocks} />
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
