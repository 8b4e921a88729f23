import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('home.title'), t('home.description'));
  return <PageIntro heading={t('home.heading')} lead={t('home.lead')} />;
}
