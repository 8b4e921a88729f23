import { useTranslation } from 'react-i18next';
import { PageIntro } from './page-intro';

/** Shown only for the instant before the payment-auth middleware navigates away. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageIntro heading={t('proxy.heading')} />;
}
