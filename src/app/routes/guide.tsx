import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('guide.title'), t('guide.description'));
  return <PageIntro heading={t('guide.heading')} lead={t('guide.lead')} />;
}
