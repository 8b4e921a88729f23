import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('profile.title'));
  return <PageIntro heading={t('profile.invoicingHistory.heading')} lead={t('profile.invoicingHistory.lead')} />;
}
