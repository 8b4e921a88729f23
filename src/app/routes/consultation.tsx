import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('consultation.title'), t('consultation.description'));
  return <PageIntro heading={t('consultation.heading')} lead={t('consultation.lead')} />;
}
