import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { PageIntro } from './page-intro';

export function Component() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? params.get('q') ?? '';
  useDocumentMeta(t('search.title'), t('search.description'));
  return <PageIntro heading={keyword ? `${t('search.heading')}：${keyword}` : t('search.heading')} lead={t('search.lead')} />;
}
