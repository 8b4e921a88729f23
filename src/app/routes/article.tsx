import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('article.title'), t('article.description'));
  return <PageIntro heading={t('article.heading')} lead={t('article.lead')} />;
}
