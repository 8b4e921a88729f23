import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  const { id = '' } = useParams();
  useDocumentMeta(t('detail.title'), t('detail.description'));
  return <PageIntro heading={`${t('detail.heading')} #${id}`} lead={t('detail.lead')} />;
}
