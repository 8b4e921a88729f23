import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('help.title'), t('help.description'));
  return <PageIntro heading={t('help.heading')} lead={t('help.lead')} />;
}
