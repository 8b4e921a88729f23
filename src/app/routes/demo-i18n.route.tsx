import { useTranslation } from 'react-i18next';
import { PageIntro } from './page-intro';

/** Unlinked demo path (docs/product-rules.md §2). */
export function Component() {
  const { t, i18n } = useTranslation('pages');
  return (
    <PageIntro
      heading={t('demoI18n.heading')}
      lead={t('demoI18n.lead', { language: i18n.language })}
    />
  );
}
