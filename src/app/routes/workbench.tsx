import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';

/** The sub-application is mounted into #qiankun-content by the workbench feature (issue 5). */
export function Component() {
  const { t } = useTranslation('pages');
  useDocumentMeta(t('workbench.title'));
  return <h1 className="visually-hidden">{t('workbench.heading')}</h1>;
}
