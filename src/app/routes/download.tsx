import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('download.title'), t('download.description'));
  return <PageIntro heading={t('download.heading')} lead={t('download.lead')} />;
}
