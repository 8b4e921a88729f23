import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('cooperation.title'), t('cooperation.description'));
  return <PageIntro heading={t('cooperation.heading')} lead={t('cooperation.lead')} />;
}
