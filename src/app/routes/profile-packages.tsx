import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('profile.title'));
  return <PageIntro heading={t('profile.packages.heading')} lead={t('profile.packages.lead')} />;
}
