import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('activity.title'));
  return <PageIntro heading={t('activity.heading')} lead={t('activity.lead')} />;
}
