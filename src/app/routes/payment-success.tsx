import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('paymentSuccess.title'), undefined);
  return <PageIntro heading={t('paymentSuccess.heading')} lead={t('paymentSuccess.lead')} />;
}
