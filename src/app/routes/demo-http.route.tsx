import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { webConfigQueryOptions } from '@/api/queries/config';
import { PageIntro } from './page-intro';

/** Unlinked demo path (docs/product-rules.md §2): one real call through the API layer. */
export function Component() {
  const { t } = useTranslation(['pages', 'common']);
  const config = useQuery(webConfigQueryOptions());
  return (
    <PageIntro heading={t('demoHttp.heading')} lead={t('demoHttp.lead')}>
      <pre aria-live="polite">
        {config.data ? JSON.stringify(config.data, null, 2) : t('common:loading')}
      </pre>
    </PageIntro>
  );
}
