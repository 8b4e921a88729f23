import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('payment.title'), t('payment.description'));
  return <PageIntro heading={t('payment.heading')} lead={t('payment.lead')} />;
}
