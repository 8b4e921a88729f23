import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('agreementUser.title'), undefined);
  return <PageIntro heading={t('agreementUser.heading')} lead={undefined} />;
}
